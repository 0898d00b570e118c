/** @lifeos/server — the HTTP server and composition root of LifeOS. */
export { createApp } from "./app.js";
export { loadConfig, type ServerConfig } from "./config.js";
export { domains } from "./domains.js";
export type { DomainModule, RouteMount } from "./modules/DomainModule.js";
export { startServer, type RunningServer } from "./startServer.js";
