import type { Message, MessagePart, UserId } from "@lifeos/core";
import { ActivityDraft, Limits, MessageId, MessageRepository } from "@lifeos/core";
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
 * Records the user's decision in the tool result that showed the drafts, so
 * the conversation's history shows what was saved (or that nothing was).
 */
const markToolResult = (userId: UserId, source: typeof DraftSource.Type, decision: Record<string, unknown>) =>
  Effect.gen(function* () {
    const messages = yield* MessageRepository;
    const message: Message = yield* messages.get(userId, source.messageId);
    let found = false;
    const parts = message.content.parts.map((part): MessagePart => {
      if (part.type !== "toolResult" || part.toolCallId !== source.toolCallId) return part;
      found = true;
      return { ...part, data: { ...(typeof part.data === "object" && part.data !== null ? part.data : {}), confirmation: decision } };
    });
    if (!found) return;
    yield* messages.save(userId, { id: message.id, threadId: message.threadId, runId: message.runId, role: message.role, content: { ...message.content, parts }, status: message.status, usage: message.usage, createdAt: message.createdAt });
  });

/**
 * Draft activities from `record_activity(ies)`: Confirm saves them (assets of
 * new symbols created, all-or-nothing) and records what was saved in the tool
 * result; Cancel saves nothing and records that.
 */
export const portfolioDraftRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.post("/confirm", async (c) => {
    const body = await readBody(c, ConfirmDraftsBody);
    const userId = c.get("userId");
    const result = await context.run(
      Effect.gen(function* () {
        const saved = yield* saveDrafts(userId, body.drafts);
        if (body.source !== undefined)
          yield* markToolResult(userId, body.source, { status: "confirmed", at: new Date().toISOString(), activityIds: saved.inserted.map((activity) => activity.id), drafts: body.drafts });
        return saved;
      }),
    );
    return c.json({ status: "confirmed", inserted: result.inserted, skipped: result.skipped }, 201);
  });
  app.post("/cancel", async (c) => {
    const body = await readBody(c, CancelDraftsBody);
    await context.run(markToolResult(c.get("userId"), body.source, { status: "cancelled", at: new Date().toISOString() }));
    return c.json({ status: "cancelled" });
  });
  return app;
};
