import { Context } from "effect";
import type { ReflectionStorage } from "../../reflection/index.js";
import { ReflectionRepository } from "../../reflection/ReflectionRepository.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { makeReflectionRepository } from "./InMemoryReflectionRepository.js";
import { reflectionRepositoryContract } from "./ReflectionRepository.contract.js";

/** The contracts of the reflection domain's ports. */
export const reflectionContracts: ReadonlyArray<StorageContract> = [reflectionRepositoryContract];

/** The reflection domain's repositories over the in-memory tables. */
export const inMemoryReflectionStorage = (store: MemoryStore): Context.Context<ReflectionStorage> =>
  Context.make(ReflectionRepository, makeReflectionRepository(store));
