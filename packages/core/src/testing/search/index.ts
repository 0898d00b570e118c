import { Context } from "effect";
import { ChunkIndex } from "../../search/ChunkIndex.js";
import type { SearchStorage } from "../../search/index.js";
import type { StorageContract } from "../storage/harness.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { chunkDateRangeContract } from "./ChunkDateRange.contract.js";
import { chunkIndexContract } from "./ChunkIndex.contract.js";
import { chunkKeywordSearchContract } from "./ChunkKeywordSearch.contract.js";
import { chunkReplaceManyContract } from "./ChunkReplaceMany.contract.js";
import { chunkVectorSearchContract } from "./ChunkVectorSearch.contract.js";
import { makeChunkIndex } from "./InMemoryChunkIndex.js";

/** The contracts of the search domain's ports, in the order the suite runs them. */
export const searchContracts: ReadonlyArray<StorageContract> = [
  chunkIndexContract,
  chunkReplaceManyContract,
  chunkVectorSearchContract,
  chunkKeywordSearchContract,
  chunkDateRangeContract,
];

/** The search domain's repositories over the in-memory tables. */
export const inMemorySearchStorage = (store: MemoryStore): Context.Context<SearchStorage> => Context.make(ChunkIndex, makeChunkIndex(store));
