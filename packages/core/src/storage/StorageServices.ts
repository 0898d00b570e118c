import type { ChatStorage } from "../chat/index.js";
import type { JobsStorage } from "../jobs/index.js";
import type { JournalStorage } from "../journal/index.js";
import type { KnowledgeStorage } from "../knowledge/index.js";
import type { MemoryStorage } from "../memory/index.js";
import type { ReflectionStorage } from "../reflection/index.js";
import type { PortfolioStorage } from "../portfolio/index.js";
import type { SearchStorage } from "../search/index.js";
import type { UsersStorage } from "../users/index.js";

/**
 * Every repository port: what a storage adapter's `layer` provides, the
 * union of each domain's storage (`UsersStorage`, `ChatStorage`, ...) and
 * the durable job queue (`JobsStorage`).
 *
 * Rules every method of every repository follows (the storage contract
 * suite in "@lifeos/core/testing" checks them):
 * - Arguments are validated with the domain schemas (`decodeInput`): a
 *   malformed id (including the acting `userId`), an empty required text, an
 *   invalid enum value or a bad number fails with `InvalidInput`; a text over
 *   its `Limits` bound fails with `PayloadTooLarge`. A non-positive or
 *   non-integer `limit` argument fails with `InvalidInput`.
 * - A row of another user is reported exactly like a missing row
 *   (`NotFound`, or `Option.none`, or absent from a list).
 * - A write for a user id that does not exist fails with `NotFound` (entity
 *   "user"); reads for such a user find nothing.
 * - Deleting a row by id that is not there (or not the user's) fails with
 *   `NotFound`.
 * - `createdAt`/`updatedAt` set by the repository come from the `Clock` port
 *   and generated ids from the `IdGenerator` port, so adapters require both;
 *   instants round-trip to the millisecond as `Date` values.
 * - Paginated lists default to `defaultPageLimit` (20) rows; a cursor not
 *   made by the same list fails with `InvalidInput`.
 * - `NotFound.entity` is one of "user", "apiToken", "thread" (code
 *   THREAD_NOT_FOUND), "message", "run", "journalEntry", "journalSummary",
 *   "chunk", "document", "memory", "entity", "memorySummary", "reminder", "job",
 *   "reflection", "portfolioAccount", "portfolioAsset", "portfolioActivity",
 *   "portfolioGoal", "portfolioImportProfile", "portfolioQuote".
 */
export type StorageServices =
  | UsersStorage
  | ChatStorage
  | JournalStorage
  | SearchStorage
  | MemoryStorage
  | KnowledgeStorage
  | ReflectionStorage
  | PortfolioStorage
  | JobsStorage;
