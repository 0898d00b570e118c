import type { SearchStorage } from "@lifeos/core";
import { ChunkIndex } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeChunkIndex } from "./ChunkIndex.js";

/** The search domain on SQLite: the chunk index. */
export const searchStorage = (context: SqliteContext): Context.Context<SearchStorage> =>
  Context.make(ChunkIndex, makeChunkIndex(context));
