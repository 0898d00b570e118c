import { mainRoutesSuite } from "./support/mainRoutesSuite.js";
import { startTestServer } from "./support/testServer.js";

mainRoutesSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));
