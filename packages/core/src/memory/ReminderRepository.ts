import type { Effect } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { ReminderId, UserId } from "../common/ids.js";
import type { NewReminder, Reminder, ReminderListQuery, ReminderPatch } from "./reminder.js";
import type { Page } from "../common/pagination.js";

export interface ReminderRepositoryService {
  /** Creates a reminder in status `pending`. */
  readonly create: (userId: UserId, input: NewReminder) => Effect.Effect<Reminder, StorageError>;
  readonly get: (userId: UserId, id: ReminderId) => Effect.Effect<Reminder, StorageError>;
  /** Soonest due first (`dueAt`, then id, ascending); see `ReminderListQuery`. `dueBefore` is inclusive. */
  readonly list: (userId: UserId, query: ReminderListQuery) => Effect.Effect<Page<Reminder>, StorageError>;
  readonly update: (userId: UserId, id: ReminderId, patch: ReminderPatch) => Effect.Effect<Reminder, StorageError>;
  readonly delete: (userId: UserId, id: ReminderId) => Effect.Effect<void, StorageError>;
}

export class ReminderRepository extends Context.Service<ReminderRepository, ReminderRepositoryService>()(
  "@lifeos/core/ReminderRepository",
) {}
