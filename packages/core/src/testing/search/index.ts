import type { StorageContract } from "../storage/harness.js";
import { chunkDateRangeContract } from "./ChunkDateRange.contract.js";
import { chunkIndexContract } from "./ChunkIndex.contract.js";
import { chunkKeywordSearchContract } from "./ChunkKeywordSearch.contract.js";
import { chunkReplaceManyContract } from "./ChunkReplaceMany.contract.js";
import { chunkVectorSearchContract } from "./ChunkVectorSearch.contract.js";

/** The contracts of the search domain's ports, in the order the suite runs them. */
export const searchContracts: ReadonlyArray<StorageContract> = [
  chunkIndexContract,
  chunkReplaceManyContract,
  chunkVectorSearchContract,
  chunkKeywordSearchContract,
  chunkDateRangeContract,
];
