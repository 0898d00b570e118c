import type { SearchStorage } from "@lifeos/core";
import { ChunkIndex } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeChunkIndex } from "./ChunkIndex.js";
import { refreshSearchTerms } from "./searchTerms.js";

/** The search domain on SQLite: the chunk index, once every chunk's keyword terms are current. */
export const searchStorage = (context: SqliteContext): Context.Context<SearchStorage> => {
  refreshSearchTerms(context);
  return Context.make(ChunkIndex, makeChunkIndex(context));
};
