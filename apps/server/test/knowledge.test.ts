import { knowledgeSuite } from "./support/knowledgeSuite.js";
import { startTestServer } from "./support/testServer.js";

knowledgeSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50" } }));
