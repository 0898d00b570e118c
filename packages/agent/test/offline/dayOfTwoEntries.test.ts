import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// A day with two entries (one written, one imported) was said as "On 2024-05-07 you wrote 2 entries. It begins: …", the
// first entry alone; and "how far did I walk on Tuesday?" found nothing in "Caminhada de 5 km à beira-rio", as the walk's
// words held no Portuguese "caminhada".

const { ask, answerWith } = offlineConversation({ skills: [journalSkill], now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

const twoEntries = {
  entries: [
    { entryId: "a", date: "2024-05-07", title: null, content: "Pleasant day, mostly calm. Practised guitar for an hour in the evening.", truncated: false },
    { entryId: "b", date: "2024-05-07", title: null, content: "Segunda sessão de fisio. As costas estão melhores.", truncated: false },
  ],
};

describe("a day with more than one entry", () => {
  it.each([
    ["what did I write on Tuesday?", "On 2024-05-07 you wrote 2 entries:\n- “Pleasant day, mostly calm. Practised guitar for an hour in the evening.”\n- “Segunda sessão de fisio. As costas estão melhores.”"],
    ["o que escrevi na terça?", "Em 2024-05-07 escreveu 2 entradas:\n- «Pleasant day, mostly calm. Practised guitar for an hour in the evening.»\n- «Segunda sessão de fisio. As costas estão melhores.»"],
  ])("%s shows how each begins", async (question, answer) => {
    expect(await answerWith(question, { get_entry: twoEntries })).toBe(answer);
  });

  it("still says a single entry's beginning", async () => {
    expect(await answerWith("what did I write on Tuesday?", { get_entry: { entries: [twoEntries.entries[0]] } })).toBe(
      "On 2024-05-07 you wrote one entry. It begins: “Pleasant day, mostly calm. Practised guitar for an hour in the evening.”",
    );
  });
});

describe("a walk, in either language", () => {
  it.each([
    ["how far did I walk on Tuesday?", "caminhada"],
    ["when did I last go for a walk?", "caminhar"],
    ["quando fiz a última caminhada?", "walked"],
  ])("%s also looks for the other language's words (%s)", async (question, word) => {
    const { calls } = await ask(question);
    const related = JSON.stringify(calls.map((call) => JSON.parse(call.arguments) as unknown));
    expect(related).toContain(`"${word}"`);
  });
});
