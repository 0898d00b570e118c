import { UserRepository } from "@lifeos/core";
import type { UserId } from "@lifeos/core";
import { Effect } from "effect";

/** The user's IANA time zone ("UTC" when it cannot be read): dates of memories are shown and indexed in it. */
export const timeZoneOf = (userId: UserId) =>
  UserRepository.use((users) => users.get(userId)).pipe(
    Effect.map((user) => user.timeZone as string),
    Effect.orElseSucceed(() => "UTC"),
  );

/** An ISO date ("2026-05-01", the start of that day in UTC) or instant; undefined when absent. */
export const instantOf = (value: string | undefined): Date | undefined => (value === undefined ? undefined : new Date(value));
