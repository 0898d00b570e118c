import type { JournalDraftDecision, Message } from "@lifeos/core";
import { AddJournalEntryOutput, Conflict, NotFound } from "@lifeos/core";
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
 * Drafts of journal text from `add_journal_entry`: Save writes the draft's text
 * as it was shown (read from the stored tool result, never from the request)
 * through `addToJournalDay`, so as the Journal page's New entry (or added to
 * that day's entry), and records what was written in the tool result; a Save
 * sent again answers the same decision and writes nothing more. Discard writes
 * nothing and records that; a draft decided one way cannot be decided the
 * other (Conflict). Either answers 404 or 409 (nothing saved) while the answer
 * showing the draft is not stored for good.
 */
export const journalDraftRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const decide = (action: "confirm" | "cancel") =>
    app.post(`/${action}`, async (c) => {
      const { source } = await readBody(c, JournalDraftBody);
      const userId = c.get("userId");
      const decision = await context.run(
        Effect.gen(function* () {
          const answer = yield* finishedAnswer(userId, source);
          const draft = yield* draftOf(answer, source.toolCallId);
          const wanted = action === "confirm" ? "confirmed" : "cancelled";
          if (draft.confirmation !== undefined) {
            if (draft.confirmation.status === wanted) return draft.confirmation;
            return yield* Effect.fail(new Conflict({ message: `This draft was already ${draft.confirmation.status}` }));
          }
          const at = new Date().toISOString();
          let made: JournalDraftDecision = { status: "cancelled", at };
          if (action === "confirm") {
            const { entry, outcome } = yield* addToJournalDay(userId, draft.date, draft.content);
            made = { status: "confirmed", at, entryId: entry.id, date: entry.date, outcome };
          }
          yield* markToolResult(userId, answer, source.toolCallId, made);
          return made;
        }),
      );
      return c.json(decision);
    });
  decide("confirm");
  decide("cancel");
  return app;
};
