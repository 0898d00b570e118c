#!/usr/bin/env node
/** `npm start`: the LifeOS server on the configured database, with the web app. */
import { loadConfig } from "./config.js";
import { baseEnvironment } from "./environment.js";
import { startServer } from "./startServer.js";

const config = loadConfig();
const server = await startServer(config, baseEnvironment(config.database));
console.log(`\n  LifeOS is running at ${server.url}\n`);
const shutdown = () => void server.close().then(() => process.exit(0));
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
