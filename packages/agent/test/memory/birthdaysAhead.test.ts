import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Whose birthday is coming up?": every birthday remembered, at its next date (they come back every year), soonest first.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const memory = (content: string) => ({ content, date: "2026-03-01", dated: false, type: "fact", current: true });
const birthdays = [memory("O aniversário da minha mãe é a 12 de maio"), memory("Rui's birthday is on 3 March"), memory("Ana's birthday is on 5 December"), memory("Rui is my friend"), { ...memory("I need to remember Ana's birthday (5 December 2026)"), type: "task" }];

describe("the birthdays ahead", () => {
  it.each([
    ["whose birthday is coming up?", "The next birthdays you told me about:", "(in 6 days)"],
    ["upcoming birthdays", "The next birthdays you told me about:", "(in 6 days)"],
    ["quais são os próximos aniversários", "Os próximos aniversários que me contou:", "(daqui a 6 dias)"],
    ["quem faz anos em breve?", "Os próximos aniversários que me contou:", "(daqui a 6 dias)"],
  ])("%s lists each at its next date, soonest first", async (question, heading, soon) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories"]);
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: birthdays } : {}));
    const lines = text.split("\n");
    expect(lines[0]).toBe(heading);
    expect(lines[1]).toBe(`- 2026-12-05 ${soon}: Ana's birthday is on 5 December`);
    expect(lines[2]).toMatch(/^- 2027-03-03 .*Rui's birthday is on 3 March$/);
    expect(lines[3]).toMatch(/^- 2027-05-12 .*O aniversário da minha mãe é a 12 de maio$/);
    expect(text).not.toContain("Rui is my friend");
    expect(text).not.toContain("I need to remember");
  });

  it.each([
    ["whose birthday is coming up?", "I have no birthdays remembered"],
    ["quais são os próximos aniversários?", "Não tenho nenhum aniversário guardado"],
  ])("%s with none remembered says so and how to tell one", async (question, said) => {
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories: [] } : {}))).toContain(said);
  });
});
