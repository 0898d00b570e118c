import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { turn } from "./offlineTestModel.js";

// "porquê?" after an answer about a period is answered in Portuguese words: what lifted and weighed on it is said in
// Portuguese where there are words for it ("climbing" → escalada, "Miguel's wedding" → casamento de Miguel), and an
// English word of the writer's with none is quoted as theirs, never said as a Portuguese word.

const data: Record<string, unknown> = {
  get_year_summary: { year: 2023, summary: { kind: "year", narrative: "", positiveDrivers: ["climbing", "Miguel's wedding", "garden", "Sofia"], negativeDrivers: ["deadline", "traffic", "paperwork"], topEvents: ["trip"], happinessAverage: 57, entryCount: 310 } },
  get_current_state: { days: 7, from: "2024-05-04", to: "2024-05-10", entryCount: 5, metrics: {}, themes: ["work", "sleep"], protectiveFactors: ["climbing", "walk"], stressors: ["deadline", "paperwork"], englishTerms: ["walk", "paperwork"], todos: [] },
};

/** The answer to `messages` once its calls returned the data above. */
const answer = async (messages: ReadonlyArray<ModelMessage>): Promise<string> => {
  const { calls } = await turn(messages);
  const { text } = await turn([
    ...messages,
    { role: "assistant", content: "", toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: JSON.stringify(call.args) })) },
    ...calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data[call.name] ?? {}, meta: {} }) })),
  ]);
  return text;
};

/** The answer to `why`, asked after `question` was answered. */
const whyAfter = async (question: string, why: string) => {
  const first = await answer([{ role: "user", content: question }]);
  return answer([{ role: "user", content: question }, { role: "assistant", content: first }, { role: "user", content: why }]);
};

const englishWords = /\b(?:climbing|wedding|garden|deadline|traffic|work|sleep|walk)\b/;

describe("why, asked in Portuguese after a journal answer", () => {
  it.each(["porquê?", "por quê?", "por que?"])("%s after a year says what lifted and weighed on it in Portuguese words", async (why) => {
    const text = await whyAfter("como foi 2023?", why);
    expect(text).toContain("O que animou 2023, pelo que escreveu: escalada, casamento de Miguel, jardim e Sofia.");
    expect(text).toContain("O que pesou: prazo, trânsito e «paperwork».");
    expect(text).not.toMatch(englishWords);
  });

  it.each(["porquê?", "por que?"])("%s after a week says what went with its days in Portuguese words", async (why) => {
    const text = await whyAfter("como foi a minha semana?", why);
    expect(text).toContain("O que mais apareceu: trabalho e sono.");
    expect(text).toContain("Os dias com escalada e caminhada tenderam a ser mais felizes.");
    expect(text).toContain("Os dias com prazo e «paperwork» tenderam a ter mais stress.");
    expect(text).not.toMatch(englishWords);
  });

  it("why? in English keeps the writer's words as written", async () => {
    const text = await whyAfter("how was 2023?", "why?");
    expect(text).toContain("What lifted 2023, in your words: climbing, Miguel's wedding, garden and Sofia.");
  });

  it.each([
    ["how has my stress been?", "why?", "en"],
    ["como tem andado o meu stress?", "porquê?", "pt"],
    ["como tem estado o meu humor?", "por quê?", "pt"],
  ])("after %s, %s reads what went with better and worse days", async (question, why, language) => {
    const { calls } = await turn([{ role: "user", content: question }, { role: "assistant", content: "…" }, { role: "user", content: why }]);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_current_state", { language }]]);
  });
});
