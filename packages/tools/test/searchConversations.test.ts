import type { ThreadId, UserId } from "@lifeos/core";
import { makeUuidV7, MessageId, MessageRepository, ThreadRepository, unsafeId, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { searchConversations, ToolRegistry } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";

/** A conversation of one question and its answer, last active at `at`. */
const conversation = (userId: UserId, title: string, asked: string, answered: string, at: string, answer: { model: string; toolCalled: boolean } | null = null) =>
  Effect.gen(function* () {
    const thread = yield* (yield* ThreadRepository).create(userId, { title, config: { model: "offline", tools: [] } });
    const messages = yield* MessageRepository;
    const called = [{ type: "toolCall" as const, toolCallId: "t1", name: "search_journal", arguments: {} }];
    const message = (role: "user" | "assistant", text: string, offset: number) =>
      messages.save(userId, {
        id: unsafeId(MessageId, makeUuidV7()),
        threadId: thread.id,
        runId: null,
        role,
        content: { schemaVersion: 1, parts: [...(role === "assistant" && answer?.toolCalled === true ? called : []), { type: "text", text }] },
        status: "complete",
        usage: role === "assistant" && answer !== null ? { inputTokens: 10, outputTokens: 10, model: answer.model } : null,
        createdAt: new Date(new Date(at).getTime() + offset),
      });
    yield* message("user", asked, 0);
    yield* message("assistant", answered, 1000);
    yield* (yield* ThreadRepository).update(userId, thread.id, { touchedAt: new Date(at) });
    return thread.id;
  });

describe("search_conversations", () => {
  it("lists the other conversations latest first, finds them by their words and period, and never another user's", async () => {
    await run(
      Effect.gen(function* () {
        const users = yield* UserRepository;
        const me = yield* users.create({ name: "Me", timeZone: "Europe/Lisbon" });
        const other = yield* users.create({ name: "Other", timeZone: "UTC" });
        yield* conversation(me.id, "Lease and pets", "What does my lease say about pets?", "Your lease allows one small pet with the landlord's consent.", "2024-06-10T09:00:00Z");
        yield* conversation(me.id, "Holdings", "How are my holdings doing?", "Your portfolio is worth 47,418 EUR.", "2024-06-28T20:00:00Z");
        yield* conversation(
          me.id,
          "Rent",
          "how much is my rent?",
          "Offline mode: these are the passages of your documents that match, quoted as they are, not an answer written by a model.\n\n- **2. Rent**: “The monthly rent is 1,150 euros.”",
          "2024-06-05T09:00:00Z",
        );
        yield* conversation(me.id, "Olá", "olá, o que sabes fazer?", "Olá!\n\nO LifeOS está em modo offline: não sou um modelo de IA.\n\nPode perguntar, por exemplo:", "2024-06-04T09:00:00Z");
        const current = yield* conversation(me.id, "Now", "what did we talk about last time?", "", "2024-06-30T11:00:00Z");
        yield* conversation(other.id, "Secret", "What does my lease say about pets?", "Not yours to see.", "2024-06-29T10:00:00Z");
        const registry = yield* ToolRegistry;
        const context = { ...contextFor(me.id, "2024-06-30T12:00:00Z", "Europe/Lisbon"), threadId: current as ThreadId };
        const call = (args: Record<string, unknown>) =>
          registry.execute({ id: "c", name: "search_conversations", arguments: JSON.stringify(args) }, { allowlist: ["search_conversations"], context });

        const latest = yield* call({});
        expect(latest.success).toBe(true);
        const listed = (latest.data as { conversations: Array<{ title: string; lastActive: string; asked: string | null; answered: string | null }> }).conversations;
        // Not the conversation asking, not another user's; the day in the user's zone (21:00 in Lisbon is still the 28th).
        expect(listed.map((row) => [row.title, row.lastActive])).toEqual([
          ["Holdings", "2024-06-28"],
          ["Lease and pets", "2024-06-10"],
          ["Rent", "2024-06-05"],
          ["Olá", "2024-06-04"],
        ]);
        expect(listed[0]).toMatchObject({ asked: "How are my holdings doing?", answered: "Your portfolio is worth 47,418 EUR." });
        // A notice of offline mode or a greeting is not what was answered.
        expect(listed[2]!.answered).toMatch(/^- \*\*2\. Rent\*\*: “The monthly rent is 1,150 euros\.”/);
        expect(listed[3]!.answered).toMatch(/^Pode perguntar/);

        const pets = yield* call({ query: "pets" });
        expect((pets.data as { conversations: Array<{ title: string }> }).conversations.map((row) => row.title)).toEqual(["Lease and pets"]);
        const june28 = yield* call({ from: "2024-06-28", to: "2024-06-28" });
        expect((june28.data as { conversations: Array<{ title: string }> }).conversations.map((row) => row.title)).toEqual(["Holdings"]);
        // Counted, every earlier conversation is, however few are shown; and none is counted without being asked.
        const counted = yield* call({ counted: true, limit: 1 });
        expect((counted.data as { conversations: unknown[] }).conversations).toHaveLength(1);
        expect((counted.data as { total: { count: number; since: string } }).total).toEqual({ count: 4, since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
        expect((yield* call({ counted: true, query: "pets" })).data).toMatchObject({ total: { count: 1 } });
        expect(latest.data).not.toHaveProperty("total");
        const none = yield* call({ query: "violin" });
        expect(none).toMatchObject({ success: true, data: { query: "violin", conversations: [] } });
      }).pipe(Effect.provide(ToolRegistry.layer([searchConversations]))),
    );
  });

  it("finds words in what was asked and answered from the person's data, not in the offline mode's help text", async () => {
    await run(
      Effect.gen(function* () {
        const me = yield* (yield* UserRepository).create({ name: "Me", timeZone: "Europe/Lisbon" });
        const help = "You can ask, for example:\n- What was my last journal entry?\n- Como está a minha carteira?";
        yield* conversation(me.id, "What can you do?", "what can you do?", help, "2024-06-01T09:00:00Z", { model: "offline", toolCalled: false });
        yield* conversation(me.id, "O que sabes fazer?", "o que sabes fazer?", "Pode perguntar, por exemplo:\n- Qual foi a última entrada do diário?", "2024-06-02T09:00:00Z", { model: "offline", toolCalled: false });
        yield* conversation(me.id, "Last entry", "what was my last entry?", "Your last journal entry, on 2024-06-02: “A quiet day.”", "2024-06-03T09:00:00Z", { model: "offline", toolCalled: true });
        yield* conversation(me.id, "Writing habits", "any tips on writing more often?", "Keeping a journal by the bed helps.", "2024-06-04T09:00:00Z", { model: "gpt-4.1-mini", toolCalled: false });
        yield* conversation(me.id, "Diário", "o que escrevi no diário ontem?", "Nada.", "2024-06-05T09:00:00Z", { model: "offline", toolCalled: true });
        const registry = yield* ToolRegistry;
        const context = contextFor(me.id, "2024-06-30T12:00:00Z", "Europe/Lisbon");
        const titles = (args: Record<string, unknown>) =>
          registry
            .execute({ id: "c", name: "search_conversations", arguments: JSON.stringify(args) }, { allowlist: ["search_conversations"], context })
            .pipe(Effect.map((result) => (result.data as { conversations: Array<{ title: string }> }).conversations.map((row) => row.title)));
        // The offline answer drawn from the journal and a model's answer count; the help text does not.
        expect(yield* titles({ query: "journal" })).toEqual(["Writing habits", "Last entry"]);
        expect(yield* titles({ query: "diário" })).toEqual(["Diário"]);
        expect(yield* titles({ query: "carteira" })).toEqual([]);
        // What the person asked counts, whoever answered.
        expect(yield* titles({ query: "what can you do" })).toEqual(["What can you do?"]);
      }).pipe(Effect.provide(ToolRegistry.layer([searchConversations]))),
    );
  });

  it("finds words written with or without their accents (English and Portuguese)", async () => {
    await run(
      Effect.gen(function* () {
        const me = yield* (yield* UserRepository).create({ name: "Me", timeZone: "Europe/Lisbon" });
        yield* conversation(me.id, "Saturday", "where was the café with Ana?", "By the harbour.", "2024-06-01T09:00:00Z");
        yield* conversation(me.id, "Agenda", "quando é a reunião de equipa?", "Na terça-feira às 10h.", "2024-06-02T09:00:00Z");
        yield* conversation(me.id, "Consulta", "tenho consulta no medico amanha", "Fica anotado.", "2024-06-03T09:00:00Z");
        const registry = yield* ToolRegistry;
        const context = contextFor(me.id, "2024-06-30T12:00:00Z", "Europe/Lisbon");
        const titles = (query: string) =>
          registry
            .execute({ id: "c", name: "search_conversations", arguments: JSON.stringify({ query }) }, { allowlist: ["search_conversations"], context })
            .pipe(Effect.map((result) => (result.data as { conversations: Array<{ title: string }> }).conversations.map((row) => row.title)));
        expect(yield* titles("cafe")).toEqual(["Saturday"]);
        expect(yield* titles("reuniao")).toEqual(["Agenda"]);
        expect(yield* titles("médico")).toEqual(["Consulta"]);
        expect(yield* titles("Reunião")).toEqual(["Agenda"]);
      }).pipe(Effect.provide(ToolRegistry.layer([searchConversations]))),
    );
  });
});
