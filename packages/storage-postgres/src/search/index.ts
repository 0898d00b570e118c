import type { SearchStorage } from "@lifeos/core";
import { ChunkIndex } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeChunkIndex } from "./ChunkIndex.js";

/** The search domain on PostgreSQL: the chunk index. */
export const searchStorage = (database: Database): Context.Context<SearchStorage> =>
  Context.make(ChunkIndex, makeChunkIndex(database));
