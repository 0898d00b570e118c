import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import { EntityId, UserId } from "../common/ids.js";
import type { Entity } from "./entity.js";
import { EntityPatch, NewEntity } from "./entity.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { OptionalLimit, trusted } from "../storage/decodedPort.js";

export interface EntityRepositoryService {
  /** Fails with `Conflict` when the user already has an entity of that name (case-insensitive, Unicode-aware: "João" = "JOÃO"). Mention count starts at 0. */
  readonly create: (userId: UserId, input: NewEntity) => Effect.Effect<Entity, StorageError>;
  readonly get: (userId: UserId, id: EntityId) => Effect.Effect<Entity, StorageError>;
  /** The entity whose name or one of whose aliases equals `name`, case-insensitively (a name match wins over an alias match). */
  readonly findByName: (userId: UserId, name: string) => Effect.Effect<Option.Option<Entity>, StorageError>;
  /** By mention count descending, then name; at most `limit` (default 100). */
  readonly list: (userId: UserId, limit?: number) => Effect.Effect<ReadonlyArray<Entity>, StorageError>;
  /** Renaming to a name the user already has fails with `Conflict`. */
  readonly update: (userId: UserId, id: EntityId, patch: EntityPatch) => Effect.Effect<Entity, StorageError>;
  readonly delete: (userId: UserId, id: EntityId) => Effect.Effect<void, StorageError>;
}

export class EntityRepository extends Context.Service<EntityRepository, EntityRepositoryService>()(
  "@lifeos/core/EntityRepository",
) {}

/** How each `EntityRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const EntityRepositoryArguments: PortArguments<EntityRepositoryService> = {
  create: [UserId, NewEntity],
  get: [UserId, EntityId],
  // A name is looked up as given: one that matches no entity (or is not text) answers "none", not an error.
  findByName: [UserId, trusted<string>()],
  list: [UserId, OptionalLimit],
  update: [UserId, EntityId, EntityPatch],
  delete: [UserId, EntityId],
};
