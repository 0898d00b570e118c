import { isolationSuite } from "./support/isolationSuite.js";
import { startTestServer } from "./support/testServer.js";

isolationSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));
