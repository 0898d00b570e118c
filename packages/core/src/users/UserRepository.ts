import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import { UserId } from "../common/ids.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { OptionalLimit, trusted } from "../storage/decodedPort.js";
import type { User } from "./user.js";
import { NewUser, UserPatch } from "./user.js";

export interface UserRepositoryService {
  /**
   * Creates a user with a fresh id. A missing time zone defaults to "UTC" and
   * a missing e-mail to null. Fails with `Conflict` when another user has the
   * same e-mail address (case-insensitively).
   */
  readonly create: (input: NewUser) => Effect.Effect<User, StorageError>;
  /** Fails with `NotFound` for an unknown id. */
  readonly get: (id: UserId) => Effect.Effect<User, StorageError>;
  /** The user with this e-mail address, if any (case-insensitive). */
  readonly findByEmail: (email: string) => Effect.Effect<Option.Option<User>, StorageError>;
  /** All users, oldest first (`createdAt`, then id; an administrative listing; at most `limit`, default 100). */
  readonly list: (limit?: number) => Effect.Effect<ReadonlyArray<User>, StorageError>;
  readonly update: (id: UserId, patch: UserPatch) => Effect.Effect<User, StorageError>;
  /** Deletes the user and every row they own, atomically. */
  readonly delete: (id: UserId) => Effect.Effect<void, StorageError>;
}

export class UserRepository extends Context.Service<UserRepository, UserRepositoryService>()(
  "@lifeos/core/UserRepository",
) {}

/** How each `UserRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const UserRepositoryArguments: PortArguments<UserRepositoryService> = {
  create: [NewUser],
  get: [UserId],
  // A lookup by anything that is no e-mail address finds no one.
  findByEmail: [trusted()],
  list: [OptionalLimit],
  update: [UserId, UserPatch],
  delete: [UserId],
};

/** The time zone of a user created without one, until a zone is chosen or adopted from their browser. */
export const defaultTimeZone = "UTC";

/** The record a new user is stored as: no e-mail address and time zone "UTC" (`defaultTimeZone`) unless given. */
export const newUserRecord = (input: NewUser, id: UserId, now: Date): User => ({
  id,
  name: input.name,
  email: input.email ?? null,
  timeZone: input.timeZone ?? defaultTimeZone,
  createdAt: now,
});
