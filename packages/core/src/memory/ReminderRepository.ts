import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { Conflict } from "../common/errors.js";
import { ReminderId, UserId } from "../common/ids.js";
import type { Reminder, ReminderCompletion } from "./reminder.js";
import { MemoryEndings, NewReminder, ReminderListQuery, ReminderPatch } from "./reminder.js";
import type { Page } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

export interface ReminderRepositoryService {
  /** Creates a reminder in status `pending`. */
  readonly create: (userId: UserId, input: NewReminder) => Effect.Effect<Reminder, StorageError>;
  readonly get: (userId: UserId, id: ReminderId) => Effect.Effect<Reminder, StorageError>;
  /** Soonest due first (`dueAt`, then id, ascending); see `ReminderListQuery`. `dueBefore` is inclusive. */
  readonly list: (userId: UserId, query: ReminderListQuery) => Effect.Effect<Page<Reminder>, StorageError>;
  /**
   * Applies `patch` and, in the same transaction, ends each memory of `endings` (`validTo` = `endings.at`): a reminder
   * dismissed or done for good drops the task it was of, and never one without the other. Only the user's own memories
   * that are still current end; another user's memory, a memory already ended, and one gone are left as they are.
   * `unchangedSince`, when given, is the `updatedAt` of the reminder the change was decided on: `Conflict` when it has
   * changed since (another `updatedAt`), and nothing changes. `NotFound` for another user's or an unknown reminder,
   * and nothing changes.
   */
  readonly update: (
    userId: UserId,
    id: ReminderId,
    patch: ReminderPatch,
    endings?: MemoryEndings,
    unchangedSince?: Date,
  ) => Effect.Effect<Reminder, StorageError>;
  /**
   * Marks a pending reminder done and, in the same transaction, creates `next` (its next occurrence, pending, as
   * `create` does) and ends each memory of `endings` (as `update` does): a repeating reminder never ends for a write
   * that failed half-way. Only a pending reminder is completed, decided on the row inside the transaction: one already
   * done or dismissed (a second completion: a double click, two tabs, a request retried) is returned as it is, with
   * `next` null and `alreadyDone` true, and nothing is written. `unchangedSince` is as in `update`: `Conflict` when the pending reminder
   * changed since, and nothing changes. `NotFound` for another user's or an unknown reminder, and nothing changes.
   */
  readonly complete: (
    userId: UserId,
    id: ReminderId,
    next: NewReminder | null,
    endings?: MemoryEndings,
    unchangedSince?: Date,
  ) => Effect.Effect<ReminderCompletion, StorageError>;
  /**
   * Deletes the reminder. The memory it came from (`memoryId`: the task or need it reminded of), when still current,
   * ends now (`validTo`) in the same transaction: a reminder deleted is a task dropped, as one dismissed is. A memory
   * already ended or gone is left as it is. `NotFound` for another user's or an unknown reminder, and nothing changes.
   */
  readonly delete: (userId: UserId, id: ReminderId) => Effect.Effect<void, StorageError>;
}

export class ReminderRepository extends Context.Service<ReminderRepository, ReminderRepositoryService>()(
  "@lifeos/core/ReminderRepository",
) {}

/** How each `ReminderRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const ReminderRepositoryArguments: PortArguments<ReminderRepositoryService> = {
  create: [UserId, NewReminder],
  get: [UserId, ReminderId],
  list: [UserId, ReminderListQuery],
  update: [UserId, ReminderId, ReminderPatch, Schema.UndefinedOr(MemoryEndings), Schema.UndefinedOr(Schema.Date)],
  complete: [UserId, ReminderId, Schema.NullOr(NewReminder), Schema.UndefinedOr(MemoryEndings), Schema.UndefinedOr(Schema.Date)],
  delete: [UserId, ReminderId],
};

/** The order of `ReminderRepository.list`, all keys ascending: dueAt, id. */
export const reminderListOrder = keysetOrder<Reminder>([
  { kind: "timestamp", value: (reminder) => reminder.dueAt.getTime() },
  { kind: "uuid", value: (reminder) => reminder.id },
]);

/**
 * What a write of `ReminderRepository.update` or `complete` does with the reminder as it is inside its transaction:
 * `"write"`; `"asItIs"` for a completion of one no longer pending; or the `Conflict` of one changed since
 * `unchangedSince`. Decided once here, so every adapter answers alike.
 */
export const reminderWriteOutcome = (
  reminder: Reminder,
  unchangedSince: Date | undefined,
  completing: boolean,
): "write" | "asItIs" | Conflict => {
  if (completing && reminder.status !== "pending") return "asItIs";
  if (unchangedSince !== undefined && reminder.updatedAt.getTime() !== unchangedSince.getTime())
    return new Conflict({ message: `reminder ${reminder.id} changed meanwhile: read it again` });
  return "write";
};
