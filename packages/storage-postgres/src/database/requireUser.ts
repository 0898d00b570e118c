import { NotFound } from "@lifeos/core";
import { eq } from "drizzle-orm";
import { Effect } from "effect";
import type { Executor } from "./Database.js";
import { query } from "./Database.js";
import { users } from "../users/schema.js";

/** Succeeds when the user exists; writes for an unknown user fail with `NotFound` ("user"). */
export const requireUser = (db: Executor, userId: string) =>
  Effect.flatMap(query(() => db.select({ id: users.id }).from(users).where(eq(users.id, userId))), (rows) =>
    rows.length === 0 ? Effect.fail(NotFound.of("user", userId)) : Effect.void,
  );
