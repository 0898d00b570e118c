import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Run } from "../../chat/run.js";
import type { UserId } from "../../common/ids.js";
import { MessageRepository } from "../../chat/MessageRepository.js";
import { RunRepository } from "../../chat/RunRepository.js";
import { ThreadRepository } from "../../chat/ThreadRepository.js";
import type { ThreadId } from "../../common/ids.js";
import { freshId, malformedId, newMessage, newRunInput, newThread, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const runs = <A, E>(f: (repository: RunRepository["Service"]) => Effect.Effect<A, E>) => RunRepository.use(f);

export const runRepositoryContract = (harness: StorageHarness): void => {
  describe("RunRepository", () => {
    const { run, fails } = harness;
    const threadOf = async (user: UserId) =>
      (await run(ThreadRepository.use((repository) => repository.create(user, newThread())))).id;

    it("starts a run, updates it and reads it back with exact types", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const input = newRunInput(threadId, new Date("2025-04-01T10:00:00.000Z"));
      const started = await run(runs((repository) => repository.create(user, input)));
      assertDecodes(Run, started);
      expect(started).toEqual({ ...input, userId: user, status: "running", finishedAt: null, error: null, usage: null });
      const finishedAt = new Date("2025-04-01T10:00:05.250Z");
      const failed = await run(runs((repository) =>
        repository.update(user, input.id, { status: "failed", finishedAt, error: { code: "TIMEOUT", message: "slow" }, usage: { inputTokens: 3, outputTokens: 4, model: "m" } }),
      ));
      expect(failed).toMatchObject({ status: "failed", finishedAt, error: { code: "TIMEOUT", message: "slow" }, usage: { inputTokens: 3, outputTokens: 4, model: "m" } });
      expect(await run(runs((repository) => repository.get(user, input.id)))).toEqual(failed);
    });

    it("marks runs abandoned by a dead process as interrupted, keeping their partial messages", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const old = new Date("2020-01-01T00:00:00.000Z");
      const silent = newRunInput(threadId, old);
      const checkpointed = newRunInput(threadId, old);
      const finished = newRunInput(threadId, old);
      const recent = newRunInput(threadId, new Date("2100-01-01T00:00:00.000Z"));
      for (const input of [silent, checkpointed, finished, recent]) await run(runs((repository) => repository.create(user, input)));
      await run(runs((repository) => repository.update(user, finished.id, { status: "complete", finishedAt: old })));
      // The checkpoint is written now (the repository clock), long after the run started.
      const partial = newMessage(threadId, { id: checkpointed.messageId, runId: checkpointed.id, role: "assistant", status: "streaming" });
      await run(MessageRepository.use((repository) => repository.save(user, partial)));
      const at = new Date("2100-06-01T00:00:00.000Z");
      expect(await run(runs((repository) => repository.interruptAbandoned({ lastActivityBefore: new Date("2024-12-31T00:00:00.000Z"), at })))).toBeGreaterThanOrEqual(1);
      expect(await run(runs((repository) => repository.get(user, silent.id)))).toMatchObject({ status: "interrupted", finishedAt: at });
      expect(await run(runs((repository) => repository.get(user, checkpointed.id)))).toMatchObject({ status: "running", finishedAt: null });
      await run(runs((repository) => repository.interruptAbandoned({ lastActivityBefore: new Date("2099-01-01T00:00:00.000Z"), at })));
      expect(await run(runs((repository) => repository.get(user, checkpointed.id)))).toMatchObject({ status: "interrupted" });
      expect(await run(runs((repository) => repository.get(user, finished.id)))).toMatchObject({ status: "complete", finishedAt: old });
      expect(await run(runs((repository) => repository.get(user, recent.id)))).toMatchObject({ status: "running" });
      const stored = await run(MessageRepository.use((repository) => repository.get(user, partial.id)));
      expect(stored).toMatchObject({ status: "interrupted", content: partial.content });
    });

    it("starts a run with its new thread and question in one step", async () => {
      const user = await harness.newUser();
      const threadId = freshId<ThreadId>();
      const runInput = newRunInput(threadId, new Date("2025-04-01T10:00:00.000Z"));
      const question = newMessage(threadId, { runId: runInput.id });
      const started = await run(runs((repository) => repository.start(user, { thread: { ...newThread(), id: threadId }, question, run: runInput })));
      assertDecodes(Run, started);
      expect(started).toEqual({ ...runInput, userId: user, status: "running", finishedAt: null, error: null, usage: null });
      expect(await run(ThreadRepository.use((repository) => repository.get(user, threadId)))).toMatchObject({ id: threadId, title: newThread().title });
      expect(await run(MessageRepository.use((repository) => repository.get(user, question.id)))).toMatchObject({ content: question.content, runId: runInput.id });
      expect(await run(runs((repository) => repository.get(user, runInput.id)))).toEqual(started);
    });

    it("starts a run on an existing thread, patching it, with or without a question", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const touchedAt = new Date("2100-01-01T00:00:00.000Z");
      const first = newRunInput(threadId, new Date());
      const question = newMessage(threadId, { runId: first.id });
      await run(runs((repository) => repository.start(user, { threadPatch: { touchedAt, config: { model: "other", tools: [] } }, question, run: first })));
      expect(await run(ThreadRepository.use((repository) => repository.get(user, threadId)))).toMatchObject({ updatedAt: touchedAt, config: { model: "other", tools: [] } });
      // Asking again stores no new question.
      const again = newRunInput(threadId, new Date());
      await run(runs((repository) => repository.start(user, { run: again })));
      expect((await run(runs((repository) => repository.listByThread(user, threadId)))).map((item) => item.id).sort()).toEqual([first.id, again.id].sort());
    });

    it("stores none of a run's opening when any part of it fails", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const threadId = freshId<ThreadId>();
      const existing = await threadOf(user);
      const taken = newRunInput(existing, new Date());
      await run(runs((repository) => repository.create(user, taken)));
      // The run id exists: the new thread and the question are not stored either.
      const question = newMessage(threadId);
      await fails(runs((repository) => repository.start(user, { thread: { ...newThread(), id: threadId }, question, run: { ...taken, threadId } })), "Conflict", "CONFLICT");
      await fails(ThreadRepository.use((repository) => repository.get(user, threadId)), "NotFound", "THREAD_NOT_FOUND");
      await fails(MessageRepository.use((repository) => repository.get(user, question.id)), "NotFound", "NOT_FOUND");
      // Another user's thread: nothing is patched or stored.
      const strangers = newRunInput(existing, new Date());
      const strangersQuestion = newMessage(existing);
      await fails(runs((repository) => repository.start(stranger, { threadPatch: { title: "Taken over" }, question: strangersQuestion, run: strangers })), "NotFound", "THREAD_NOT_FOUND");
      expect((await run(ThreadRepository.use((repository) => repository.get(user, existing)))).title).toBe(newThread().title);
      await fails(MessageRepository.use((repository) => repository.get(user, strangersQuestion.id)), "NotFound", "NOT_FOUND");
      await fails(runs((repository) => repository.get(user, strangers.id)), "NotFound", "NOT_FOUND");
      // Rows that name another thread than the run's.
      const elsewhere = newMessage(await threadOf(user));
      await fails(runs((repository) => repository.start(user, { question: elsewhere, run: newRunInput(existing, new Date()) })), "InvalidInput", "INVALID_INPUT");
    });

    it("stores each of several openings started at once on its own: one that fails takes none of the others with it", async () => {
      const user = await harness.newUser();
      const existing = await threadOf(user);
      const taken = newRunInput(existing, new Date());
      await run(runs((repository) => repository.create(user, taken)));
      const threads = [freshId<ThreadId>(), freshId<ThreadId>(), freshId<ThreadId>()];
      const openings = threads.map((threadId, index) => {
        const opening = newRunInput(threadId, new Date());
        // The second reuses a run id that exists.
        return { thread: { ...newThread(), id: threadId }, question: newMessage(threadId), run: index === 1 ? { ...taken, threadId } : opening };
      });
      const outcomes = await run(
        Effect.all(
          openings.map((opening) => Effect.result(runs((repository) => repository.start(user, opening)))),
          { concurrency: "unbounded" },
        ),
      );
      expect(outcomes.map((outcome) => outcome._tag)).toEqual(["Success", "Failure", "Success"]);
      for (const index of [0, 2]) {
        const opening = openings[index]!;
        expect((await run(runs((repository) => repository.get(user, opening.run.id)))).threadId).toBe(opening.thread.id);
        expect((await run(MessageRepository.use((repository) => repository.get(user, opening.question.id)))).threadId).toBe(opening.thread.id);
      }
      await fails(ThreadRepository.use((repository) => repository.get(user, openings[1]!.thread.id)), "NotFound", "THREAD_NOT_FOUND");
      await fails(MessageRepository.use((repository) => repository.get(user, openings[1]!.question.id)), "NotFound", "NOT_FOUND");
    });

    it("lists a thread's runs newest first, at most `limit`", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const other = await threadOf(user);
      const ids = [];
      for (const minute of [1, 3, 2]) {
        const input = newRunInput(threadId, new Date(Date.UTC(2025, 0, 1, 0, minute)));
        ids.push({ id: input.id, minute });
        await run(runs((repository) => repository.create(user, input)));
      }
      await run(runs((repository) => repository.create(user, newRunInput(other, new Date()))));
      const listed = await run(runs((repository) => repository.listByThread(user, threadId)));
      expect(listed.map((item) => item.id)).toEqual([...ids].sort((a, b) => b.minute - a.minute).map((item) => item.id));
      expect(await run(runs((repository) => repository.listByThread(user, threadId, 2)))).toHaveLength(2);
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const input = newRunInput(threadId, new Date());
      await run(runs((repository) => repository.create(user, input)));
      await fails(runs((repository) => repository.create(user, input)), "Conflict", "CONFLICT");
      await fails(runs((repository) => repository.create(user, newRunInput(unknownId(), new Date()))), "NotFound", "THREAD_NOT_FOUND");
      await fails(runs((repository) => repository.get(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(runs((repository) => repository.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(runs((repository) => repository.update(user, unknownId(), { status: "complete" })), "NotFound", "NOT_FOUND");
      await fails(runs((repository) => repository.update(user, input.id, { status: "exploded" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(runs((repository) => repository.listByThread(user, unknownId())), "NotFound", "THREAD_NOT_FOUND");
      await fails(runs((repository) => repository.listByThread(user, threadId, 0)), "InvalidInput", "INVALID_INPUT");
      expect((await run(runs((repository) => repository.get(user, input.id)))).status).toBe("running");
    });

    it("never lets another user read, list, start or change a run", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const threadId = await threadOf(owner);
      const input = newRunInput(threadId, new Date());
      const started = await run(runs((repository) => repository.create(owner, input)));
      await fails(runs((repository) => repository.get(stranger, input.id)), "NotFound", "NOT_FOUND");
      await fails(runs((repository) => repository.update(stranger, input.id, { status: "stopped" })), "NotFound", "NOT_FOUND");
      await fails(runs((repository) => repository.listByThread(stranger, threadId)), "NotFound", "THREAD_NOT_FOUND");
      await fails(runs((repository) => repository.create(stranger, newRunInput(threadId, new Date()))), "NotFound", "THREAD_NOT_FOUND");
      expect(await run(runs((repository) => repository.get(owner, input.id)))).toEqual(started);
    });

    it("goes with its thread: deleting a thread deletes its messages and runs", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const keep = await threadOf(user);
      const input = newRunInput(threadId, new Date());
      const kept = newRunInput(keep, new Date());
      await run(runs((repository) => repository.create(user, input)));
      await run(runs((repository) => repository.create(user, kept)));
      const message = newMessage(threadId);
      const keptMessage = newMessage(keep);
      await run(MessageRepository.use((repository) => repository.saveAll(user, [message, keptMessage])));
      await run(ThreadRepository.use((repository) => repository.delete(user, threadId)));
      await fails(runs((repository) => repository.get(user, input.id)), "NotFound", "NOT_FOUND");
      await fails(MessageRepository.use((repository) => repository.get(user, message.id)), "NotFound", "NOT_FOUND");
      await fails(ThreadRepository.use((repository) => repository.get(user, threadId)), "NotFound", "THREAD_NOT_FOUND");
      expect((await run(runs((repository) => repository.get(user, kept.id)))).id).toBe(kept.id);
      expect((await run(MessageRepository.use((repository) => repository.get(user, keptMessage.id)))).id).toBe(keptMessage.id);
    });
  });
};
