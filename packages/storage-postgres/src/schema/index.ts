export * from "./users.js";
export * from "./chat.js";
export * from "./journal.js";
export * from "./chunks.js";
export * from "./knowledge.js";
export * from "./memory.js";
export * from "../knowledge/schema.js";
