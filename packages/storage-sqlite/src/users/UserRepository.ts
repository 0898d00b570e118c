import { asc, eq } from "drizzle-orm";
import { Effect, Option } from "effect";
import { NewUser, NotFound, User, UserId, UserPatch } from "@lifeos/core";
import type { UserRepositoryService } from "@lifeos/core";
import { users } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, Limit, transaction } from "../database/SqliteContext.js";
import { definedFields, foldCase } from "../database/patch.js";

const toUser = decodeRow(User);

export const makeUserRepository = (context: SqliteContext): UserRepositoryService => {
  const { db } = context;
  const find = (id: string) => db.select().from(users).where(eq(users.id, id)).get();
  const getOrFail = (id: string) => {
    const row = find(id);
    if (!row) throw NotFound.of("user", id);
    return toUser(row);
  };
  return {
    create: (raw) =>
      Effect.flatMap(input(NewUser, raw), (value) =>
        attempt(() => {
          const email = value.email ?? null;
          const row = db
            .insert(users)
            .values({
              id: context.newId(),
              name: value.name,
              email,
              emailKey: email === null ? null : foldCase(email),
              timeZone: value.timeZone ?? "UTC",
              createdAt: context.now(),
            })
            .returning()
            .get();
          return toUser(row);
        }),
      ),
    get: (rawId) => Effect.flatMap(input(UserId, rawId), (id) => attempt(() => getOrFail(id))),
    findByEmail: (email) =>
      attempt(() => {
        const row = db.select().from(users).where(eq(users.emailKey, foldCase(email))).get();
        return row ? Option.some(toUser(row)) : Option.none();
      }),
    list: (limit = 100) =>
      Effect.flatMap(input(Limit, limit), (bound) =>
        attempt(() =>
          db
            .select()
            .from(users)
            .orderBy(asc(users.createdAt), asc(users.id))
            .limit(bound)
            .all()
            .map(toUser),
        ),
      ),
    update: (rawId, rawPatch) =>
      Effect.flatMap(Effect.all([input(UserId, rawId), input(UserPatch, rawPatch)]), ([id, patch]) =>
        attempt(() =>
          transaction(context, () => {
            const fields = definedFields(patch);
            if (Object.keys(fields).length > 0) db.update(users).set(fields).where(eq(users.id, id)).run();
            return getOrFail(id);
          }),
        ),
      ),
    delete: (rawId) =>
      Effect.flatMap(input(UserId, rawId), (id) =>
        attempt(() =>
          transaction(context, () => {
            // Every owned row references the user with ON DELETE CASCADE; chunk
            // triggers remove their keyword and vector index entries.
            const result = db.delete(users).where(eq(users.id, id)).run();
            if (result.changes === 0) throw NotFound.of("user", id);
          }),
        ),
      ),
  };
};

