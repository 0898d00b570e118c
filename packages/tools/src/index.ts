/** @lifeos/tools — the tool registry and the tools the agent calls. */
export * from "./registry/Tool.js";
export * from "./registry/ToolRegistry.js";
export * from "./registry/strictJsonSchema.js";
export * from "./registry/envelope.js";
export * from "./journal/index.js";
export * from "./reflection/index.js";
export * from "./chat/index.js";
export * from "./knowledge/index.js";
export * from "./portfolio/index.js";
export * from "./memory/index.js";
export * from "./registry/resultBudget.js";
