import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { MemoryId, UserId } from "../../common/ids.js";
import { Reminder, ReminderCompletion } from "../../memory/reminder.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { ReminderRepository } from "../../memory/ReminderRepository.js";
import { malformedCursors, malformedId, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const reminders = <A, E>(f: (repository: ReminderRepository["Service"]) => Effect.Effect<A, E>) => ReminderRepository.use(f);
const at = (hour: number) => new Date(Date.UTC(2025, 5, 1, hour));
/** A task of `user`'s, ended at `validTo` when given. */
const remember = (user: UserId, content: string, validTo?: Date) =>
  MemoryRepository.use((memories) => memories.create(user, { content, type: "task", context: "personal", importance: 6, ...(validTo === undefined ? {} : { validTo }) }));

export const reminderRepositoryContract = (harness: StorageHarness): void => {
  describe("ReminderRepository", () => {
    const { run, fails } = harness;
    /** Each memory's `validTo`, in the order of `ids`. */
    const validTo = async (user: UserId, ids: ReadonlyArray<MemoryId>) => {
      const found = await run(MemoryRepository.use((memories) => memories.getMany(user, ids)));
      return ids.map((id) => found.find((memory) => memory.id === id)?.validTo);
    };

    it("creates pending reminders, lists soonest first with inclusive dueBefore, updates and deletes", async () => {
      const user = await harness.newUser();
      const made: Reminder[] = [];
      for (const hour of [9, 7, 8, 10]) made.push(await run(reminders((repository) => repository.create(user, { text: `Ligar à mãe às ${hour}h 📞`, dueAt: at(hour) }))));
      assertDecodes(Reminder, made[0]);
      expect(made[0]).toMatchObject({ status: "pending", sourceThreadId: null, dueAt: at(9) });
      const walked = await walkPages(run, (cursor) => reminders((repository) => repository.list(user, { limit: 3, cursor })));
      expect(walked.items.map((reminder) => reminder.dueAt.getUTCHours())).toEqual([7, 8, 9, 10]);
      const due = await run(reminders((repository) => repository.list(user, { dueBefore: at(8) })));
      expect(due.items.map((reminder) => reminder.dueAt.getUTCHours())).toEqual([7, 8]);
      const done = await run(reminders((repository) => repository.update(user, made[0]!.id, { status: "done" })));
      expect(done.status).toBe("done");
      expect((await run(reminders((repository) => repository.list(user, { status: "done" })))).items).toEqual([done]);
      await run(reminders((repository) => repository.delete(user, made[0]!.id)));
      await fails(reminders((repository) => repository.get(user, made[0]!.id)), "NotFound", "NOT_FOUND");
      for (const cursor of malformedCursors) await fails(reminders((repository) => repository.list(user, { cursor })), "InvalidInput", "INVALID_INPUT");
    });

    it("keeps a recurrence and the memory a reminder came from, and changes the recurrence", async () => {
      const user = await harness.newUser();
      const made = await run(reminders((repository) => repository.create(user, { text: "Oftalmologista da Susana", dueAt: at(9), recurrence: { every: 6, unit: "month" } })));
      assertDecodes(Reminder, made);
      expect(made).toMatchObject({ recurrence: { every: 6, unit: "month" }, memoryId: null });
      const once = await run(reminders((repository) => repository.update(user, made.id, { recurrence: null })));
      expect(once.recurrence).toBeNull();
      await fails(reminders((repository) => repository.create(user, { text: "x", dueAt: at(1), recurrence: { every: 0, unit: "day" } })), "InvalidInput", "INVALID_INPUT");
    });

    it("deleting a reminder ends the task it came from in the same step; a memory already ended keeps its end", async () => {
      const user = await harness.newUser();
      const task = await run(MemoryRepository.use((memories) => memories.create(user, { content: "Preciso de ligar à mãe", type: "task", context: "family", importance: 6 })));
      const ended = await run(MemoryRepository.use((memories) => memories.create(user, { content: "I need to renew my passport", type: "task", context: "personal", importance: 6, validTo: at(1) })));
      const plain = await run(MemoryRepository.use((memories) => memories.create(user, { content: "Buy flowers", type: "task", context: "personal", importance: 5 })));
      const fromTask = await run(reminders((repository) => repository.create(user, { text: "Ligar à mãe", dueAt: at(9), memoryId: task.id })));
      const fromEnded = await run(reminders((repository) => repository.create(user, { text: "Renew my passport", dueAt: at(10), memoryId: ended.id })));
      const byHand = await run(reminders((repository) => repository.create(user, { text: "Buy flowers", dueAt: at(11) })));
      const stranger = await harness.newUser();
      await fails(reminders((repository) => repository.delete(stranger, fromTask.id)), "NotFound", "NOT_FOUND");
      expect((await run(MemoryRepository.use((memories) => memories.get(user, task.id)))).validTo).toBeNull();
      for (const reminder of [fromTask, fromEnded, byHand]) await run(reminders((repository) => repository.delete(user, reminder.id)));
      const [taskAfter, endedAfter, plainAfter] = await run(MemoryRepository.use((memories) => memories.getMany(user, [task.id, ended.id, plain.id]))).then((found) =>
        [task, ended, plain].map((memory) => found.find((item) => item.id === memory.id)),
      );
      expect(taskAfter?.validTo).toBeInstanceOf(Date);
      expect(endedAfter?.validTo).toEqual(at(1));
      expect(plainAfter?.validTo).toBeNull();
      expect((await run(reminders((repository) => repository.list(user, {})))).items).toEqual([]);
    });

    it("a change ends the memories it is given in the same write: the user's own still current ones, never another's", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const task = await run(remember(user, "Preciso de renovar o passaporte"));
      const named = await run(remember(user, "I need to call the plumber"));
      const ended = await run(remember(user, "Buy a new kettle", at(1)));
      const theirs = await run(remember(stranger, "I need to call the plumber"));
      const reminder = await run(reminders((repository) => repository.create(user, { text: "Renovar o passaporte", dueAt: at(9), memoryId: task.id })));
      const endings = { memoryIds: [task.id, named.id, ended.id, theirs.id, unknownId<MemoryId>()], at: at(12) };
      const dismissed = await run(reminders((repository) => repository.update(user, reminder.id, { status: "dismissed" }, endings)));
      expect(dismissed).toMatchObject({ status: "dismissed", memoryId: task.id });
      expect(await validTo(user, [task.id, named.id, ended.id])).toEqual([at(12), at(12), at(1)]);
      expect(await validTo(stranger, [theirs.id])).toEqual([null]);
      const again = await run(reminders((repository) => repository.update(user, reminder.id, { status: "done" }, { memoryIds: [task.id], at: at(20) })));
      expect(again.status).toBe("done");
      expect(await validTo(user, [task.id])).toEqual([at(12)]);
      const plain = await run(reminders((repository) => repository.create(user, { text: "Call the plumber", dueAt: at(10) })));
      expect(await run(reminders((repository) => repository.update(user, plain.id, { text: "Call the plumber today" }, { memoryIds: [], at: at(13) })))).toMatchObject({ text: "Call the plumber today", status: "pending" });
      await fails(reminders((repository) => repository.update(user, plain.id, {}, { memoryIds: [malformedId()], at: at(13) })), "InvalidInput", "INVALID_INPUT");
    });

    it("a change of a reminder not found ends no memory: another user's reminder or an unknown one", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const task = await run(remember(owner, "Tenho de ligar ao dentista"));
      const theirs = await run(remember(stranger, "I need to book the dentist"));
      const mine = await run(reminders((repository) => repository.create(owner, { text: "Ligar ao dentista", dueAt: at(9), memoryId: task.id })));
      const endings = { memoryIds: [task.id, theirs.id], at: at(12) };
      await fails(reminders((repository) => repository.update(stranger, mine.id, { status: "dismissed" }, endings)), "NotFound", "NOT_FOUND");
      await fails(reminders((repository) => repository.update(owner, unknownId(), { status: "dismissed" }, endings)), "NotFound", "NOT_FOUND");
      expect(await validTo(owner, [task.id])).toEqual([null]);
      expect(await validTo(stranger, [theirs.id])).toEqual([null]);
      expect(await run(reminders((repository) => repository.get(owner, mine.id)))).toEqual(mine);
      await run(reminders((repository) => repository.update(owner, mine.id, { status: "dismissed" }, endings)));
      expect(await validTo(owner, [task.id])).toEqual([at(12)]);
      expect(await validTo(stranger, [theirs.id])).toEqual([null]);
    });

    it("completes a pending reminder, makes its next occurrence and ends its memories in one write", async () => {
      const user = await harness.newUser();
      const task = await run(remember(user, "Levar a Susana ao oftalmologista"));
      const repeating = await run(reminders((repository) => repository.create(user, { text: "Oftalmologista da Susana 👁️", dueAt: at(9), recurrence: { every: 6, unit: "month" }, memoryId: task.id })));
      const next = { text: repeating.text, dueAt: new Date(Date.UTC(2025, 11, 1, 9)), recurrence: repeating.recurrence, memoryId: task.id };
      const completed = await run(reminders((repository) => repository.complete(user, repeating.id, next, undefined, repeating.updatedAt)));
      assertDecodes(ReminderCompletion, completed);
      expect(completed.done).toMatchObject({ id: repeating.id, status: "done", recurrence: { every: 6, unit: "month" } });
      expect(completed.next).toMatchObject({ text: "Oftalmologista da Susana 👁️", status: "pending", dueAt: next.dueAt, recurrence: { every: 6, unit: "month" }, memoryId: task.id });
      expect(completed.next?.id).not.toBe(repeating.id);
      expect(completed.alreadyDone).toBe(false);
      expect(await run(reminders((repository) => repository.get(user, repeating.id)))).toEqual(completed.done);
      expect(await validTo(user, [task.id])).toEqual([null]);
      const call = await run(remember(user, "I need to call the plumber"));
      const once = await run(reminders((repository) => repository.create(user, { text: "Call the plumber", dueAt: at(10), memoryId: call.id })));
      const finished = await run(reminders((repository) => repository.complete(user, once.id, null, { memoryIds: [call.id], at: at(14) })));
      expect(finished).toEqual({ done: { ...once, status: "done", updatedAt: finished.done.updatedAt }, next: null, alreadyDone: false });
      expect(await validTo(user, [call.id])).toEqual([at(14)]);
      const listed = (await run(reminders((repository) => repository.list(user, {})))).items;
      expect(listed.map((reminder) => [reminder.text, reminder.status])).toEqual([
        ["Oftalmologista da Susana 👁️", "done"],
        ["Call the plumber", "done"],
        ["Oftalmologista da Susana 👁️", "pending"],
      ]);
    });

    it("a second completion changes nothing: no second occurrence, no memory ended, the reminder as it is", async () => {
      const user = await harness.newUser();
      const task = await run(remember(user, "Tenho de regar as plantas"));
      const repeating = await run(reminders((repository) => repository.create(user, { text: "Regar as plantas", dueAt: at(8), recurrence: { every: 1, unit: "week" } })));
      const next = { text: repeating.text, dueAt: at(20), recurrence: repeating.recurrence };
      const first = await run(reminders((repository) => repository.complete(user, repeating.id, next)));
      // A second tab, a double click or a retried request, decided on the reminder as it was before the first.
      const second = await run(reminders((repository) => repository.complete(user, repeating.id, next, { memoryIds: [task.id], at: at(21) }, repeating.updatedAt)));
      expect(first.alreadyDone).toBe(false);
      expect(second).toEqual({ done: first.done, next: null, alreadyDone: true });
      expect(await validTo(user, [task.id])).toEqual([null]);
      const dismissed = await run(reminders((repository) => repository.create(user, { text: "Call the bank", dueAt: at(9) })));
      const cancelled = await run(reminders((repository) => repository.update(user, dismissed.id, { status: "dismissed" })));
      expect(await run(reminders((repository) => repository.complete(user, dismissed.id, null)))).toEqual({ done: cancelled, next: null, alreadyDone: true });
      const listed = (await run(reminders((repository) => repository.list(user, {})))).items;
      expect(listed.map((reminder) => [reminder.text, reminder.status])).toEqual([
        ["Regar as plantas", "done"],
        ["Call the bank", "dismissed"],
        ["Regar as plantas", "pending"],
      ]);
    });

    it("a write decided on a reminder changed since is a Conflict, and nothing changes", async () => {
      const user = await harness.newUser();
      const task = await run(remember(user, "I need to renew my passport"));
      const read = await run(reminders((repository) => repository.create(user, { text: "Renew my passport", dueAt: at(9), recurrence: { every: 10, unit: "year" }, memoryId: task.id })));
      const moved = await run(reminders((repository) => repository.update(user, read.id, { dueAt: at(11) }, undefined, read.updatedAt)));
      expect(moved).toMatchObject({ dueAt: at(11), status: "pending" });
      const next = { text: read.text, dueAt: at(23), recurrence: read.recurrence, memoryId: task.id };
      await fails(reminders((repository) => repository.complete(user, read.id, next, undefined, read.updatedAt)), "Conflict", "CONFLICT");
      await fails(reminders((repository) => repository.update(user, read.id, { status: "dismissed" }, { memoryIds: [task.id], at: at(12) }, read.updatedAt)), "Conflict", "CONFLICT");
      expect(await run(reminders((repository) => repository.get(user, read.id)))).toEqual(moved);
      expect((await run(reminders((repository) => repository.list(user, {})))).items).toEqual([moved]);
      expect(await validTo(user, [task.id])).toEqual([null]);
      const done = await run(reminders((repository) => repository.complete(user, read.id, null, { memoryIds: [task.id], at: at(12) }, moved.updatedAt)));
      expect(done.done.status).toBe("done");
      expect(await validTo(user, [task.id])).toEqual([at(12)]);
    });

    it("completing another user's or an unknown reminder is NotFound, and makes no occurrence and ends no memory", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const task = await run(remember(owner, "Preciso de pagar a renda"));
      const mine = await run(reminders((repository) => repository.create(owner, { text: "Pagar a renda", dueAt: at(9), recurrence: { every: 1, unit: "month" }, memoryId: task.id })));
      const next = { text: mine.text, dueAt: at(22), recurrence: mine.recurrence };
      await fails(reminders((repository) => repository.complete(stranger, mine.id, next, { memoryIds: [task.id], at: at(12) })), "NotFound", "NOT_FOUND");
      await fails(reminders((repository) => repository.complete(owner, unknownId(), next)), "NotFound", "NOT_FOUND");
      await fails(reminders((repository) => repository.complete(owner, mine.id, { ...next, text: "" })), "InvalidInput", "INVALID_INPUT");
      expect((await run(reminders((repository) => repository.list(owner, {})))).items).toEqual([mine]);
      expect((await run(reminders((repository) => repository.list(stranger, {})))).items).toEqual([]);
      expect(await validTo(owner, [task.id])).toEqual([null]);
    });

    it("rejects bad input and never lets another user read, list, change or delete a reminder", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = await run(reminders((repository) => repository.create(owner, { text: "meu", dueAt: at(12) })));
      await fails(reminders((repository) => repository.create(owner, { text: "", dueAt: at(1) })), "InvalidInput", "INVALID_INPUT");
      await fails(reminders((repository) => repository.create(owner, { text: "x".repeat(2001), dueAt: at(1) })), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(reminders((repository) => repository.update(owner, mine.id, { status: "snoozed" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(reminders((repository) => repository.get(owner, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(reminders((repository) => repository.delete(owner, unknownId())), "NotFound", "NOT_FOUND");
      await fails(reminders((repository) => repository.get(stranger, mine.id)), "NotFound", "NOT_FOUND");
      await fails(reminders((repository) => repository.update(stranger, mine.id, { status: "dismissed" })), "NotFound", "NOT_FOUND");
      await fails(reminders((repository) => repository.delete(stranger, mine.id)), "NotFound", "NOT_FOUND");
      expect((await run(reminders((repository) => repository.list(stranger, {})))).items).toEqual([]);
      expect(await run(reminders((repository) => repository.get(owner, mine.id)))).toEqual(mine);
    });
  });
};
