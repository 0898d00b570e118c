import type { ChatStorage } from "@lifeos/core";
import { MessageRepository, RunRepository, ThreadRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeMessageRepository } from "./MessageRepository.js";
import { makeRunRepository } from "./RunRepository.js";
import { makeThreadRepository } from "./ThreadRepository.js";

/** The chat domain on PostgreSQL: threads, messages and runs. */
export const chatStorage = (database: Database): Context.Context<ChatStorage> =>
  Context.make(ThreadRepository, makeThreadRepository(database)).pipe(
    Context.add(MessageRepository, makeMessageRepository(database)),
    Context.add(RunRepository, makeRunRepository(database)),
  );
