import { integer } from "drizzle-orm/sqlite-core";

/** An instant stored as milliseconds since the epoch; read back as a `Date`. */
export const instant = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A boolean stored as 0/1. */
export const flag = (name: string) => integer(name, { mode: "boolean" });
