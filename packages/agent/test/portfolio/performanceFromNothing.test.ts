import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A period that starts before the first activity starts from nothing: its performance says what was put in since then
// and what it is worth, not a value that went "from 0.00".

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-20T10:00:00Z"), timeZone: "Europe/Lisbon" });
const report = (startValue: string) => ({
  report: { from: "2023-12-03", to: "2026-11-20", baseCurrency: "EUR", gain: "-1129.97", startValue, endValue: "47894.85", netFlows: "49024.82", twr: { cumulative: -0.0406 }, mwr: { annualised: -0.0148 }, drawdown: { maxDrawdown: -0.1604 } },
});

describe("the performance since the start", () => {
  it.each([
    ["how did my portfolio do since the start?", "Since 2023-12-03 you put 49,024.82 EUR into the portfolio (net of withdrawals); on 2026-11-20 it is worth 47,894.85 EUR: a loss of 1,129.97 EUR."],
    ["como foi a carteira desde o início?", "Desde 2023-12-03 colocou 49.024,82 EUR na carteira (descontadas as saídas); em 2026-11-20 vale 47.894,85 EUR: perda de 1.129,97 EUR."],
  ])("%s: what was put in and what it is worth, no move from 0.00", async (question, lead) => {
    const answer = await answerWith(question, { get_performance: report("0.00"), get_health_status: { issues: [] } });
    expect(answer.split("\n")[0]).toBe(lead);
    expect(answer).not.toMatch(/0[.,]00 EUR →/);
  });

  it.each([
    ["how did my portfolio do since the start?", "Your portfolio went from 1,000.00 EUR on "],
    ["como foi a carteira desde o início?", "A carteira passou de 1.000,00 EUR em "],
  ])("%s over a period that started with money in: the move in value", async (question, move) => {
    expect(await answerWith(question, { get_performance: report("1000.00"), get_health_status: { issues: [] } })).toContain(move);
  });
});

describe("the performance since the start, after a yes or no", () => {
  it.each([
    ["am I making money?", "No: you lost 1,129.97 EUR", "Since 2023-12-03 you put 49,024.82 EUR into the portfolio (net of withdrawals); on 2026-11-20 it is worth 47,894.85 EUR."],
    ["estou a ganhar dinheiro?", "Não: perdeu 1.129,97 EUR", "Desde 2023-12-03 colocou 49.024,82 EUR na carteira (descontadas as saídas); em 2026-11-20 vale 47.894,85 EUR."],
  ])("%s: the loss said once, in the yes or no", async (question, verdict, since) => {
    const [first, second] = (await answerWith(question, { get_performance: report("0.00"), get_health_status: { issues: [] } })).split("\n").filter((line) => line !== "");
    expect(first).toMatch(new RegExp(`^${verdict}`));
    expect(second).toBe(since);
  });
});
