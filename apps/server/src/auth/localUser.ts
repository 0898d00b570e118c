import { UserRepository, type UserId } from "@lifeos/core";
import { Effect } from "effect";

/** The name of the embedded mode's one user. */
export const localUserName = "Local user";

/**
 * The embedded mode's local user: the oldest user in the database, created
 * (with the machine's time zone) when there is none. Idempotent; `created`
 * tells whether the database was empty.
 */
export const ensureLocalUser = Effect.gen(function* () {
  const users = yield* UserRepository;
  const [existing] = yield* users.list(1);
  if (existing) return { userId: existing.id, created: false };
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const created = yield* users.create({ name: localUserName, timeZone });
  return { userId: created.id as UserId, created: true };
});
