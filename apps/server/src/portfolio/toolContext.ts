import type { UserId } from "@lifeos/core";
import { UserRepository } from "@lifeos/core";
import type { ToolContext } from "@lifeos/tools";
import { Effect } from "effect";

/** The context a portfolio route gives a tool it reuses: the caller, in their time zone, now. */
export const toolContextFor = (userId: UserId) =>
  Effect.map(
    UserRepository.use((users) => users.get(userId)),
    (user): ToolContext => ({ userId, threadId: null, timeZone: user.timeZone, now: new Date() }),
  );
