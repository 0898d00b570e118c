import { calculator } from "@lifeos/tools";
import type { DomainModule } from "../modules/DomainModule.js";
import { chatRoutes } from "./chat.js";
import { chatOperations } from "./operations.js";
import { threadRoutes } from "./threads.js";

/** Chat: streamed runs (the chat service is in every model stack), threads, and the calculator tool any conversation may use. */
export const chatModule: DomainModule = {
  name: "chat",
  routes: (context) => [
    { path: "/ai", app: chatRoutes(context) },
    { path: "/threads", app: threadRoutes(context) },
  ],
  webPages: ["/", "/chat/:id"],
  operations: chatOperations,
  tools: [calculator],
};
