import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Option, Schema } from "effect";
import {
  decodeCursor,
  defaultPageLimit,
  Document,
  DocumentId,
  DocumentPatch,
  NewDocument,
  NotFound,
  PageRequest,
  pageFrom,
  UserId,
} from "@lifeos/core";
import type { DocumentRepositoryService } from "@lifeos/core";
import { documents } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { definedFields } from "../database/patch.js";
import { deleteChunksOf } from "../search/chunkRows.js";

const toDocument = decodeRow(Document);

export const makeDocumentRepository = (context: SqliteContext): DocumentRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(documents.id, id), eq(documents.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(documents).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("document", id);
    return toDocument(row);
  };
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewDocument, raw)]), ([userId, value]) =>
        attempt(() => {
          const now = context.now();
          const row = db
            .insert(documents)
            .values({
              ...value,
              id: value.id ?? context.newId(),
              userId,
              pageCount: value.pageCount ?? null,
              processingStatus: "queued",
              processingError: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning()
            .get();
          return toDocument(row);
        }),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(DocumentId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(userId, id)),
      ),
    list: (rawUserId, rawPage) =>
      Effect.gen(function* () {
        const userId = yield* input(UserId, rawUserId);
        const page = yield* input(PageRequest, rawPage);
        const after = page.cursor === undefined ? undefined : yield* decodeCursor(page.cursor, ["timestamp", "uuid"]);
        const limit = page.limit ?? defaultPageLimit;
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
          return pageFrom(rows, limit, (document) => [document.createdAt.getTime(), document.id]);
        });
      }),
    findByHash: (rawUserId, rawHash) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(Schema.String, rawHash)]), ([userId, hash]) =>
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
      ),
    findByFileName: (rawUserId, rawName) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(Schema.String, rawName)]), ([userId, name]) =>
        attempt(() =>
          db
            .select()
            .from(documents)
            .where(and(eq(documents.userId, userId), eq(documents.fileName, name)))
            .orderBy(asc(documents.createdAt), asc(documents.id))
            .all()
            .map(toDocument),
        ),
      ),
    update: (rawUserId, rawId, rawPatch) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(DocumentId, rawId), input(DocumentPatch, rawPatch)]),
        ([userId, id, patch]) =>
          attempt(() =>
            transaction(context, () => {
              getOrFail(userId, id);
              db.update(documents)
                .set({ ...definedFields(patch), updatedAt: context.now() })
                .where(owned(userId, id))
                .run();
              return getOrFail(userId, id);
            }),
          ),
      ),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(DocumentId, rawId)]), ([userId, id]) =>
        attempt(() =>
          transaction(context, () => {
            const result = db.delete(documents).where(owned(userId, id)).run();
            if (result.changes === 0) throw NotFound.of("document", id);
            deleteChunksOf(context, userId, "document", id);
          }),
        ),
      ),
  };
};
