import { describe, expect, it } from "vitest";
import { resolveDateRange } from "../src/index.js";
import { everySkill, offlineConversation } from "./support/offlineConversation.js";

// "How was Mother's Day?", "o que escrevi no Dia dos Namorados?" and "since Halloween" named no day: the journal was
// searched for the words. A holiday of its own day is the latest one begun by today, as Christmas and Easter are, on
// its day in the person's country; "since" it, from it to today, as "since March" is from March.

const now = new Date("2026-12-03T10:00:00Z");
const range = (text: string, timeZone: string) => {
  const resolved = resolveDateRange(text, now, timeZone);
  return resolved && `${resolved.from}..${resolved.to} ${resolved.granularity}`;
};

describe("a holiday of its own day, asked of", () => {
  it.each([
    ["How was Mother's Day?", "Como foi o Dia da Mãe?", "2026-05-03..2026-05-03 day"],
    ["What did I write on Valentine's Day?", "O que escrevi no Dia dos Namorados?", "2026-02-14..2026-02-14 day"],
    ["What did I write on Halloween?", "O que escrevi no Dia das Bruxas?", "2026-10-31..2026-10-31 day"],
    ["How was Good Friday last year?", "Como foi a Sexta-feira da Paixão do ano passado?", "2025-04-18..2025-04-18 day"],
    ["How was Father's Day 2025?", "Como foi o Dia do Pai de 2025?", "2025-03-19..2025-03-19 day"],
  ])("in Lisbon: %s / %s", (english, portuguese, expected) => {
    expect(range(english, "Europe/Lisbon")).toBe(expected);
    expect(range(portuguese, "Europe/Lisbon")).toBe(expected);
  });

  it.each([
    ["Como foi o Dia dos Namorados?", "2026-06-12..2026-06-12 day"],
    ["O que escrevi no Dia dos Pais?", "2026-08-09..2026-08-09 day"],
    ["O que fiz no Dia das Mães?", "2026-05-10..2026-05-10 day"],
    ["How was Mother's Day?", "2026-05-10..2026-05-10 day"],
  ])("in São Paulo: %s", (text, expected) => {
    expect(range(text, "America/Sao_Paulo")).toBe(expected);
  });

  it.each([
    ["How was Father's Day?", "2026-06-21..2026-06-21 day"],
    ["How was Thanksgiving?", "2026-11-26..2026-11-26 day"],
  ])("in New York: %s", (text, expected) => {
    expect(range(text, "America/New_York")).toBe(expected);
  });

  it.each([
    ["How has my mood been since Mother's Day?", "Como tem sido o meu humor desde o Dia da Mãe?", "2026-05-03..2026-12-03 range"],
    ["What did I write since Halloween?", "O que escrevi desde o Dia das Bruxas?", "2026-10-31..2026-12-03 range"],
    ["How have I slept since Valentine's Day?", "Como tenho dormido desde o Dia dos Namorados?", "2026-02-14..2026-12-03 range"],
  ])("since it: %s / %s", (english, portuguese, expected) => {
    expect(range(english, "Europe/Lisbon")).toBe(expected);
    expect(range(portuguese, "Europe/Lisbon")).toBe(expected);
  });

  // "since last Christmas" read Christmas Day alone, and "how have I been" on that day became a question of today.
  it.each([
    ["How have I been since last Christmas?", "Como tenho andado desde o último Natal?", "2025-12-25..2026-12-03 range"],
    ["How has my mood been since last Easter?", "Como tem estado o meu humor desde a última Páscoa?", "2026-04-05..2026-12-03 range"],
    ["What did I write since last Halloween?", "O que escrevi desde o último Dia das Bruxas?", "2026-10-31..2026-12-03 range"],
  ])("since the last one: %s / %s", (english, portuguese, expected) => {
    expect(range(english, "Europe/Lisbon")).toBe(expected);
    expect(range(portuguese, "Europe/Lisbon")).toBe(expected);
  });

  it.each(["o que fiz no São João?", "quando fui a Tiradentes?"])("a saint's or hero's name alone may be a place: %s names no day", (text) => {
    expect(range(text, "America/Sao_Paulo")).toBeNull();
  });
});

describe("a mood asked since a holiday", () => {
  const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
  it.each([
    ["how has my mood been since Mother's Day?", { metric: "valence", from: "2026-05-03", to: "2026-12-03" }],
    ["como tem sido o meu humor desde o Dia da Mãe?", { metric: "valence", from: "2026-05-03", to: "2026-12-03" }],
    ["how has my mood been since Halloween?", { metric: "valence", from: "2026-10-31", to: "2026-12-03" }],
    ["como tem estado o meu humor desde o Santo António?", { metric: "valence", from: "2026-06-13", to: "2026-12-03" }],
    ["how have I been since last Christmas?", { metric: "valence", from: "2025-12-25", to: "2026-12-03" }],
    ["como tem estado o meu humor desde a última Páscoa?", { metric: "valence", from: "2026-04-05", to: "2026-12-03" }],
  ])("%s reads the mood from that day to today", async (question, args) => {
    const step = await ask(question);
    expect(step.calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_time_series", args]]);
  });
});
