import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how many …" is not always a count of entries: how much of something is good for anyone is general advice, which the
// offline mode says plainly it does not give; how many months of a payment were paid is what a document sets.

const now = new Date("2026-11-29T11:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("general advice asked as an amount", () => {
  it.each([
    ["how many hours should I sleep?", "I don't give general advice", "what did I write about sleep?"],
    ["quantas horas devo dormir?", "Não dou conselhos gerais", "o que escrevi sobre dormir?"],
    ["how much water should I drink a day?", "I don't give general advice", "water"],
    ["quanta água devo beber por dia?", "Não dou conselhos gerais", "água"],
  ])("%s is answered without counting entries", async (question, said, suggested) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).toContain(suggested);
  });

  it.each(["how many hours did I sleep last night?", "quantas vezes dormi mal este mês?"])("%s is still looked up", async (question) => {
    expect((await ask(question)).calls.length).toBeGreaterThan(0);
  });
});

describe("how many months of a payment", () => {
  it.each(["how many months of deposit did I pay?", "quantos meses de caução paguei?"])("%s searches the documents, not a count", async (question) => {
    const names = (await ask(question)).calls.map((call) => call.name);
    expect(names).toContain("search_knowledge_base");
    expect(names).not.toContain("count_mentions");
  });
});
