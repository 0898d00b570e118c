import type { ChunkIndex, DocumentRepository, Embedder } from "@lifeos/core";
import type { AnyTool } from "../registry/Tool.js";
import { getDocumentSummary } from "./getDocumentSummary.js";
import { listDocuments } from "./listDocuments.js";
import { searchKnowledgeBase } from "./searchKnowledgeBase.js";

/** The services the knowledge tools read. */
export type KnowledgeToolServices = ChunkIndex | Embedder | DocumentRepository;

/** Every knowledge-base tool, all read-only, in the order they are offered to a model. */
export const knowledgeTools: ReadonlyArray<AnyTool<KnowledgeToolServices>> = [searchKnowledgeBase, listDocuments, getDocumentSummary];
