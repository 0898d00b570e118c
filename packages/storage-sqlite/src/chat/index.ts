import type { ChatStorage } from "@lifeos/core";
import { MessageRepository, RunRepository, ThreadRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeMessageRepository } from "./MessageRepository.js";
import { makeRunRepository } from "./RunRepository.js";
import { makeThreadRepository } from "./ThreadRepository.js";

/** The chat domain on SQLite: threads, messages and runs. */
export const chatStorage = (context: SqliteContext): Context.Context<ChatStorage> =>
  Context.make(ThreadRepository, makeThreadRepository(context)).pipe(
    Context.add(MessageRepository, makeMessageRepository(context)),
    Context.add(RunRepository, makeRunRepository(context)),
  );
