import { asc, eq } from "drizzle-orm";
import { Option } from "effect";
import { givenFields, newUserRecord, NotFound, User, UserRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import type { UserId, UserRepositoryService } from "@lifeos/core";
import { users } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { foldCase } from "../database/patch.js";

const toUser = decodeRow(User);

export const makeUserRepository = (context: SqliteContext): UserRepositoryService => {
  const { db } = context;
  const find = (id: string) => db.select().from(users).where(eq(users.id, id)).get();
  const getOrFail = (id: string) => {
    const row = find(id);
    if (!row) throw NotFound.of("user", id);
    return toUser(row);
  };
  return withDecodedArguments(UserRepositoryArguments, {
    create: (input) =>
      attempt(() => {
        const record = newUserRecord(input, context.newId() as UserId, context.now());
        const row = db
          .insert(users)
          .values({ ...record, emailKey: record.email === null ? null : foldCase(record.email) })
          .returning()
          .get();
        return toUser(row);
      }),
    get: (id) => attempt(() => getOrFail(id)),
    findByEmail: (email) =>
      attempt(() => {
        const row = db.select().from(users).where(eq(users.emailKey, foldCase(email))).get();
        return row ? Option.some(toUser(row)) : Option.none();
      }),
    list: (limit = 100) =>
      attempt(() =>
        db
          .select()
          .from(users)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(limit)
          .all()
          .map(toUser),
      ),
    update: (id, patch) =>
      attempt(() =>
        transaction(context, () => {
          const fields = givenFields(patch);
          if (Object.keys(fields).length > 0) db.update(users).set(fields).where(eq(users.id, id)).run();
          return getOrFail(id);
        }),
      ),
    delete: (id) =>
      attempt(() =>
        transaction(context, () => {
          // Every owned row references the user with ON DELETE CASCADE; chunk
          // triggers remove their keyword and vector index entries.
          const result = db.delete(users).where(eq(users.id, id)).run();
          if (result.changes === 0) throw NotFound.of("user", id);
        }),
      ),
  });
};
