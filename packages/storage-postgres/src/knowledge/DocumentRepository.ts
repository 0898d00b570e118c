import type { DocumentId, DocumentRepositoryService, UserId } from "@lifeos/core";
import { Document, documentListOrder, documentPatchFields, DocumentRepositoryArguments, newDocumentRecord, noDocumentsByStatus, NotFound, pageLimit, withDecodedArguments } from "@lifeos/core";
import { and, asc, count, eq } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { documents } from "./schema.js";
import { chunks } from "../search/schema.js";
import { single } from "../database/arguments.js";
import { keysetOf } from "../database/cursor.js";

const toDocument = decodeRow(Document, "document");
const toDocuments = decodeRows(Document, "document");

const order = keysetOf(documentListOrder, [documents.createdAt, documents.id], "desc");

export const makeDocumentRepository = ({ db, now, nextId }: Database): DocumentRepositoryService => {
  const owned = (user: string, id: string) => and(eq(documents.id, id), eq(documents.userId, user));
  const find = (user: UserId, documentId: DocumentId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(documents).where(owned(user, documentId)));
      return yield* toDocument(yield* single(rows, () => NotFound.of("document", documentId)));
    });
  return withDecodedArguments(DocumentRepositoryArguments, {
    create: (user, value) =>
      Effect.gen(function* () {
        const row = newDocumentRecord(user, value, (yield* nextId) as DocumentId, yield* now);
        const inserted = yield* query(() => db.insert(documents).values(row).returning(), { entity: "user", id: user });
        return yield* toDocument(inserted[0]);
      }),
    get: find,
    list: (user, request) =>
      Effect.gen(function* () {
        const limit = pageLimit(request.limit);
        const after = yield* order.after(request.cursor);
        const rows = yield* query(() =>
          db.select().from(documents).where(and(eq(documents.userId, user), after)).orderBy(...order.orderBy).limit(limit + 1),
        );
        return order.page(yield* toDocuments(rows), limit);
      }),
    findByHash: (user, hash) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db.select().from(documents).where(and(eq(documents.userId, user), eq(documents.contentHash, hash))).orderBy(asc(documents.createdAt), asc(documents.id)).limit(1),
        );
        return rows[0] === undefined ? Option.none() : Option.some(yield* toDocument(rows[0]));
      }),
    findByFileName: (user, name) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db.select().from(documents).where(and(eq(documents.userId, user), eq(documents.fileName, name))).orderBy(asc(documents.createdAt), asc(documents.id)),
        );
        return yield* toDocuments(rows);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const document = yield* find(userId, id);
        const changes = { ...documentPatchFields(patch), updatedAt: yield* now };
        const rows = yield* query(() => db.update(documents).set(changes).where(owned(document.userId, document.id)).returning());
        return yield* toDocument(yield* single(rows, () => NotFound.of("document", document.id)));
      }),
    countByStatus: (user) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db.select({ status: documents.processingStatus, count: count() }).from(documents).where(eq(documents.userId, user)).groupBy(documents.processingStatus),
        );
        const counts = noDocumentsByStatus();
        for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.count);
        return counts;
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
  });
};
