export * from "./searchKnowledgeBase.js";
export * from "./listDocuments.js";
export * from "./getDocumentSummary.js";
export * from "./knowledgeTools.js";
export { documentBacklog } from "./documentBacklog.js";
