import { storageContractSuite } from "@lifeos/core/testing";
import { SqliteStorage } from "../src/index.js";
import { tempDatabase } from "./tempDatabase.js";

storageContractSuite("SqliteStorage", async () => {
  const database = tempDatabase();
  return { layer: SqliteStorage.layer({ filename: database.filename }), close: async () => database.remove() };
});
