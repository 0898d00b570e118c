import { memorySuite } from "./support/memorySuite.js";
import { startTestServer } from "./support/testServer.js";

memorySuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50" } }));
