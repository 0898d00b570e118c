/** @lifeos/tools — the tool registry and the tools the agent calls. */
export * from "./registry/Tool.js";
