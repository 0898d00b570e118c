import type { Account } from "@lifeos/core";
import { NotFound } from "@lifeos/core";
import { Effect } from "effect";

/** The account a tool argument names, by id or by name (case-insensitive); undefined argument → undefined. */
export const findAccount = (accounts: ReadonlyArray<Account>, nameOrId: string | undefined): Effect.Effect<Account | undefined, NotFound> => {
  if (nameOrId === undefined || nameOrId.trim() === "") return Effect.succeed(undefined);
  const wanted = nameOrId.trim().toLowerCase();
  const found = accounts.find((account) => account.id === nameOrId || account.name.toLowerCase() === wanted) ?? accounts.find((account) => account.name.toLowerCase().includes(wanted));
  return found === undefined ? Effect.fail(NotFound.of("portfolioAccount", nameOrId)) : Effect.succeed(found);
};
