import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What is my favourite colour?" is answered by the favourite colour told, in either language, never by another
// favourite; when none was told, that is said plainly, naming what was asked.

const now = new Date("2026-11-29T11:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const memory = (content: string) => ({ content, date: "2026-11-20", dated: false, type: "preference", current: true });
const told = (...contents: ReadonlyArray<string>) => (name: string) => (name === "search_memories" ? { memories: contents.map(memory) } : name === "search_journal" ? { results: [], confidence: "none" } : {});

describe("a favourite asked for", () => {
  const both = told("My favourite food is sushi", "A minha cor preferida é o verde");
  it.each([
    ["what is my favourite colour?", "From what you told me: “A minha cor preferida é o verde” (2026-11-20)."],
    ["what's my favourite food?", "Your favourite food is sushi, as you told me on 2026-11-20."],
    ["qual é a minha comida preferida?", "Pelo que me contou: “My favourite food is sushi” (2026-11-20)."],
    ["qual é a minha cor favorita?", "A sua cor preferida é o verde, como me contou em 2026-11-20."],
  ])("%s: that favourite alone", async (question, answer) => {
    expect(await answerWith(question, both)).toBe(answer);
  });

  it.each([
    ["what is my favourite colour?", "I have nothing remembered about your favourite colour. Tell me and I'll remember it."],
    ["qual é a minha cor preferida?", "Não tenho nada guardado sobre a sua cor preferida. Se me contar, eu guardo."],
    ["qual é o meu filme favorito?", "Não tenho nada guardado sobre o seu filme favorito. Se me contar, eu guardo."],
  ])("%s, with only another favourite told: plainly nothing", async (question, answer) => {
    expect(await answerWith(question, told("My favourite food is sushi"))).toBe(answer);
  });
});
