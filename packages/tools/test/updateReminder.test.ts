import type { ReminderId } from "@lifeos/core";
import { MemoryRepository, ReminderRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

const now = "2026-12-02T12:00:00Z";

describe("update_reminder", () => {
  it("moves and renames a reminder, keeping it pending, and says what it was before", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Mover", timeZone: "Europe/Lisbon" });
        const reminder = yield* (yield* ReminderRepository).create(user.id, { text: "Call mum", dueAt: new Date("2026-12-04T18:00:00Z") });
        const registry = yield* ToolRegistry;
        const call = (args: Record<string, unknown>) =>
          registry.execute({ id: "u", name: "update_reminder", arguments: JSON.stringify({ reminderId: reminder.id, ...args }) }, { allowlist: ["update_reminder"], context: contextFor(user.id, now, "Europe/Lisbon") });
        expect(yield* call({ dueAt: "2026-12-05T18:00:00Z" })).toMatchObject({
          success: true,
          data: { previous: { text: "Call mum", dueAt: "2026-12-04T18:00:00.000Z" }, updated: { text: "Call mum", dueAt: "2026-12-05T18:00:00.000Z", status: "pending" } },
        });
        // A date alone is the whole day where the person is.
        expect(yield* call({ dueAt: "2026-12-07", text: "Call mum about Christmas" })).toMatchObject({ success: true, data: { updated: { text: "Call mum about Christmas", dueAt: "2026-12-07T00:00:00.000Z" } } });
        expect(yield* call({})).toMatchObject({ success: false });
        expect(yield* call({ dueAt: "next someday" })).toMatchObject({ success: false });
        const stored = yield* (yield* ReminderRepository).get(user.id, reminder.id);
        expect([stored.text, stored.status, stored.dueAt.toISOString()]).toEqual(["Call mum about Christmas", "pending", "2026-12-07T00:00:00.000Z"]);
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
    );
  });

  it("cancels a reminder: dismissed, and the task it came from is no longer current; a reminder unknown is not found", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Canceller", timeZone: "UTC" });
        const memory = yield* (yield* MemoryRepository).create(user.id, { content: "I need to call my mum", type: "task", context: "family", importance: 3 });
        const reminder = yield* (yield* ReminderRepository).create(user.id, { text: "Call mum", dueAt: new Date("2026-12-04T18:00:00Z"), memoryId: memory.id });
        const registry = yield* ToolRegistry;
        const call = (args: Record<string, unknown>) =>
          registry.execute({ id: "u", name: "update_reminder", arguments: JSON.stringify(args) }, { allowlist: ["update_reminder"], context: contextFor(user.id, now) });
        expect(yield* call({ reminderId: reminder.id, cancel: true })).toMatchObject({ success: true, data: { previous: { status: "pending" }, updated: { text: "Call mum", status: "dismissed" } } });
        expect((yield* (yield* MemoryRepository).get(user.id, memory.id)).validTo?.toISOString()).toBe(new Date(now).toISOString());
        expect(yield* call({ reminderId: "00000000-0000-4000-8000-000000000000" as ReminderId, cancel: true })).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
    );
  });
});
