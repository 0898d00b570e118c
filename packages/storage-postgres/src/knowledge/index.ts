import type { KnowledgeStorage } from "@lifeos/core";
import { DocumentRepository } from "@lifeos/core";
import { Context } from "effect";
import type { Database } from "../database/Database.js";
import { makeDocumentRepository } from "./DocumentRepository.js";

/** The knowledge domain on PostgreSQL: documents. */
export const knowledgeStorage = (database: Database): Context.Context<KnowledgeStorage> =>
  Context.make(DocumentRepository, makeDocumentRepository(database));
