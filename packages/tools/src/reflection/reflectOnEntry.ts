import type { JournalEntry } from "@lifeos/core";
import { EntryId, ReflectOnEntryOutput, InvalidInput, JournalEntryRepository, LocalDate, NotFound, Reflector, reflectionQuestionMax, reflectionTextMax } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { listMeta } from "../journal/meta.js";

export const ReflectOnEntryParameters = Schema.Struct({
  id: Schema.optional(EntryId),
  date: Schema.optional(LocalDate),
  question: Schema.optional(Schema.String.check(Schema.isMaxLength(reflectionQuestionMax))),
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
      if (last === undefined) return yield* Effect.fail(new NotFound({ entity: "journalEntry", id: params.date, message: `No entry was written on ${params.date}` }));
      return last;
    }
    const latest = yield* entries.list(userId, { order: "desc", limit: 1 });
    const first: JournalEntry | undefined = latest.items[0];
    if (first === undefined) return yield* Effect.fail(new NotFound({ entity: "journalEntry", id: "latest", message: "The journal has no entries yet" }));
    return first;
  });

/** `reflect_on_entry`: a reflection (summary, mood, themes, prompts from three traditions, advice) on one journal entry. */
export const reflectOnEntry = defineTool({
  name: "reflect_on_entry",
  description:
    "Reflect on one journal entry: a summary, themes, mood, up to five reflection prompts from Buddhist, Stoic and existentialist practice, and brief advice. " +
    "Give the entry's id, or a date (YYYY-MM-DD) for the latest entry of that day; give neither for the latest entry. `question` is answered first in the advice.",
  parameters: ReflectOnEntryParameters,
  output: ReflectOnEntryOutput,
  readOnly: true,
  maxResults: 1,
  timeoutMs: 30_000,
  run: (params, context) =>
    Effect.gen(function* () {
      const entry = yield* findEntry(context.userId, params);
      if (entry.content.length > reflectionTextMax)
        return yield* Effect.fail(new InvalidInput({ message: `The entry is longer than the ${reflectionTextMax} characters a reflection takes`, field: "id" }));
      const reflector = yield* Reflector;
      const { result } = yield* reflector.reflect({ text: entry.content, question: params.question, traceId: crypto.randomUUID() });
      const data: ReflectOnEntryData = { entryId: entry.id, date: entry.date, title: entry.title, reflection: result };
      return { data, meta: listMeta(1, 1, { entryId: entry.id }) };
    }),
});
