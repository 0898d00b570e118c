import type { NewReminder} from "@lifeos/core";
import { Clock, InvalidInput, MemoryId, MemoryRepository, ReminderId, ReminderListQuery, ReminderPatch, ReminderRecurrence, ReminderRepository, RequiredString } from "@lifeos/core";
import { completeReminderNow, updateReminderNow } from "@lifeos/tools";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";
import { IsoInstant } from "./IsoInstant.js";

const ReminderIdParam = Schema.Struct({ id: ReminderId });

/** `POST /reminders`. */
export const ReminderCreateBody = Schema.Struct({
  text: RequiredString(2000),
  dueAt: IsoInstant,
  recurrence: Schema.optional(Schema.NullOr(ReminderRecurrence)),
  memoryId: Schema.optional(Schema.NullOr(MemoryId)),
});

/** `PATCH /reminders/:id`. */
export const ReminderUpdateBody = Schema.Struct({
  text: ReminderPatch.fields.text,
  dueAt: Schema.optional(IsoInstant),
  status: ReminderPatch.fields.status,
  recurrence: ReminderPatch.fields.recurrence,
});

const ListQuery = Schema.Struct({ ...ReminderListQuery.fields, dueBefore: Schema.optional(IsoInstant) });

/** Reminders: list (soonest due first), create, read, change, delete, and complete (a repeating one is scheduled again). */
export const reminderRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const reminderId = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(ReminderIdParam, { id: c.req.param("id") }).id;

  app.get("/", async (c) => {
    const query = decodeOrThrow(ListQuery, queryObject(c));
    return c.json(await context.run(ReminderRepository.use((reminders) => reminders.list(c.get("userId"), query))));
  });

  app.post("/", async (c) => {
    const body = await readBody(c, ReminderCreateBody);
    const input: NewReminder = { text: body.text, dueAt: body.dueAt, recurrence: body.recurrence ?? null, memoryId: body.memoryId ?? null };
    const userId = c.get("userId");
    const reminder = await context.run(
      Effect.gen(function* () {
        // The memory it came from must be the user's own.
        if (input.memoryId != null) yield* (yield* MemoryRepository).get(userId, input.memoryId);
        return yield* (yield* ReminderRepository).create(userId, input);
      }),
    );
    return c.json(reminder, 201);
  });

  app.get("/:id", async (c) => {
    const id = reminderId(c);
    return c.json(await context.run(ReminderRepository.use((reminders) => reminders.get(c.get("userId"), id))));
  });

  app.patch("/:id", async (c) => {
    const id = reminderId(c);
    const body = await readBody(c, ReminderUpdateBody);
    const userId = c.get("userId");
    // Done is completion, as `POST /:id/complete` does it (a repeating one is scheduled again, once): said alone.
    if (body.status === "done" && Object.values({ ...body, status: undefined }).some((value) => value !== undefined)) {
      throw new InvalidInput({ message: "status \"done\" completes the reminder and is sent alone; change its other fields in another request" });
    }
    // Dismissed: the task it came from is no longer current (`updateReminderNow`).
    const reminder = await context.run(
      Effect.gen(function* () {
        const now = yield* (yield* Clock).now;
        return body.status === "done" ? (yield* completeReminderNow(userId, id, now)).done : (yield* updateReminderNow(userId, id, body, now)).updated;
      }),
    );
    return c.json(reminder);
  });

  app.post("/:id/complete", async (c) => {
    const id = reminderId(c);
    const userId = c.get("userId");
    const result = await context.run(Effect.gen(function* () {
      return yield* completeReminderNow(userId, id, yield* (yield* Clock).now);
    }));
    return c.json(result);
  });

  app.delete("/:id", async (c) => {
    const id = reminderId(c);
    await context.run(ReminderRepository.use((reminders) => reminders.delete(c.get("userId"), id)));
    return c.body(null, 204);
  });

  return app;
};
