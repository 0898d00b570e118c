import { Effect, Option, Schema } from "effect";
import { Conflict } from "../../common/errors.js";
import { DocumentId } from "../../common/ids.js";
import type { Document } from "../../knowledge/document.js";
import { DocumentPatch, NewDocument } from "../../knowledge/document.js";
import { PageRequest } from "../../common/pagination.js";
import type { DocumentRepositoryService } from "../../knowledge/DocumentRepository.js";
import { decodeInput } from "../../common/validation.js";
import { deleteChunksOf } from "../storage/cascade.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate } from "../storage/paginate.js";

const oldestFirst = (rows: ReadonlyArray<Document>): Document[] =>
  [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));

export const makeDocumentRepository = (store: MemoryStore): DocumentRepositoryService => {
  const { documents } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const documentId = yield* decodeArgument(DocumentId, id);
      return yield* owned(documents, user, documentId, "document");
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewDocument, input);
        if (value.id !== undefined && documents.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "A document with this id exists" }));
        }
        const now = yield* store.now;
        const document: Document = {
          id: value.id ?? ((yield* store.nextId) as DocumentId),
          userId: user,
          title: value.title,
          fileName: value.fileName,
          mimeType: value.mimeType,
          byteSize: value.byteSize,
          pageCount: value.pageCount ?? null,
          contentHash: value.contentHash,
          processingStatus: "queued",
          processingError: null,
          needsOcr: false,
          summary: null,
          createdAt: now,
          updatedAt: now,
        };
        documents.set(document.id, copy(document));
        return copy(document);
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    list: (userId, page) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const request = yield* decodeInput(PageRequest, page);
        const rows = rowsOf(documents, user);
        const result = yield* paginate(rows, (row) => [row.createdAt.getTime(), row.id], ["desc", "desc"], request);
        return { ...result, items: result.items.map(copy) };
      }),
    findByHash: (userId, contentHash) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const hash = yield* decodeInput(Schema.String, contentHash);
        const found = oldestFirst(rowsOf(documents, user)).find((row) => row.contentHash === hash);
        return found === undefined ? Option.none() : Option.some(copy(found));
      }),
    findByFileName: (userId, fileName) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const name = yield* decodeInput(Schema.String, fileName);
        return oldestFirst(rowsOf(documents, user)).filter((row) => row.fileName === name).map(copy);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const document = yield* find(userId, id);
        const value = yield* decodeInput(DocumentPatch, patch);
        const next: Document = {
          ...document,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
          updatedAt: yield* store.now,
        };
        documents.set(next.id, copy(next));
        return copy(next);
      }),
    delete: (userId, id) =>
      Effect.map(find(userId, id), (document) => {
        documents.delete(document.id);
        deleteChunksOf(store.tables, document.userId, "document", document.id);
      }),
  };
};
