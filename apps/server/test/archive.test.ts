import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { archiveSuite } from "./support/archiveSuite.js";
import { startTestServer } from "./support/testServer.js";

archiveSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));

describe("an archive that unpacks to far more than it weighs", () => {
  it("is PAYLOAD_TOO_LARGE before it is unpacked, and nothing is stored", async () => {
    const server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_MAX_IMPORT_BYTES: "100000" } });
    try {
      const user = await server.addUser("Dana");
      const manifest = { format: "lifeos-archive", formatVersion: 1, appVersion: "0.1.0", createdAt: new Date().toISOString(), counts: {}, files: 1 };
      // About 1 KB of zip holding 4 MB of zeros.
      const bomb = zipSync({ "manifest.json": strToU8(JSON.stringify(manifest)), "files/zeros": new Uint8Array(4_000_000) }, { level: 9 });
      expect(bomb.byteLength).toBeLessThan(100_000);
      const form = new FormData();
      form.append("archive", new Blob([bomb]), "bomb.zip");
      const response = await server.call("/api/v1/import", { method: "POST", token: user.token, body: form });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");
    } finally {
      await server.stop();
    }
  });
});
