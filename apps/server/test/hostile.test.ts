import { hostileEnv, hostileSuite } from "./support/hostileSuite.js";
import { startTestServer } from "./support/testServer.js";

hostileSuite(
  "SQLite",
  () => startTestServer({ env: { ...hostileEnv, LIFEOS_MODE: "hosted" } }),
  () => startTestServer({ env: hostileEnv }),
);
