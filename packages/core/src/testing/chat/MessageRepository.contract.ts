import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { MessagePart, NewMessage } from "../../chat/message.js";
import { Message } from "../../chat/message.js";
import type { ThreadId, UserId } from "../../common/ids.js";
import { MessageRepository } from "../../chat/MessageRepository.js";
import { activePath } from "../../chat/activePath.js";
import { ThreadRepository } from "../../chat/ThreadRepository.js";
import { Limits } from "../../common/validation.js";
import { malformedCursors, malformedId, newMessage, newThread, textPart, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const messages = <A, E>(f: (repository: MessageRepository["Service"]) => Effect.Effect<A, E>) => MessageRepository.use(f);

const everyPart: ReadonlyArray<MessagePart> = [
  textPart(unicodeText),
  { type: "reasoning", text: "Thinking about the week…" },
  { type: "toolCall", toolCallId: "call_1", name: "search_journal", arguments: { query: "coração", k: 5, nested: { dates: ["2024-01-01"] } } },
  {
    type: "toolResult",
    toolCallId: "call_1",
    name: "search_journal",
    success: true,
    data: [{ date: "2024-01-01", text: "🌧️ dia chuvoso" }],
    meta: { count: 1, originalCount: 3, returnedCount: 1, truncated: true, durationMs: 12.5, scope: { from: "2024-01-01" } },
  },
  { type: "toolResult", toolCallId: "call_2", name: "mood", success: false, data: null, meta: null, error: { code: "TIMEOUT", message: "slow" } },
  { type: "error", code: "PROVIDER_ERROR", message: "The provider failed" },
];

export const messageRepositoryContract = (harness: StorageHarness): void => {
  describe("MessageRepository", () => {
    const { run, fails } = harness;
    const threadOf = async (user: UserId) =>
      (await run(ThreadRepository.use((repository) => repository.create(user, newThread())))).id;
    const save = (user: UserId, message: NewMessage) => run(messages((repository) => repository.save(user, message)));

    it("round-trips every part type, usage and truncation with exact types", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const input = newMessage(threadId, {
        role: "assistant",
        content: { schemaVersion: 1, parts: everyPart, truncated: true },
        usage: { inputTokens: 120, outputTokens: 45, model: "gpt-test" },
        status: "stopped",
      });
      const saved = await save(user, input);
      assertDecodes(Message, saved);
      expect(saved).toMatchObject({ id: input.id, userId: user, threadId, role: "assistant", status: "stopped", usage: input.usage });
      expect(saved.content).toEqual(input.content);
      expect(saved.createdAt).toEqual(input.createdAt);
      expect(saved.updatedAt).toBeInstanceOf(Date);
      expect(await run(messages((repository) => repository.get(user, input.id)))).toEqual(saved);
    });

    it("keeps the message a message replaces, so a thread folds into its active path on any adapter", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const question = await save(user, newMessage(threadId, { createdAt: new Date("2025-02-01T10:00:00Z") }));
      const answer = await save(user, newMessage(threadId, { role: "assistant", createdAt: new Date("2025-02-01T10:00:01Z") }));
      const again = await save(user, newMessage(threadId, {
        role: "assistant",
        content: { schemaVersion: 1, parts: [textPart("A better answer")], replaces: answer.id },
        createdAt: new Date("2025-02-01T10:00:02Z"),
      }));
      assertDecodes(Message, again);
      expect(again.content.replaces).toBe(answer.id);
      const listed = (await run(messages((repository) => repository.list(user, threadId, {})))).items;
      const path = activePath(listed);
      expect(path.active.map((message) => message.id)).toEqual([question.id, again.id]);
      expect(path.alternatives.get(again.id)?.map((segment) => segment.map((message) => message.id))).toEqual([[answer.id]]);
    });

    it("replaces content, status and usage of an existing id, keeping role and createdAt", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const first = await save(user, newMessage(threadId, { role: "assistant", status: "streaming" }));
      const replaced = await save(user, newMessage(threadId, {
        id: first.id,
        role: "user",
        content: { schemaVersion: 1, parts: [textPart("Final answer")] },
        status: "complete",
        usage: { inputTokens: 1, outputTokens: 2, model: "m" },
        createdAt: new Date("2030-01-01T00:00:00Z"),
      }));
      expect(replaced).toMatchObject({ role: "assistant", status: "complete", usage: { inputTokens: 1, outputTokens: 2, model: "m" } });
      expect(replaced.content.parts).toEqual([textPart("Final answer")]);
      expect(replaced.createdAt).toEqual(first.createdAt);
      const listed = await run(messages((repository) => repository.list(user, threadId, {})));
      expect(listed.items.map((message) => message.id)).toEqual([first.id]);
    });

    it("lists a thread's messages oldest first (createdAt, then id) and walks every page", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const other = await threadOf(user);
      const base = Date.parse("2025-03-01T12:00:00Z");
      const inputs = [3, 1, 2, 2, 0, 5, 4].map((offset, index) =>
        newMessage(threadId, { createdAt: new Date(base + offset * 1000), content: { schemaVersion: 1, parts: [textPart(`m${index}`)] } }),
      );
      await run(messages((repository) => repository.saveAll(user, inputs)));
      await save(user, newMessage(other));
      const expected = [...inputs]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((message) => message.id);
      const walked = await walkPages(run, (cursor) => messages((repository) => repository.list(user, threadId, { limit: 2, cursor })));
      expect(walked.items.map((message) => message.id)).toEqual(expected);
      expect(walked.pages).toBe(4);
      for (const cursor of malformedCursors) {
        await fails(messages((repository) => repository.list(user, threadId, { cursor })), "InvalidInput", "INVALID_INPUT");
      }
    });

    it("stores a message with many parts and a maximal text part", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const parts = Array.from({ length: 600 }, (_, index) => textPart(`part ${index} ${unicodeText}`));
      const many = await save(user, newMessage(threadId, { content: { schemaVersion: 1, parts } }));
      expect((await run(messages((repository) => repository.get(user, many.id)))).content.parts).toEqual(parts);
      const big = "ç🎉a".repeat(Limits.messageTextChars / 4);
      const large = await save(user, newMessage(threadId, { content: { schemaVersion: 1, parts: [textPart(big)] } }));
      expect((await run(messages((repository) => repository.get(user, large.id)))).content.parts).toEqual([textPart(big)]);
    });

    it("saves a batch all or none", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const good = [newMessage(threadId), newMessage(threadId)];
      const listIds = async () => (await run(messages((repository) => repository.list(user, threadId, {})))).items.map((message) => message.id);
      const tooLong = newMessage(threadId, { content: { schemaVersion: 1, parts: [textPart("x".repeat(Limits.messageTextChars + 1))] } });
      await fails(messages((repository) => repository.saveAll(user, [...good, tooLong])), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      const badRole = newMessage(threadId, { role: "robot" as never });
      await fails(messages((repository) => repository.saveAll(user, [...good, badRole])), "InvalidInput", "INVALID_INPUT");
      await fails(messages((repository) => repository.saveAll(user, [...good, newMessage(unknownId())])), "NotFound", "THREAD_NOT_FOUND");
      expect(await listIds()).toEqual([]);
      await run(messages((repository) => repository.saveAll(user, good)));
      expect((await listIds()).sort()).toEqual(good.map((message) => message.id).sort());
      await run(messages((repository) => repository.saveAll(user, [])));
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      const threadId = await threadOf(user);
      const other = await threadOf(user);
      const saved = await save(user, newMessage(threadId));
      await fails(messages((repository) => repository.save(user, newMessage(unknownId<ThreadId>()))), "NotFound", "THREAD_NOT_FOUND");
      await fails(messages((repository) => repository.save(user, newMessage(other, { id: saved.id }))), "Conflict", "CONFLICT");
      await fails(messages((repository) => repository.get(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(messages((repository) => repository.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(messages((repository) => repository.list(user, unknownId(), {})), "NotFound", "THREAD_NOT_FOUND");
      await fails(messages((repository) => repository.list(user, malformedId(), {})), "InvalidInput", "INVALID_INPUT");
      await fails(messages((repository) => repository.save(user, newMessage(threadId, { id: malformedId() }))), "InvalidInput", "INVALID_INPUT");
      await fails(messages((repository) => repository.save(user, newMessage(threadId, { status: "lost" as never }))), "InvalidInput", "INVALID_INPUT");
      await fails(
        messages((repository) => repository.save(user, newMessage(threadId, { content: { schemaVersion: 2 as never, parts: [] } }))),
        "InvalidInput",
        "INVALID_INPUT",
      );
      await fails(messages((repository) => repository.list(user, threadId, { limit: 0 })), "InvalidInput", "INVALID_INPUT");
      expect(await run(messages((repository) => repository.get(user, saved.id)))).toEqual(saved);
    });

    it("never lets another user read, list or change a message", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const threadId = await threadOf(owner);
      const strangerThread = await threadOf(stranger);
      const saved = await save(owner, newMessage(threadId));
      await fails(messages((repository) => repository.get(stranger, saved.id)), "NotFound", "NOT_FOUND");
      await fails(messages((repository) => repository.list(stranger, threadId, {})), "NotFound", "THREAD_NOT_FOUND");
      await fails(messages((repository) => repository.save(stranger, newMessage(threadId))), "NotFound", "THREAD_NOT_FOUND");
      await fails(messages((repository) => repository.saveAll(stranger, [newMessage(strangerThread), newMessage(threadId)])), "NotFound", "THREAD_NOT_FOUND");
      const hijack = newMessage(strangerThread, { id: saved.id, content: { schemaVersion: 1, parts: [textPart("hijacked")] } });
      await fails(messages((repository) => repository.save(stranger, hijack)), "Conflict", "CONFLICT");
      await fails(messages((repository) => repository.saveAll(stranger, [hijack])), "Conflict", "CONFLICT");
      expect(await run(messages((repository) => repository.get(owner, saved.id)))).toEqual(saved);
      expect((await run(messages((repository) => repository.list(stranger, strangerThread, {})))).items).toEqual([]);
    });
  });
};
