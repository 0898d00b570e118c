import type { Message, MessagePart, UserId } from "@lifeos/core";
import { ActivityDraft, Conflict, Limits, MessageId, MessageRepository } from "@lifeos/core";
import { saveDrafts } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { readBody } from "../http/readBody.js";

/** Where a draft came from: the assistant message and tool call whose result shows it. */
const DraftSource = Schema.Struct({ messageId: MessageId, toolCallId: Schema.String.check(Schema.isMaxLength(200)) });

/** `POST /portfolio/drafts/confirm`: the drafts to save (possibly edited), and optionally their tool result. */
export const ConfirmDraftsBody = Schema.Struct({
  drafts: Schema.Array(ActivityDraft).check(Schema.isMinLength(1), Schema.isMaxLength(Limits.batchItemsMax)),
  source: Schema.optional(DraftSource),
});
/** `POST /portfolio/drafts/cancel`: the tool result whose drafts are dropped. */
export const CancelDraftsBody = Schema.Struct({ source: DraftSource });

/**
 * The answer whose tool result showed the drafts, once it is stored for good:
 * fails with NotFound before its first checkpoint, and with Conflict while it
 * is still being written (the run's final write would replace a decision
 * recorded in it), so the caller may send the same decision again once the
 * answer is finished, and nothing is saved before then.
 */
const finishedAnswer = (userId: UserId, source: typeof DraftSource.Type) =>
  Effect.gen(function* () {
    const message: Message = yield* MessageRepository.use((messages) => messages.get(userId, source.messageId));
    if (message.status === "streaming") return yield* Effect.fail(new Conflict({ message: "The answer that drafted these activities is still being written: decide again once it is finished" }));
    return message;
  });

/**
 * Records the user's decision in the tool result that showed the drafts, so
 * the conversation's history shows what was saved (or that nothing was).
 */
const markToolResult = (userId: UserId, message: Message, toolCallId: string, decision: Record<string, unknown>) =>
  Effect.gen(function* () {
    const messages = yield* MessageRepository;
    let found = false;
    const parts = message.content.parts.map((part): MessagePart => {
      if (part.type !== "toolResult" || part.toolCallId !== toolCallId) return part;
      found = true;
      return { ...part, data: { ...(typeof part.data === "object" && part.data !== null ? part.data : {}), confirmation: decision } };
    });
    if (!found) return;
    yield* messages.save(userId, { id: message.id, threadId: message.threadId, runId: message.runId, role: message.role, content: { ...message.content, parts }, status: message.status, usage: message.usage, createdAt: message.createdAt });
  });

/**
 * Draft activities from `record_activity(ies)`: Confirm saves them (assets of
 * new symbols created, all-or-nothing) and records what was saved in the tool
 * result; Cancel saves nothing and records that. Either answers 404 or 409
 * (nothing saved) while the answer showing the drafts is not stored for good.
 */
export const portfolioDraftRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.post("/confirm", async (c) => {
    const body = await readBody(c, ConfirmDraftsBody);
    const userId = c.get("userId");
    const result = await context.run(
      Effect.gen(function* () {
        const source = body.source;
        const answer = source === undefined ? null : yield* finishedAnswer(userId, source);
        const saved = yield* saveDrafts(userId, body.drafts);
        if (source !== undefined && answer !== null)
          yield* markToolResult(userId, answer, source.toolCallId, { status: "confirmed", at: new Date().toISOString(), activityIds: saved.inserted.map((activity) => activity.id), drafts: body.drafts });
        return saved;
      }),
    );
    return c.json({ status: "confirmed", inserted: result.inserted, skipped: result.skipped }, 201);
  });
  app.post("/cancel", async (c) => {
    const body = await readBody(c, CancelDraftsBody);
    const userId = c.get("userId");
    await context.run(
      finishedAnswer(userId, body.source).pipe(
        Effect.flatMap((answer) => markToolResult(userId, answer, body.source.toolCallId, { status: "cancelled", at: new Date().toISOString() })),
      ),
    );
    return c.json({ status: "cancelled" });
  });
  return app;
};
