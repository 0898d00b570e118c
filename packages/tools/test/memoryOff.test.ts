import type { MemoryId, ReminderId } from "@lifeos/core";
import { memoryOffToolMessage, MemoryRepository, MemorySettingsRepository, ReminderRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

describe("memory tools while the person has memory off", () => {
  it("every tool that writes fails with a tool error that says so, and writes nothing; reading still works", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Off", timeZone: "UTC" });
        const context = contextFor(user.id);
        const registry = yield* ToolRegistry;
        const all = memoryTools.map((tool) => tool.name);
        const call = (name: string, args: Record<string, unknown>) => registry.execute({ id: name, name, arguments: JSON.stringify(args) }, { allowlist: all, context });

        // Stored while memory was on: kept when it goes off, and readable.
        const remembered = yield* call("remember", { content: "Ana is my sister", type: "relationship", context: "family" });
        expect(remembered.success).toBe(true);
        const reminder = yield* (yield* ReminderRepository).create(user.id, { text: "Call the dentist", dueAt: new Date("2024-07-01T09:00:00Z") });
        yield* (yield* MemorySettingsRepository).update(user.id, { enabled: false });
        const memories = MemoryRepository.use((repository) => repository.list(user.id, { limit: 10 }));
        const before = (yield* memories).items.map((memory) => memory.id);

        const writes: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
          ["remember", { content: "Tom is my neighbour" }],
          ["forget", { query: "Ana" }],
          ["forget", { memoryId: before[0] as MemoryId }],
          ["create_reminder", { text: "Call mom", dueAt: "2024-07-07" }],
          ["create_reminder", { text: "Call mom", dueAt: "2024-07-07", recurrence: { every: 1, unit: "week" }, confirmed: true }],
          ["complete_reminder", { reminderId: reminder.id as ReminderId }],
          ["update_reminder", { reminderId: reminder.id as ReminderId, cancel: true }],
          ["update_reminder", { reminderId: reminder.id as ReminderId, dueAt: "2024-07-02T09:00:00Z" }],
        ];
        for (const [name, args] of writes) {
          const outcome = yield* call(name, args);
          expect(outcome, name).toMatchObject({ success: false, error: { code: "CONFLICT", message: memoryOffToolMessage } });
        }
        expect(memoryOffToolMessage).toMatch(/memory is off.*nothing was saved, changed or deleted.*Memories → Privacy → "Learn from my conversations"/);

        expect((yield* memories).items.map((memory) => memory.id)).toEqual(before);
        const reminders = yield* (yield* ReminderRepository).list(user.id, {});
        expect(reminders.items.map((row) => [row.text, row.status])).toEqual([["Call the dentist", "pending"]]);
        expect(yield* call("search_memories", { query: "Ana" })).toMatchObject({ success: true, data: { memories: [{ content: "Ana is my sister" }] } });
        // Read, but not counted as used: nothing is written while memory is off.
        expect((yield* memories).items.map((memory) => memory.accessCount)).toEqual([0]);
        expect(yield* call("list_reminders", {})).toMatchObject({ success: true, data: { reminders: [{ text: "Call the dentist" }] } });
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools))),
    );
  });
});
