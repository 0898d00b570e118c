import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "quanto dinheiro pus na carteira este ano?", "how much money did I add this year?": the money put into the portfolio
// over the period (its performance's net flows), not the cash held today nor a search of the journal.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }], accounts: ["Degiro"] });
const report = { report: { baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-20", startValue: "33257.42", endValue: "47894.85", netFlows: "13709.64", gain: "927.79", twr: { cumulative: 0.0151 }, mwr: { periodic: 0.0228, annualised: 0.0228 }, drawdown: { maxDrawdown: -0.0568 } } };

describe("the money put in, asked in other words", () => {
  it.each([
    "quanto dinheiro pus na carteira este ano?",
    "quanto dinheiro tenho posto na carteira este ano?",
    "quanto dinheiro acrescentei à carteira este ano?",
    "how much money did I add this year?",
    "how much cash have I added this year?",
  ])("%s: the year's performance", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["get_performance", { period: "YTD" }]);
  });

  it.each([
    ["how much money did I add this year?", "From 2026-01-01 to 2026-11-20 you put 13,709.64 EUR into the portfolio, net of withdrawals"],
    ["quanto dinheiro pus na carteira este ano?", "De 2026-01-01 a 2026-11-20 colocou 13.709,64 EUR na carteira, descontadas as saídas"],
  ])("%s: the money put in first", async (question, said) => {
    expect(await answerWith(question, { get_performance: report, get_health_status: { issues: [] } })).toMatch(new RegExp(`^${said.replace(/[.()]/g, "\\$&")}`));
  });
});
