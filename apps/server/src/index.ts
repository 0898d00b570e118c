/** @lifeos/server — the HTTP server and composition root of LifeOS. */
export { createApp } from "./app.js";
export { loadConfig, type ServerConfig } from "./config.js";
export { startServer, type RunningServer } from "./startServer.js";
