import { Layer } from "effect";
import { blobStoreContract, InMemoryBlobStore, InMemoryStorage } from "../../src/testing/index.js";

blobStoreContract("InMemoryBlobStore", async ({ maxBytes }) => ({
  layer: Layer.merge(InMemoryBlobStore.layer({ maxBytes }), InMemoryStorage.layer),
}));
