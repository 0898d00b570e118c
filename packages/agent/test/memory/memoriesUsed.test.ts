import type { MemoryId, StreamEvent, UserId } from "@lifeos/core";
import { LanguageModel, MessageRepository, storeMemory, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Layer, ManagedRuntime, Stream } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ChatService, MemoryTurnHook } from "../../src/index.js";
import { memoriesUsedBy } from "../../src/chat/memoriesUsed.js";
import { environment } from "../support/environment.js";

const { make: script, textTurn } = ScriptedLanguageModel;
const disposers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposers.splice(0)) await dispose();
});

/**
 * A chat with the memory turn hook over a fresh database holding these
 * memories, whose model says `answers` in turn: the memories retrieved for
 * each question join its prompt, as the server wires them.
 */
const chatWith = async (remembered: ReadonlyArray<string>, answers: ReadonlyArray<string>) => {
  const model = script(answers.map((answer) => textTurn(answer)));
  const runtime = ManagedRuntime.make(
    Layer.provideMerge(
      ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 20 } }),
      Layer.provideMerge(MemoryTurnHook.layer(), environment(Layer.succeed(LanguageModel, model.service))),
    ),
  );
  disposers.push(() => runtime.dispose());
  const userId = (await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "UTC" })))).id as UserId;
  const at = { now: new Date("2024-05-01T10:00:00Z"), timeZone: "UTC" };
  for (const content of remembered) await runtime.runPromise(storeMemory(userId, { content, type: "fact", context: "personal", importance: 6 }, at));
  /** The question's events, the system prompt the model got, and the memories stored with the answer. */
  const ask = async (content: string) => {
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content })));
    const events: StreamEvent[] = Array.from(await Effect.runPromise(Stream.runCollect(chat.events)));
    await runtime.runPromise(ChatService.use((service) => service.flush));
    const done = events.at(-1)!;
    const stored = await runtime.runPromise(MessageRepository.use((messages) => messages.get(userId, done.messageId)));
    const announced = events.flatMap((event) => (event.type === "memories" ? event.memories.map((memory) => memory.summary) : []));
    return { announced, stored: (stored.content.memories ?? []).map((memory) => memory.summary), system: model.requests.at(-1)!.system };
  };
  return { ask };
};

describe("the memories an answer reports: only those it drew on, not every one put into its context", () => {
  it("in English: the dentist answer names the dentist memory alone; a groceries answer names none", async () => {
    const remembered = ["Dr. Almeida is my dentist", "Susana is my daughter and she plays the violin", "I prefer meetings in the morning", "My car is a blue Renault Clio"];
    const { ask } = await chatWith(remembered, ["Your dentist is Dr. Almeida.", "You spent €84.20 on groceries in October, across 6 shops."]);
    const dentist = await ask("Who is my dentist?");
    expect(dentist.system).toContain("Dr. Almeida is my dentist");
    expect(dentist.announced).toEqual(["Dr. Almeida is my dentist"]);
    expect(dentist.stored).toEqual(["Dr. Almeida is my dentist"]);
    const groceries = await ask("How much did I spend on groceries last month?");
    // Offered to the model (everything remembered is few enough), used by nothing in its answer.
    expect(groceries.system).toContain("Renault");
    expect(groceries.announced).toEqual([]);
    expect(groceries.stored).toEqual([]);
  });

  it("in Portuguese: the answer in other words still names the memory it says; an answer about money names none", async () => {
    const remembered = ["A minha dentista é a Dra. Marta Pires", "A Susana é a minha filha e toca violino", "Prefiro reuniões de manhã", "O meu carro é um Renault Clio azul"];
    const { ask } = await chatWith(remembered, ["A sua filha Susana toca violino.", "Gastou 84,20 € em supermercado em outubro, em 6 compras."]);
    const daughter = await ask("O que faz a minha filha?");
    expect(daughter.announced).toEqual(["A Susana é a minha filha e toca violino"]);
    expect(daughter.stored).toEqual(["A Susana é a minha filha e toca violino"]);
    const groceries = await ask("Quanto gastei no supermercado no mês passado?");
    expect(groceries.system).toContain("Renault");
    expect(groceries.announced).toEqual([]);
    expect(groceries.stored).toEqual([]);
  });

  it("counts a memory named by its link as used, and one sharing a single word as not", () => {
    const memories = [
      { id: "01890000-0000-7000-8000-000000000001" as MemoryId, summary: "Ana works at the hospital in Coimbra" },
      { id: "01890000-0000-7000-8000-000000000002" as MemoryId, summary: "O Pedro trabalha no hospital de Braga" },
    ];
    expect(memoriesUsedBy(memories, "As [you told me](lifeos:memory/01890000-0000-7000-8000-000000000001), she is at work.")).toEqual([memories[0]]);
    expect(memoriesUsedBy(memories, "The hospital bill was €40.")).toEqual([]);
    expect(memoriesUsedBy(memories, "O Pedro está no hospital de Braga.")).toEqual([memories[1]]);
    expect(memoriesUsedBy(memories, "A conta do hospital foi 40 €.")).toEqual([]);
  });
});
