import { Effect, Option } from "effect";
import { Conflict, NotFound } from "../../common/errors.js";
import { UserId } from "../../common/ids.js";
import type { UserRepositoryService } from "../../users/UserRepository.js";
import type { User } from "../../users/user.js";
import { NewUser, UserPatch } from "../../users/user.js";
import { decodeInput } from "../../common/validation.js";
import { deleteUserRows } from "../storage/cascade.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { copy, decodeArgument, limitOf } from "../storage/MemoryStore.js";
import { sortBy } from "../storage/paginate.js";

const sameEmail = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

export const makeUserRepository = (store: MemoryStore): UserRepositoryService => {
  const { users } = store.tables;
  const find = (id: unknown) =>
    Effect.flatMap(decodeArgument(UserId, id), (userId) => {
      const user = users.get(userId);
      return user ? Effect.succeed(user) : Effect.fail(NotFound.of("user", userId));
    });
  return {
    create: (input) =>
      Effect.gen(function* () {
        const value = yield* decodeInput(NewUser, input);
        const email = value.email ?? null;
        if (email !== null && [...users.values()].some((user) => sameEmail(user.email, email))) {
          return yield* Effect.fail(new Conflict({ message: "A user with this e-mail address exists" }));
        }
        const user: User = {
          id: (yield* store.nextId) as UserId,
          name: value.name,
          email,
          timeZone: value.timeZone ?? "UTC",
          createdAt: yield* store.now,
        };
        users.set(user.id, user);
        return copy(user);
      }),
    get: (id) => Effect.map(find(id), copy),
    findByEmail: (email) =>
      Effect.sync(() => Option.map(Option.fromNullishOr([...users.values()].find((user) => sameEmail(user.email, email))), copy)),
    list: (limit) =>
      Effect.map(limitOf(limit, 100), (max) =>
        sortBy([...users.values()], (user) => [user.createdAt.getTime(), user.id], ["asc", "asc"]).slice(0, max).map(copy),
      ),
    update: (id, patch) =>
      Effect.gen(function* () {
        const user = yield* find(id);
        const value = yield* decodeInput(UserPatch, patch);
        const next: User = {
          ...user,
          ...(value.name !== undefined ? { name: value.name } : {}),
          ...(value.timeZone !== undefined ? { timeZone: value.timeZone } : {}),
        };
        users.set(next.id, next);
        return copy(next);
      }),
    delete: (id) =>
      Effect.gen(function* () {
        const user = yield* find(id);
        deleteUserRows(store.tables, user.id);
      }),
  };
};
