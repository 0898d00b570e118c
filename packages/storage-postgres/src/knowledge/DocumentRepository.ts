import type { DocumentRepositoryService } from "@lifeos/core";
import { Document, DocumentId, DocumentPatch, NewDocument, NotFound, PageRequest, decodeInput } from "@lifeos/core";
import { and, asc, eq } from "drizzle-orm";
import { Effect, Option, Schema } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { documents } from "./schema.js";
import { chunks } from "../search/schema.js";
import { actingUser, decodeArgument, given, single } from "../database/arguments.js";
import { keyset, pageLimit } from "../database/cursor.js";

const toDocument = decodeRow(Document, "document");
const toDocuments = decodeRows(Document, "document");

const order = keyset<Document>(
  [
    { column: documents.createdAt, kind: "timestamp", value: (document) => document.createdAt.getTime() },
    { column: documents.id, kind: "uuid", value: (document) => document.id },
  ],
  "desc",
);

export const makeDocumentRepository = ({ db, now, nextId }: Database): DocumentRepositoryService => {
  const owned = (user: string, id: string) => and(eq(documents.id, id), eq(documents.userId, user));
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const documentId = yield* decodeArgument(DocumentId, id);
      const rows = yield* query(() => db.select().from(documents).where(owned(user, documentId)));
      return yield* toDocument(yield* single(rows, () => NotFound.of("document", documentId)));
    });
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(NewDocument, input);
        const at = yield* now;
        const row = {
          ...value,
          id: value.id ?? (yield* nextId),
          userId: user,
          pageCount: value.pageCount ?? null,
          processingStatus: "queued",
          processingError: null,
          createdAt: at,
          updatedAt: at,
        };
        const inserted = yield* query(() => db.insert(documents).values(row).returning(), { entity: "user", id: user });
        return yield* toDocument(inserted[0]);
      }),
    get: find,
    list: (userId, page) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const request = yield* decodeInput(PageRequest, page);
        const limit = pageLimit(request.limit);
        const after = yield* order.after(request.cursor);
        const rows = yield* query(() =>
          db.select().from(documents).where(and(eq(documents.userId, user), after)).orderBy(...order.orderBy).limit(limit + 1),
        );
        return order.page(yield* toDocuments(rows), limit);
      }),
    findByHash: (userId, contentHash) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const hash = yield* decodeInput(Schema.String, contentHash);
        const rows = yield* query(() =>
          db.select().from(documents).where(and(eq(documents.userId, user), eq(documents.contentHash, hash))).orderBy(asc(documents.createdAt), asc(documents.id)).limit(1),
        );
        return rows[0] === undefined ? Option.none() : Option.some(yield* toDocument(rows[0]));
      }),
    findByFileName: (userId, fileName) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const name = yield* decodeInput(Schema.String, fileName);
        const rows = yield* query(() =>
          db.select().from(documents).where(and(eq(documents.userId, user), eq(documents.fileName, name))).orderBy(asc(documents.createdAt), asc(documents.id)),
        );
        return yield* toDocuments(rows);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const document = yield* find(userId, id);
        const changes = { ...given(yield* decodeInput(DocumentPatch, patch)), updatedAt: yield* now };
        const rows = yield* query(() => db.update(documents).set(changes).where(owned(document.userId, document.id)).returning());
        return yield* toDocument(yield* single(rows, () => NotFound.of("document", document.id)));
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const document = yield* find(userId, id);
        yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            yield* query(() =>
              tx.delete(chunks).where(and(eq(chunks.userId, document.userId), eq(chunks.source, "document"), eq(chunks.sourceId, document.id))),
            );
            yield* query(() => tx.delete(documents).where(owned(document.userId, document.id)));
          }),
        );
      }),
  };
};
