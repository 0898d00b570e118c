import type { UserId, UserRepositoryService } from "@lifeos/core";
import { Conflict, givenFields, newUserRecord, NotFound, User, UserRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import { asc, eq, sql } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { users } from "./schema.js";
import { single } from "../database/arguments.js";

const toUser = decodeRow(User, "user");
const toUsers = decodeRows(User, "user");

export const makeUserRepository = ({ db, now, nextId }: Database): UserRepositoryService => {
  const find = (userId: UserId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(users).where(eq(users.id, userId)));
      return yield* toUser(yield* single(rows, () => NotFound.of("user", userId)));
    });
  return withDecodedArguments(UserRepositoryArguments, {
    create: (input) =>
      Effect.gen(function* () {
        const row = newUserRecord(input, (yield* nextId) as UserId, yield* now);
        const inserted = yield* query(() => db.insert(users).values(row).returning()).pipe(
          Effect.mapError((error) => (error._tag === "Conflict" ? new Conflict({ message: "A user with this e-mail address exists" }) : error)),
        );
        return yield* toUser(inserted[0]);
      }),
    get: find,
    findByEmail: (email) =>
      Effect.gen(function* () {
        if (typeof email !== "string") return Option.none();
        const rows = yield* query(() => db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1));
        return rows[0] === undefined ? Option.none() : Option.some(yield* toUser(rows[0]));
      }),
    list: (limit = 100) =>
      Effect.gen(function* () {
        return yield* toUsers(yield* query(() => db.select().from(users).orderBy(asc(users.createdAt), asc(users.id)).limit(limit)));
      }),
    update: (id, patch) =>
      Effect.gen(function* () {
        const user = yield* find(id);
        const value = givenFields(patch);
        if (Object.keys(value).length === 0) return user;
        const rows = yield* query(() => db.update(users).set(value).where(eq(users.id, user.id)).returning());
        return yield* toUser(yield* single(rows, () => NotFound.of("user", user.id)));
      }),
    delete: (id) =>
      Effect.gen(function* () {
        const user = yield* find(id);
        // Every owned table references users with ON DELETE CASCADE; chunks too.
        yield* query(() => db.delete(users).where(eq(users.id, user.id)));
      }),
  });
};
