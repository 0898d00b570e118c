import { calculatorSkill, conversationsSkill, daysBetweenSkill } from "@lifeos/agent";
import { calculator, searchConversations } from "@lifeos/tools";
import type { DomainModule } from "../modules/DomainModule.js";
import { chatRoutes } from "./chat.js";
import { chatOperations } from "./operations.js";
import { threadRoutes } from "./threads.js";
import { chatArchive } from "./chatArchive.js";
import { chatgptImportRoutes } from "./chatgptImport.js";

/** Chat: streamed runs (the chat service is in every model stack), threads, the import of ChatGPT's export as threads, the chat's part of the user's archive, the calculator tool any conversation may use, and the search of the user's earlier conversations (each with its offline skill). */
export const chatModule: DomainModule = {
  name: "chat",
  routes: (context) => [
    { path: "/ai", app: chatRoutes(context) },
    { path: "/threads", app: threadRoutes(context) },
    { path: "/import/chatgpt", app: chatgptImportRoutes(context) },
  ],
  webPages: ["/", "/chat/:id"],
  operations: chatOperations,
  tools: [calculator, searchConversations],
  offlineSkills: [calculatorSkill, daysBetweenSkill, conversationsSkill],
  archive: chatArchive,
  bodyLimit: { "/import/chatgpt": (config) => config.limits.importBytes },
};
