import type { StorageContract } from "../storage/harness.js";
import { messageRepositoryContract } from "./MessageRepository.contract.js";
import { runRepositoryContract } from "./RunRepository.contract.js";
import { threadRepositoryContract } from "./ThreadRepository.contract.js";

/** The contracts of the chat domain's ports, in the order the suite runs them. */
export const chatContracts: ReadonlyArray<StorageContract> = [threadRepositoryContract, messageRepositoryContract, runRepositoryContract];
