import type { UserRepositoryService } from "@lifeos/core";
import { Conflict, NewUser, NotFound, User, UserId, UserPatch, decodeInput } from "@lifeos/core";
import { asc, eq, sql } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { users } from "./schema.js";
import { decodeArgument, given, limitOf, single } from "../database/arguments.js";

const toUser = decodeRow(User, "user");
const toUsers = decodeRows(User, "user");

export const makeUserRepository = ({ db, now, nextId }: Database): UserRepositoryService => {
  const find = (id: unknown) =>
    Effect.gen(function* () {
      const userId = yield* decodeArgument(UserId, id);
      const rows = yield* query(() => db.select().from(users).where(eq(users.id, userId)));
      return yield* toUser(yield* single(rows, () => NotFound.of("user", userId)));
    });
  return {
    create: (input) =>
      Effect.gen(function* () {
        const value = yield* decodeInput(NewUser, input);
        const row = { id: yield* nextId, name: value.name, email: value.email ?? null, timeZone: value.timeZone ?? "UTC", createdAt: yield* now };
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
    list: (limit) =>
      Effect.gen(function* () {
        const max = yield* limitOf(limit, 100);
        return yield* toUsers(yield* query(() => db.select().from(users).orderBy(asc(users.createdAt), asc(users.id)).limit(max)));
      }),
    update: (id, patch) =>
      Effect.gen(function* () {
        const user = yield* find(id);
        const value = given(yield* decodeInput(UserPatch, patch));
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
  };
};
