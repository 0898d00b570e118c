import { ReminderRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

// A reminder given a day alone is for that day where the person is: kept at the day's local midnight (as every
// reminder for a day is), not at a clock time in UTC that reads as another hour, or another day, where they are.
describe("create_reminder with a date alone", () => {
  it.each([
    ["Europe/Lisbon", "2026-07-01T23:00:00.000Z"],
    ["America/Sao_Paulo", "2026-07-02T03:00:00.000Z"],
    ["UTC", "2026-07-02T00:00:00.000Z"],
  ])("in %s is kept at that day's local midnight, in the draft and in storage", async (timeZone, instant) => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Day", timeZone });
        const context = contextFor(user.id, "2026-06-30T12:00:00Z", timeZone);
        const registry = yield* ToolRegistry;
        const call = (args: Record<string, unknown>) =>
          registry.execute({ id: "c", name: "create_reminder", arguments: JSON.stringify(args) }, { allowlist: ["create_reminder"], context });
        expect(yield* call({ text: "Call mom", dueAt: "2026-07-02" })).toMatchObject({ success: true, data: { status: "draft", reminder: { dueAt: instant } } });
        expect(yield* call({ text: "Call mom", dueAt: "2026-07-02", confirmed: true })).toMatchObject({ success: true, data: { status: "created", reminder: { dueAt: instant } } });
        const stored = yield* (yield* ReminderRepository).list(user.id, {});
        expect(stored.items.map((reminder) => reminder.dueAt.toISOString())).toEqual([instant]);
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
    );
  });

  it("a reminder for a day is not overdue during that day, and is the day after; one with a time is overdue once its time is past", async () => {
    await run(
      Effect.gen(function* () {
        const timeZone = "America/Sao_Paulo";
        const user = yield* (yield* UserRepository).create({ name: "Due", timeZone });
        const registry = yield* ToolRegistry;
        const list = (now: string) =>
          registry.execute({ id: "l", name: "list_reminders", arguments: "{}" }, { allowlist: ["list_reminders"], context: contextFor(user.id, now, timeZone) });
        const reminders = yield* ReminderRepository;
        yield* reminders.create(user.id, { text: "Whole day", dueAt: new Date("2026-07-02T03:00:00Z") });
        yield* reminders.create(user.id, { text: "At nine", dueAt: new Date("2026-07-02T12:00:00Z") });
        const overdue = (outcome: { data?: unknown }) =>
          ((outcome.data as { reminders: ReadonlyArray<{ text: string; overdue: boolean }> }).reminders).map((reminder) => [reminder.text, reminder.overdue]);
        // 2 July, 22:00 in São Paulo (already 3 July in UTC).
        expect(overdue(yield* list("2026-07-03T01:00:00Z"))).toEqual([["Whole day", false], ["At nine", true]]);
        expect(overdue(yield* list("2026-07-03T03:30:00Z"))).toEqual([["Whole day", true], ["At nine", true]]);
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
    );
  });
});
