import { memoryModelSuite } from "./support/memoryModelSuite.js";
import { startTestServer } from "./support/testServer.js";

// The scripted model runs on this machine, which hosted mode refuses unless allowed.
memoryModelSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50", LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true" } }));
