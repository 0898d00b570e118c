import { Cause, Option } from "effect";
import { isLifeOsError } from "./errors.js";

/** Longest reason `failureReason` writes. */
const reasonMaxChars = 500;

/**
 * A failure as a reason to store and show (a failed entry, a failed job):
 * a domain error's `CODE: message`, at most 500 characters; anything else
 * (a defect) is "INTERNAL_ERROR: unexpected failure". Never the user's text,
 * because domain error messages never carry it.
 */
export const failureReason = (error: unknown): string =>
  isLifeOsError(error) ? `${error.code}: ${error.message}`.slice(0, reasonMaxChars) : "INTERNAL_ERROR: unexpected failure";

/** The reason of a cause: its first failure, or a defect's reason when it has none. */
export const causeReason = (cause: Cause.Cause<unknown>): string => failureReason(Option.getOrUndefined(Cause.findErrorOption(cause)));
