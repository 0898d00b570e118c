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
 */
export * from "./ids.js";
export * from "./errors.js";
export * from "./validation.js";
export * from "./time.js";
export * from "./pagination.js";

export * from "./users/user.js";
export * from "./users/apiToken.js";
export * from "./chat/thread.js";
export * from "./chat/message.js";
export * from "./chat/run.js";
export * from "./chat/toolResultMeta.js";
export * from "./journal/entry.js";
export * from "./journal/newJournalEntryRecord.js";
export * from "./journal/chunk.js";
export * from "./journal/newChunkRecord.js";
export * from "./journal/analytics.js";
export * from "./journal/summary.js";
export * from "./knowledge/document.js";
export * from "./memory/memory.js";
export * from "./memory/entity.js";
export * from "./memory/memorySummary.js";
export * from "./memory/reminder.js";
export * from "./memory/understanding.js";
export * from "./settings/settings.js";

export * from "./ports/index.js";
export * from "./ai/index.js";

export * from "./stream/StreamEvent.js";
export * from "./stream/framing.js";
export * from "./stream/invariants.js";

export * from "./text/tokens.js";
export * from "./text/chunker.js";
export * from "./search/cosine.js";
export * from "./search/rrf.js";
