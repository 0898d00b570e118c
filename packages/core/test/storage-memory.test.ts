import { InMemoryStorage, storageContractSuite } from "../src/testing/index.js";

storageContractSuite("InMemoryStorage", async () => ({ layer: InMemoryStorage.layer }));
