import { archiveSuite } from "./support/archiveSuite.js";
import { startTestServer } from "./support/testServer.js";

archiveSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));
