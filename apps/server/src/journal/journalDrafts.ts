import { createHash } from "node:crypto";
import type { JournalDraftAnswer, JournalDraftDecision, Message, UserId } from "@lifeos/core";
import { AddJournalEntryOutput, Conflict, EntryId, JournalEntryRepository, NotFound } from "@lifeos/core";
import { addJournalEntry, addToJournalDay } from "@lifeos/tools";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import { DraftSource, finishedAnswer, markToolResult } from "../chat/draftDecisions.js";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { readBody } from "../http/readBody.js";

/** `POST /journal/drafts/confirm` and `/cancel`: the tool result whose draft is decided. */
export const JournalDraftBody = Schema.Struct({ source: DraftSource });

const decodeDraft = Schema.decodeUnknownOption(AddJournalEntryOutput);

/** The draft shown by the answer's `add_journal_entry` result with this call id: NotFound when there is none. */
const draftOf = (message: Message, toolCallId: string) => {
  const part = message.content.parts.find((candidate) => candidate.type === "toolResult" && candidate.toolCallId === toolCallId && candidate.name === addJournalEntry.name);
  const draft = part?.type === "toolResult" && part.success ? decodeDraft(part.data) : Option.none();
  return Option.match(draft, {
    onNone: () => Effect.fail(new NotFound({ message: "No journal draft with this id in the answer", entity: "journal draft", id: toolCallId })),
    onSome: (found) => Effect.succeed(found),
  });
};

/**
 * The id the entry a draft creates takes: the same for every request deciding
 * this draft (a name-based UUID of the user, answer and tool call), so the
 * database's key lets only one of two simultaneous Saves create it.
 */
export const draftEntryId = (userId: UserId, source: DraftSource): EntryId => {
  const hash = createHash("sha1").update(`journal-draft\u0000${userId}\u0000${source.messageId}\u0000${source.toolCallId}`, "utf8").digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return EntryId.make(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
};

/**
 * Drafts of journal text from `add_journal_entry`: Save writes the draft's text
 * as it was shown (read from the stored tool result, never from the request)
 * through `addToJournalDay`, so as the Journal page's New entry (or added to
 * that day's entry), and records what was written in the tool result. A Save
 * sent again, or at the same moment from another tab, answers the decision
 * taken with `alreadyDecided: true` and writes nothing more (a new entry has
 * an id of the draft's own, which the database lets exist once). Discard
 * writes nothing and records that; a draft decided one way cannot be decided
 * the other (Conflict). Either answers 404 or 409 (nothing saved) while the
 * answer showing the draft is not stored for good.
 */
export const journalDraftRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const decide = (action: "confirm" | "cancel") =>
    app.post(`/${action}`, async (c) => {
      const { source } = await readBody(c, JournalDraftBody);
      const userId = c.get("userId");
      const wanted = action === "confirm" ? "confirmed" : "cancelled";
      /** The decision already recorded for the draft, as this request's answer: Conflict when it went the other way. */
      const taken = (decision: JournalDraftDecision) =>
        decision.status === wanted
          ? Effect.succeed<JournalDraftAnswer>({ ...decision, alreadyDecided: true })
          : Effect.fail(new Conflict({ message: `This draft was already ${decision.status}` }));
      const answer: JournalDraftAnswer = await context.run(
        Effect.gen(function* () {
          const message = yield* finishedAnswer(userId, source);
          const draft = yield* draftOf(message, source.toolCallId);
          if (draft.confirmation !== undefined) return yield* taken(draft.confirmation);
          const at = new Date().toISOString();
          if (action === "cancel") {
            yield* markToolResult(userId, message, source.toolCallId, { status: "cancelled", at });
            return { status: "cancelled" as const, at, alreadyDecided: false };
          }
          const entryId = draftEntryId(userId, source);
          const added = yield* addToJournalDay(userId, draft.date, draft.content, entryId).pipe(
            Effect.catchTag("Conflict", () => Effect.succeed(null)),
          );
          if (added === null || (added.entry.id === entryId && added.outcome !== "created")) {
            // Another request saved this draft first: answer its decision (recording it, should that request have died before).
            const latest = yield* finishedAnswer(userId, source);
            const recorded = (yield* draftOf(latest, source.toolCallId)).confirmation;
            if (recorded !== undefined) return yield* taken(recorded);
            const entry = yield* JournalEntryRepository.use((entries) => entries.get(userId, entryId));
            const made: JournalDraftDecision = { status: "confirmed", at, entryId, date: entry.date, outcome: "created" };
            yield* markToolResult(userId, latest, source.toolCallId, made);
            return { ...made, alreadyDecided: true };
          }
          const made: JournalDraftDecision = { status: "confirmed", at, entryId: added.entry.id, date: added.entry.date, outcome: added.outcome };
          yield* markToolResult(userId, message, source.toolCallId, made);
          return { ...made, alreadyDecided: false };
        }),
      );
      return c.json(answer);
    });
  decide("confirm");
  decide("cancel");
  return app;
};
