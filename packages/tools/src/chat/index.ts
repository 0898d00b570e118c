/** The chat's own tools: the calculator, and the user's earlier conversations. */
export * from "../calculator/index.js";
export * from "./searchConversations.js";
