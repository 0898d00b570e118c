import { mainRoutesSuite } from "./support/mainRoutesSuite.js";
import { startTestServer } from "./support/testServer.js";

mainRoutesSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));
// The same routes on Effect's own scheduler, the plain path the time-sliced one must agree with.
mainRoutesSuite("SQLite, plain scheduler", () => startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_SCHEDULER: "plain" } }));
