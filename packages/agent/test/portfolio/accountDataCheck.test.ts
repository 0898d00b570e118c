import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The data check beside one account's figures speaks of what that account holds, not of the other accounts' assets.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["ISA", "Degiro"] });
const stale = (symbol: string) => ({
  kind: "staleQuote",
  severity: "warning",
  subject: symbol,
  message: `${symbol}'s last quote is from 2026-10-01 (59 days old)`,
  code: "HEALTH_STALE_QUOTE",
  params: { symbol, date: "2026-10-01", days: 59 },
});
const inIsa = { ...holdings, cash: [{ accountId: "isa", currency: "EUR", amount: "1000", amountBase: "1000" }], missingFx: [], negativePositions: [], account: "ISA" };
const issues = [
  stale("KO"),
  stale("MSFT"),
  { kind: "negativeCash", severity: "warning", subject: "degiro/USD", message: "Cash in USD is negative (-5): a deposit may be missing", code: "HEALTH_NEGATIVE_CASH", params: { currency: "USD", amount: "-5" } },
];

describe("the data check of one account", () => {
  it.each([
    ["what's in my ISA?", "KO's last quote is from 2026-10-01", /MSFT|USD is negative/, /^Data check: 1 issue/m],
    ["o que tenho no ISA?", "A última cotação de KO é de 2026-10-01", /MSFT|USD está negativo/, /^Verificação dos dados: 1 problema/m],
  ])("%s: only that account's issues", async (question, kept, dropped, count) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    const text = await answerWith(question, { get_holdings: inIsa, get_health_status: { ok: true, issues } });
    expect(text).toContain(kept);
    expect(text).toMatch(count);
    expect(text).not.toMatch(dropped);
  });

  it.each([
    ["what's in my portfolio?", /^Data check: 3 issue/m],
    ["o que tenho na carteira?", /^Verificação dos dados: 3 problema/m],
  ])("%s: the whole portfolio's figures keep the whole check", async (question, count) => {
    const text = await answerWith(question, { get_holdings: { ...holdings, account: null }, get_health_status: { ok: true, issues } });
    expect(text).toMatch(count);
  });
});
