import type { KnowledgeStorage } from "@lifeos/core";
import { DocumentRepository } from "@lifeos/core";
import { Context } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { makeDocumentRepository } from "./DocumentRepository.js";

/** The knowledge domain on SQLite: documents. */
export const knowledgeStorage = (context: SqliteContext): Context.Context<KnowledgeStorage> =>
  Context.make(DocumentRepository, makeDocumentRepository(context));
