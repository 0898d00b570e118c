import type { JournalEntry } from "@lifeos/core";
import { EntryId, ReflectOnEntryOutput, InvalidInput, JournalEntryRepository, LocalDate, NotFound, Reflector, reflectionQuestionMax, reflectionTextMax } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";
import { today } from "../journal/dates.js";
import { closestEntryDates } from "../journal/getEntry.js";

export const ReflectOnEntryParameters = Schema.Struct({
  id: Schema.optional(EntryId),
  date: Schema.optional(LocalDate),
  /** A period's entries read together ("reflect on my week"), oldest first; `to` defaults to today. */
  from: Schema.optional(LocalDate),
  to: Schema.optional(LocalDate),
  question: Schema.optional(Schema.String.check(Schema.isMaxLength(reflectionQuestionMax))),
  /** The language the person speaks in this conversation: the reflection is written in it (else in the question's or the entry's). */
  language: Schema.optional(Schema.Literals(["en", "pt"])),
});
export type ReflectOnEntryParameters = typeof ReflectOnEntryParameters.Type;

export type ReflectOnEntryData = ReflectOnEntryOutput;

/** The entry by id; else the latest written on `date`; else the latest of all. `NotFound` when there is none. */
const findEntry = (userId: Parameters<JournalEntryRepository["Service"]["get"]>[0], params: ReflectOnEntryParameters) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    if (params.id !== undefined) return yield* entries.get(userId, params.id);
    if (params.date !== undefined) {
      const onDate = yield* entries.listByDate(userId, params.date);
      const last = onDate.at(-1);
      if (last !== undefined) return last;
      // The closest days with entries, so the caller can offer one of them.
      const { before, after } = yield* closestEntryDates(userId, params.date);
      const closest = [before, after].filter((date) => date !== null);
      const message = `No entry was written on ${params.date}${closest.length === 0 ? "" : `; the closest entries are from ${closest.join(" and ")}`}`;
      return yield* Effect.fail(new NotFound({ entity: "journalEntry", id: params.date, message }));
    }
    const latest = yield* entries.list(userId, { order: "desc", limit: 1 });
    const first: JournalEntry | undefined = latest.items[0];
    if (first === undefined) return yield* Effect.fail(new NotFound({ entity: "journalEntry", id: "latest", message: "The journal has no entries yet" }));
    return first;
  });

/** At most this many entries of a period are read together, the newest kept. */
const periodEntriesMax = 31;

/**
 * The entries of a period as one text, each with its date, oldest first, each cut to its share
 * of what a reflection takes so every day is heard; the latest entry is the one named in the output.
 */
const periodText = (userId: Parameters<JournalEntryRepository["Service"]["get"]>[0], from: LocalDate, to: LocalDate) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const page = yield* entries.list(userId, { from, to, order: "desc", limit: periodEntriesMax });
    const items = [...page.items].reverse();
    const latest = items.at(-1);
    if (latest === undefined) return yield* Effect.fail(new NotFound({ entity: "journalEntry", id: `${from}..${to}`, message: `No entry was written from ${from} to ${to}` }));
    const share = Math.floor(reflectionTextMax / items.length) - 16;
    const text = items.map((entry) => `${entry.date}: ${entry.content.length > share ? `${entry.content.slice(0, share - 1)}…` : entry.content}`).join("\n\n");
    return { latest, text, count: items.length };
  });

/** `reflect_on_entry`: a reflection (summary, mood, themes, prompts from three traditions, advice) on one journal entry. */
export const reflectOnEntry = defineTool({
  name: "reflect_on_entry",
  description:
    "Reflect on one journal entry: a summary, themes, mood, up to five reflection prompts from Buddhist, Stoic and existentialist practice, and brief advice. " +
    "Give the entry's id, or a date (YYYY-MM-DD) for the latest entry of that day; give neither for the latest entry; give from (and optionally to) " +
    "to reflect on a period's entries together ('reflect on my week'). `question` is answered first in the advice. " +
    "Give language (en or pt) as the language of the conversation: the reflection is written in it.",
  parameters: ReflectOnEntryParameters,
  output: ReflectOnEntryOutput,
  readOnly: true,
  maxResults: 1,
  timeoutMs: 30_000,
  run: (params, context) =>
    Effect.gen(function* () {
      if (params.from !== undefined && params.id === undefined && params.date === undefined) {
        const to = params.to ?? today(context);
        const period = yield* periodText(context.userId, params.from, to);
        const reflector = yield* Reflector;
        const { result } = yield* reflector.reflect({ text: period.text, question: params.question, language: params.language, traceId: crypto.randomUUID() });
        const data: ReflectOnEntryData = { entryId: period.latest.id, date: period.latest.date, title: period.latest.title, from: params.from, entries: period.count, reflection: result };
        return { data, meta: listMeta(1, 1, { entryId: period.latest.id, from: params.from, to }) };
      }
      const entry = yield* findEntry(context.userId, params);
      if (entry.content.length > reflectionTextMax)
        return yield* Effect.fail(new InvalidInput({ message: `The entry is longer than the ${reflectionTextMax} characters a reflection takes`, field: "id" }));
      const reflector = yield* Reflector;
      const { result } = yield* reflector.reflect({ text: entry.content, question: params.question, language: params.language, traceId: crypto.randomUUID() });
      const data: ReflectOnEntryData = { entryId: entry.id, date: entry.date, title: entry.title, reflection: result };
      return { data, meta: listMeta(1, 1, { entryId: entry.id }) };
    }),
});
