import { journalDraftSuite } from "./support/journalDraftSuite.js";
import { chatStreamModes } from "./support/chatStreamModes.js";
import { startTestServer } from "./support/testServer.js";

for (const mode of chatStreamModes) {
  journalDraftSuite(`SQLite, ${mode} stream`, () => startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50", LIFEOS_CHAT_STREAM: mode } }));
}
