import { importSuite } from "./support/importSuite.js";
import { startTestServer } from "./support/testServer.js";

importSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));
