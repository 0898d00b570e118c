import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// A place of a ranking asked for ("my second biggest position", "a terceira maior posição", "and the third?") is that
// place, with the ones ahead of it, not the top of the ranking again.

const now = new Date("2026-11-20T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const data = (name: string) => (name === "get_holdings" ? holdings : name === "get_health_status" ? { issues: [] } : {});

/** The answer to the last of `questions`, asked one after another (the earlier ones answered "…"), its calls given `data`. */
const answerAfter = async (...questions: ReadonlyArray<string>) => {
  const messages: ModelMessage[] = questions.flatMap((content, index): ModelMessage[] =>
    index < questions.length - 1 ? [{ role: "user", content }, { role: "assistant", content: "…" }] : [{ role: "user", content }],
  );
  let step = await turn(messages);
  for (let round = 0; round < 3 && step.calls.length > 0; round++) {
    messages.push(
      { role: "assistant", content: "", toolCalls: step.calls },
      ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: data(call.name) }) })),
    );
    step = await turn(messages);
  }
  expect(step.calls).toEqual([]);
  return step.text;
};

describe("a place of the ranking by value", () => {
  it.each([
    [["what's my second largest holding?"], /^Your second biggest holding is KO: 6,070\.00 EUR, 30\.35% of your portfolio \(-12\.79% on cost\)\.\nAhead of it: EDP \(6,765\.00 EUR\)\.(\n|$)/],
    [["what's my biggest position?", "and my second biggest position?"], /^Your second biggest holding is KO: 6,070\.00 EUR/],
    [["what's my biggest position?", "and the third?"], /^Your third biggest holding is AGGH: 3,518\.00 EUR, 17\.59% of your portfolio \(-1\.90% on cost\)\.\nAhead of it: EDP \(6,765\.00 EUR\), KO \(6,070\.00 EUR\)\.(\n|$)/],
    [["qual é a minha maior posição?", "e a segunda maior posição?"], /^A sua segunda maior posição é KO: 6\.070,00 EUR, 30,35% da carteira \(-12,79% face ao custo\)\.\nÀ frente dela: EDP \(6\.765,00 EUR\)\.(\n|$)/],
    [["qual é a minha terceira maior posição?"], /^A sua terceira maior posição é AGGH: 3\.518,00 EUR/],
    [["qual é a minha maior posição?", "e a seguinte?"], /^A sua segunda maior posição é KO/],
    [["what's my 2nd smallest position?"], /^Your second smallest holding is KO/],
    [["what's my fifth biggest holding?"], /^You have only 3 holdings to rank\.(\n|$)/],
    [["qual é a minha sexta maior posição?"], /^Só tem 3 posições para ordenar\.(\n|$)/],
  ])("%j", async (questions, answer) => {
    expect(await answerAfter(...questions)).toMatch(answer);
  });
});

describe("a place of the ranking by gain", () => {
  it.each([
    [["what's my second best performing stock?"], /^Your second best performing stock is KO: -12\.79% on cost \(6,070\.00 EUR\)\.\nAhead of it: EDP \(\+24\.36%\)\.(\n|$)/],
    [["qual é o meu ativo com pior desempenho?", "e o segundo?"], /^O seu segundo ativo com pior desempenho é AGGH: -1,90% face ao custo \(3\.518,00 EUR\)\.\nÀ frente dele: KO \(-12,79%\)\.(\n|$)/],
  ])("%j", async (questions, answer) => {
    expect(await answerAfter(...questions)).toMatch(answer);
  });
});

describe("the top of the ranking is as before", () => {
  it.each([
    [["what's my biggest position?"], /^Your biggest holding is EDP: 6,765\.00 EUR, 33\.83% of your portfolio/],
    [["qual é a minha maior posição?", "e a menor?"], /^A sua menor posição é AGGH/],
  ])("%j", async (questions, answer) => {
    expect(await answerAfter(...questions)).toMatch(answer);
  });

  it("a weekday after another question is no place", async () => {
    expect(await answerAfter("o que escrevi ontem?", "e a quinta?")).not.toMatch(/posição/);
  });
});

describe("the ranking by gain asked in money", () => {
  it.each([
    [["which holding lost the most money?"], /^Your holding that lost the most money \(not yet realised: value against cost\) is KO: -890\.00 EUR \(-12\.79% on cost\)\.\nThen:\n- AGGH: -68\.00 EUR \(-1\.90% on cost\)(\n|$)/],
    [["que ação perdeu mais dinheiro?"], /^A ação que mais dinheiro perdeu \(não realizado: valor face ao custo\) é KO: -890,00 EUR \(-12,79% face ao custo\)\.(\n|$)/],
    [["qual ação ganhou mais dinheiro?"], /^A ação que mais dinheiro ganhou \(não realizado: valor face ao custo\) é EDP: \+1\.325,00 EUR \(\+24,36% face ao custo\)\.(\n|$)/],
  ])("%j", async (questions, answer) => {
    expect(await answerAfter(...questions)).toMatch(answer);
  });
});

describe("which one, after a question of the portfolio", () => {
  it.each([
    [["how are my investments doing?", "which one is doing worst?"], /^Your worst performing holding is KO: -12\.79% on cost \(a loss of 890\.00 EUR; worth 6,070\.00 EUR\)\.\nThe others:\n- AGGH/],
    [["how are my holdings doing?", "and which did best?"], /^Your best performing holding is EDP: \+24\.36% on cost/],
    [["como estão os meus investimentos?", "qual está a correr pior?"], /^A sua posição com pior desempenho é KO: -12,79% face ao custo/],
    [["como estão os meus investimentos?", "e qual deles vai melhor?"], /^A sua posição com melhor desempenho é EDP: \+24,36% face ao custo/],
  ])("%j ranks the holdings by gain", async (questions, answer) => {
    expect(await answerAfter(...questions)).toMatch(answer);
  });

  it.each([["how was my week?", "which day was worst?"], ["como foi a minha semana?", "qual foi o pior?"], ["which one is doing worst?"]])("%j is no ranking of holdings", async (...questions) => {
    expect(await answerAfter(...questions)).not.toMatch(/holding|posição/);
  });
});
