/**
 * The server under test for `npm run bench:reflect`, in its own process as
 * a deployed server is: the benchmark's client (its fetch of a burst of
 * requests) and the local model then spend no CPU on the server's event
 * loop. Configured by the environment it is started with (the bench passes
 * `LIFEOS_*` and a data directory as argv[2]); prints `running at <url>`
 * and closes on SIGTERM.
 */
import { loadConfig } from "../../apps/server/src/config.js";
import { baseEnvironment } from "../../apps/server/src/environment.js";
import { startServer } from "../../apps/server/src/startServer.js";

const config = loadConfig(process.env, process.argv[2] ?? process.cwd());
const server = await startServer(config, baseEnvironment(config.database));
console.log(`running at ${server.url}`);
process.once("SIGTERM", () => {
  void server.close().finally(() => process.exit(0));
});
