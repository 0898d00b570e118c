import { ActivityDraft, Limits } from "@lifeos/core";
import { saveDrafts } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import { DraftSource, finishedAnswer, markToolResult } from "../chat/draftDecisions.js";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { readBody } from "../http/readBody.js";

/** `POST /portfolio/drafts/confirm`: the drafts to save (possibly edited), and optionally their tool result. */
export const ConfirmDraftsBody = Schema.Struct({
  drafts: Schema.Array(ActivityDraft).check(Schema.isMinLength(1), Schema.isMaxLength(Limits.batchItemsMax)),
  source: Schema.optional(DraftSource),
});
/** `POST /portfolio/drafts/cancel`: the tool result whose drafts are dropped. */
export const CancelDraftsBody = Schema.Struct({ source: DraftSource });

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
