import { storageContractSuite } from "@lifeos/core/testing";
import { describe, inject, it } from "vitest";
import { PostgresStorage } from "../src/index.js";

const url = inject("postgresUrl");

if (url !== null) {
  storageContractSuite("PostgresStorage", async () => ({ layer: PostgresStorage.layer({ url, max: 5 }) }));
} else {
  describe.skip("PostgresStorage storage contract (LIFEOS_TEST_DATABASE_URL is not set)", () => {
    it("runs against a real PostgreSQL server", () => {});
  });
}
