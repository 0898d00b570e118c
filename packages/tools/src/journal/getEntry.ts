import type { FullEntry, JournalEntry, UserId } from "@lifeos/core";
import { EntryId, GetEntryOutput, InvalidInput, JournalEntryRepository, LocalDate } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "./meta.js";

export const GetEntryParameters = Schema.Struct({
  id: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
  date: Schema.optional(LocalDate),
});
export type GetEntryParameters = typeof GetEntryParameters.Type;

/** Longest text returned per entry; longer entries are cut and marked. */
export const entryContentChars = 12_000;
const maxEntries = 5;

export type GetEntryData = GetEntryOutput;

const toFull = (entry: JournalEntry): FullEntry => ({
  entryId: entry.id,
  date: entry.date,
  title: entry.title,
  content: entry.content.length > entryContentChars ? `${entry.content.slice(0, entryContentChars)}…` : entry.content,
  truncated: entry.content.length > entryContentChars,
});

/** The closest days with entries before and after `date` (null where there is none), for saying what is near a day with none. */
export const closestEntryDates = (userId: UserId, date: LocalDate) =>
  Effect.gen(function* () {
    const repository = yield* JournalEntryRepository;
    const before = yield* repository.list(userId, { to: date, order: "desc", limit: 1 });
    const after = yield* repository.list(userId, { from: date, order: "asc", limit: 1 });
    return { before: before.items[0]?.date ?? null, after: after.items[0]?.date ?? null };
  });

/** `get_entry`: the full text of one entry by id, or of the entries written on one date. */
export const getEntry = defineTool({
  name: "get_entry",
  description:
    "Read the full text of a journal entry by its id, or of every entry written on a date (YYYY-MM-DD). " +
    "An empty list means no entry with that id or on that date; nearestDates then names the closest days with entries.",
  parameters: GetEntryParameters,
  output: GetEntryOutput,
  readOnly: true,
  maxResults: maxEntries,
  run: (params, context) =>
    Effect.gen(function* () {
      const repository = yield* JournalEntryRepository;
      if (params.id === undefined && params.date === undefined) {
        return yield* Effect.fail(new InvalidInput({ message: "Give an entry id or a date (YYYY-MM-DD).", field: "id" }));
      }
      if (params.id !== undefined) {
        const id = Schema.decodeUnknownOption(EntryId)(params.id);
        const found = Option.isNone(id)
          ? Option.none<JournalEntry>()
          : yield* repository.get(context.userId, id.value).pipe(
              Effect.map(Option.some),
              Effect.catchTag("NotFound", () => Effect.succeed(Option.none<JournalEntry>())),
            );
        const entries = Option.isSome(found) ? [toFull(found.value)] : [];
        const data: GetEntryData = { entries };
        return { data, meta: listMeta(entries.length, entries.length, { id: params.id }) };
      }
      const date = params.date!;
      const all = yield* repository.listByDate(context.userId, date);
      const entries = all.slice(0, maxEntries).map(toFull);
      const nearestDates: GetEntryData["nearestDates"] = entries.length === 0 ? yield* closestEntryDates(context.userId, date) : undefined;
      const data: GetEntryData = nearestDates === undefined ? { entries } : { entries, nearestDates };
      return { data, meta: listMeta(entries.length, all.length, { date }) };
    }),
});
