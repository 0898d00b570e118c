import type { MessageRepository } from "./MessageRepository.js";
import type { RunRepository } from "./RunRepository.js";
import type { ThreadRepository } from "./ThreadRepository.js";

/** Threads, their messages and the runs that wrote them. */
export * from "./thread.js";
export * from "./memoryReference.js";
export * from "./message.js";
export * from "./activePath.js";
export * from "./run.js";
export * from "./chatGptSkipCodes.js";
export * from "./toolResultMeta.js";
export * from "./tools/calculatorOutput.js";
export * from "./tools/conversationsOutput.js";
export * from "./ThreadRepository.js";
export * from "./MessageRepository.js";
export * from "./RunRepository.js";

/** The repositories of the chat domain. */
export type ChatStorage = ThreadRepository | MessageRepository | RunRepository;
