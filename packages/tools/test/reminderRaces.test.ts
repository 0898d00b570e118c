import type { Reminder, UserId } from "@lifeos/core";
import { MemoryRepository, ReminderRepository, UserRepository } from "@lifeos/core";
import type { Effect as EffectType } from "effect";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { completeReminderNow, memoryTools, ToolRegistry, updateReminderNow } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

const now = "2026-12-02T12:00:00Z";
const at = new Date(now);

/**
 * The reminder repository as seen by one write, where `meanwhile` (another tab, a retried request) runs on the real
 * repository right after this write's first read of the reminder, before it writes.
 */
const racedBy = <E>(meanwhile: EffectType.Effect<unknown, E, ReminderRepository | MemoryRepository>) =>
  Effect.gen(function* () {
    const inner = yield* ReminderRepository;
    const memories = yield* MemoryRepository;
    const other = meanwhile.pipe(Effect.provideService(ReminderRepository, inner), Effect.provideService(MemoryRepository, memories), Effect.orDie);
    let raced = false;
    const service: ReminderRepository["Service"] = {
      ...inner,
      get: (userId, id) =>
        Effect.tap(inner.get(userId, id), () => {
          if (raced) return Effect.void;
          raced = true;
          return other;
        }),
    };
    return service;
  });

/** The user's reminders as text and status, soonest first. */
const remindersOf = (user: UserId) =>
  Effect.map(ReminderRepository.use((reminders) => reminders.list(user, {})), (page) => page.items.map((reminder: Reminder) => [reminder.text, reminder.status]));

describe("completing a repeating reminder twice", () => {
  for (const text of ["Water the plants", "Regar as plantas"])
    it(`makes one next occurrence, and the second done says it is done (${text})`, async () => {
      await run(
        Effect.gen(function* () {
          const user = yield* (yield* UserRepository).create({ name: "Twice", timeZone: "UTC" });
          const reminder = yield* (yield* ReminderRepository).create(user.id, { text, dueAt: new Date("2026-12-02T09:00:00Z"), recurrence: { every: 1, unit: "week" } });
          const registry = yield* ToolRegistry;
          const complete = () =>
            registry.execute(
              { id: "c", name: "complete_reminder", arguments: JSON.stringify({ reminderId: reminder.id }) },
              { allowlist: ["complete_reminder"], context: contextFor(user.id, now) },
            );
          expect(yield* complete()).toMatchObject({ success: true, data: { completed: { status: "done" }, next: { status: "pending", dueAt: "2026-12-09T12:00:00.000Z" }, alreadyDone: false } });
          expect(yield* complete()).toMatchObject({ success: true, data: { completed: { text, status: "done" }, next: null, alreadyDone: true } });
          expect(yield* remindersOf(user.id)).toEqual([
            [text, "done"],
            [text, "pending"],
          ]);
        }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
      );
    });

  for (const text of ["Pay the rent", "Pagar a renda"])
    it(`makes one next occurrence when the other completion lands between this one's read and its write (${text})`, async () => {
      await run(
        Effect.gen(function* () {
          const user = yield* (yield* UserRepository).create({ name: "Two tabs", timeZone: "UTC" });
          const reminder = yield* (yield* ReminderRepository).create(user.id, { text, dueAt: new Date("2026-12-01T09:00:00Z"), recurrence: { every: 1, unit: "month" } });
          const otherTab = yield* racedBy(completeReminderNow(user.id, reminder.id, at));
          const second = yield* completeReminderNow(user.id, reminder.id, at).pipe(Effect.provideService(ReminderRepository, otherTab));
          expect([second.done.status, second.next, second.alreadyDone]).toEqual(["done", null, true]);
          expect(yield* remindersOf(user.id)).toEqual([
            [text, "done"],
            [text, "pending"],
          ]);
        }),
      );
    });
});

describe("a reminder changed between the read and the write of a change", () => {
  const cases = [
    { before: "Renew my passport", after: "Call the plumber", tasks: ["I need to renew my passport", "I need to call the plumber"] },
    { before: "Renovar o passaporte", after: "Ligar ao canalizador", tasks: ["Tenho de renovar o passaporte", "Tenho de ligar ao canalizador"] },
  ];
  for (const { before, after, tasks } of cases)
    it(`a cancel is decided on the reminder as it is now: its words and what it was before (${after})`, async () => {
      await run(
        Effect.gen(function* () {
          const user = yield* (yield* UserRepository).create({ name: "Renamed meanwhile", timeZone: "UTC" });
          const memories = yield* MemoryRepository;
          const [oldTask, newTask] = yield* Effect.forEach(tasks, (content) => memories.create(user.id, { content, type: "task", context: "personal", importance: 6 }));
          const reminder = yield* (yield* ReminderRepository).create(user.id, { text: before, dueAt: new Date("2026-12-04T09:00:00Z") });
          const renamed = yield* racedBy(updateReminderNow(user.id, reminder.id, { text: after }, at));
          const { previous, updated } = yield* updateReminderNow(user.id, reminder.id, { status: "dismissed" }, at).pipe(Effect.provideService(ReminderRepository, renamed));
          expect([previous.text, previous.status, updated.text, updated.status]).toEqual([after, "pending", after, "dismissed"]);
          const ended = yield* memories.getMany(user.id, [oldTask!.id, newTask!.id]);
          expect([oldTask!.id, newTask!.id].map((id) => ended.find((memory) => memory.id === id)?.validTo ?? null)).toEqual([null, at]);
        }),
      );
    });
});
