import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Option } from "effect";
import { Document, documentListOrder, documentPatchFields, DocumentRepositoryArguments, newDocumentRecord, noDocumentsByStatus, NotFound, pageLimit, withDecodedArguments } from "@lifeos/core";
import type { DocumentId, DocumentRepositoryService } from "@lifeos/core";
import { documents } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { deleteChunksOf } from "../search/chunkRows.js";
import { countsByStatus } from "../database/countsByStatus.js";

const toDocument = decodeRow(Document);

export const makeDocumentRepository = (context: SqliteContext): DocumentRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(documents.id, id), eq(documents.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(documents).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("document", id);
    return toDocument(row);
  };
  return withDecodedArguments(DocumentRepositoryArguments, {
    create: (userId, value) =>
      attempt(() => {
        const record = newDocumentRecord(userId, value, context.newId() as DocumentId, context.now());
        return toDocument(db.insert(documents).values(record).returning().get());
      }),
    get: (userId, id) => attempt(() => getOrFail(userId, id)),
    list: (userId, page) =>
      Effect.gen(function* () {
        const after = yield* documentListOrder.after(page.cursor);
        const limit = pageLimit(page.limit);
        return yield* attempt(() => {
          const conditions: Array<SQL> = [eq(documents.userId, userId)];
          if (after !== undefined) conditions.push(sql`(${documents.createdAt}, ${documents.id}) < (${after[0]}, ${after[1]})`);
          const rows = db
            .select()
            .from(documents)
            .where(and(...conditions))
            .orderBy(desc(documents.createdAt), desc(documents.id))
            .limit(limit + 1)
            .all()
            .map(toDocument);
          return documentListOrder.page(rows, limit);
        });
      }),
    findByHash: (userId, hash) =>
      attempt(() => {
        const row = db
          .select()
          .from(documents)
          .where(and(eq(documents.userId, userId), eq(documents.contentHash, hash)))
          .orderBy(asc(documents.createdAt), asc(documents.id))
          .limit(1)
          .get();
        return row === undefined ? Option.none() : Option.some(toDocument(row));
      }),
    findByFileName: (userId, name) =>
      attempt(() =>
        db
          .select()
          .from(documents)
          .where(and(eq(documents.userId, userId), eq(documents.fileName, name)))
          .orderBy(asc(documents.createdAt), asc(documents.id))
          .all()
          .map(toDocument),
      ),
    update: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          getOrFail(userId, id);
          db.update(documents)
            .set({ ...documentPatchFields(patch), updatedAt: context.now() })
            .where(owned(userId, id))
            .run();
          return getOrFail(userId, id);
        }),
      ),
    countByStatus: (userId) =>
      attempt(() => countsByStatus(db, documents, { user: documents.userId, status: documents.processingStatus }, userId, noDocumentsByStatus())),
    delete: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          const result = db.delete(documents).where(owned(userId, id)).run();
          if (result.changes === 0) throw NotFound.of("document", id);
          deleteChunksOf(context, userId, "document", id);
        }),
      ),
  });
};
