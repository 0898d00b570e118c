import { Context } from "effect";
import type { ChatStorage } from "../../chat/index.js";
import { MessageRepository } from "../../chat/MessageRepository.js";
import { RunRepository } from "../../chat/RunRepository.js";
import { ThreadRepository } from "../../chat/ThreadRepository.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { makeMessageRepository } from "./InMemoryMessageRepository.js";
import { makeRunRepository } from "./InMemoryRunRepository.js";
import { makeThreadRepository } from "./InMemoryThreadRepository.js";
import { messageRepositoryContract } from "./MessageRepository.contract.js";
import { runRepositoryContract } from "./RunRepository.contract.js";
import { threadRepositoryContract } from "./ThreadRepository.contract.js";

/** The contracts of the chat domain's ports, in the order the suite runs them. */
export const chatContracts: ReadonlyArray<StorageContract> = [threadRepositoryContract, messageRepositoryContract, runRepositoryContract];

/** The chat domain's repositories over the in-memory tables. */
export const inMemoryChatStorage = (store: MemoryStore): Context.Context<ChatStorage> =>
  Context.make(ThreadRepository, makeThreadRepository(store)).pipe(
    Context.add(MessageRepository, makeMessageRepository(store)),
    Context.add(RunRepository, makeRunRepository(store)),
  );
