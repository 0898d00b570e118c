import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { journalWordInPortuguese } from "../../src/journal/lexicon/journalWords.js";
import { turn } from "./offlineTestModel.js";

// "porquê?" after "como foi a semana passada?" names what went with the better and the harder days in Portuguese words
// where the journal's common words have some ("client" → cliente, "river" → rio), quoting only a word with none.

const row = (date: string, happiness: number, excerpt: string) => ({ date, excerpt, mood: { happiness } });
const entries = [
  row("2024-04-29", 85, "Walked by the river after work. Read a book on the balcony."),
  row("2024-04-30", 80, "Walked by the river with Ana. Coffee on the balcony."),
  row("2024-05-02", 20, "A difficult client all morning. The planning meeting ran late."),
  row("2024-05-03", 15, "The client complained again. Another planning meeting."),
];

/** The answer to `messages` once its calls returned the entries above. */
const answer = async (messages: ReadonlyArray<ModelMessage>): Promise<string> => {
  const { calls } = await turn(messages);
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { entries, sort: call.args["sort"] }, meta: {} }) })),
  ]);
  return text;
};

const whyAfter = async (question: string, why: string) => {
  const first = await answer([{ role: "user", content: question }]);
  return answer([{ role: "user", content: question }, { role: "assistant", content: first }, { role: "user", content: why }]);
};

describe("why, after a week, in the journal's words", () => {
  it.each(["porquê?", "por que?"])("%s says the common words in Portuguese and quotes only one with none", async (why) => {
    const text = await whyAfter("como foi a semana passada?", why);
    expect(text).toMatch(/Os dias mais felizes[^.]*\brio\b/);
    expect(text).toMatch(/Os dias mais felizes[^.]*\bvaranda\b/);
    expect(text).toMatch(/Os mais difíceis[^.]*\bcliente\b/);
    expect(text).toContain("«planning meeting»");
    expect(text).not.toMatch(/«(?:client|river|balcony)»/);
  });

  it("why? in English keeps the writer's words as written", async () => {
    const text = await whyAfter("how was last week?", "why?");
    expect(text).toMatch(/better days[^.]*\briver\b/);
    expect(text).toMatch(/harder ones[^.]*\bclient\b/);
  });
});

describe("a journal's word in Portuguese", () => {
  it.each([
    ["client", "cliente"],
    ["clients", "cliente"],
    ["meetings", "reunião"],
    ["projects", "projeto"],
    ["beaches", "praias"],
    ["climbing gym", "ginásio de escalada"],
    ["launch deadline", "prazo de lançamento"],
    ["emails", "emails"],
  ])("%s is %s", (english, portuguese) => {
    expect(journalWordInPortuguese(english)).toBe(portuguese);
  });

  it.each(["planning meeting", "quarterly plan", "dog next door", "chords"])("%s has none, to be quoted", (english) => {
    expect(journalWordInPortuguese(english)).toBeNull();
  });
});

describe("what one was worried about, in the journal's words", () => {
  const stressed = (date: string, stress: number, excerpt: string) => ({ date, excerpt, mood: { happiness: 100 - stress, stress } });
  const days = [
    stressed("2024-04-29", 85, "Stressed about the client and the paperwork all day."),
    stressed("2024-04-30", 80, "Anxious about the client and the paperwork again."),
    stressed("2024-05-02", 20, "Walked by the river after work."),
    stressed("2024-05-03", 15, "Read on the balcony."),
  ];
  const worriesAnswer = async (question: string): Promise<string> => {
    const { calls } = await turn([{ role: "user", content: question }]);
    const { text } = await turn([
      { role: "user", content: question },
      { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
      ...calls.map((call): ModelMessage => {
        const sort = String(call.args["sort"]);
        const rows = sort === "calmest" || sort === "happiest" ? [...days].reverse() : days;
        return { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { entries: rows, sort }, meta: {} }) };
      }),
    ]);
    return text;
  };

  it("com o que andei preocupado na semana passada? names the client in Portuguese", async () => {
    const text = await worriesAnswer("com o que andei preocupado na semana passada?");
    expect(text).toMatch(/\bcliente \(2024-04-29, 2024-04-30\)/);
    expect(text).toContain("«paperwork» (2024-04-29, 2024-04-30)");
  });

  it("what was I worried about last week? keeps the writer's words", async () => {
    const text = await worriesAnswer("what was I worried about last week?");
    expect(text).toMatch(/\bclient \(2024-04-29, 2024-04-30\)/);
  });
});
