/**
 * @lifeos/core — the domain of LifeOS: schemas, ports, errors and pure logic.
 *
 * ```
 * apps/web ──HTTP──► apps/server (composition root: AiEnvironment)
 *                        │ provides layers
 *     ┌──────────────┬───┴───────────┬─────────────────┐
 *  agent          tools      storage-sqlite    storage-postgres
 *     └──────────────┴───────► core ◄┴─────────────────┘
 * ```
 *
 * Core imports no other LifeOS package. Ports are `Context` services with an
 * explicit interface and no default implementation; adapters live in the
 * storage and agent packages and are wired only in the server.
 *
 * One folder per domain (`users`, `chat`, `journal`, `search`, `memory`,
 * `knowledge`), each with an index of its schemas, ports and logic, beside
 * the shared `common`, `ai`, `stream` and `storage` (see ARCHITECTURE.md).
 */
export * from "./common/index.js";
export * from "./users/index.js";
export * from "./chat/index.js";
export * from "./journal/index.js";
export * from "./search/index.js";
export * from "./memory/index.js";
export * from "./knowledge/index.js";
export * from "./reflection/index.js";
export * from "./portfolio/index.js";
export * from "./jobs/index.js";
export * from "./storage/index.js";
export * from "./ai/index.js";
export * from "./stream/index.js";
