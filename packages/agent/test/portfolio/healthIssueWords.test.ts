import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The data check beside the figures is said from each issue's code and values: in Portuguese with the same dates,
// days, quantities and amounts the English message gives, numbers written as Portuguese writes them.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["ISA", "Degiro"] });

const issues = [
  { kind: "missingQuote", severity: "error", subject: "VWCE", message: "VWCE has no quote on or before 2026-11-29; it is valued at cost", code: "HEALTH_MISSING_QUOTE", params: { symbol: "VWCE", asOf: "2026-11-29" } },
  { kind: "staleQuote", severity: "warning", subject: "KO", message: "KO's last quote is from 2026-10-01 (59 days old)", code: "HEALTH_STALE_QUOTE", params: { symbol: "KO", date: "2026-10-01", days: 59 } },
  { kind: "missingFx", severity: "error", subject: "GBP/EUR", message: "No exchange rate for GBP/EUR: amounts in that currency were counted 1:1", code: "HEALTH_MISSING_FX", params: { pair: "GBP/EUR" } },
  { kind: "unclassifiedAsset", severity: "warning", subject: "BTC", message: "BTC has no asset class, sector", code: "HEALTH_UNCLASSIFIED_ASSET", params: { symbol: "BTC", fields: "assetClass,sector" } },
  { kind: "negativePosition", severity: "error", subject: "AAPL", message: "AAPL has a negative quantity (-2.5): a sale or transfer exceeds what was bought", code: "HEALTH_NEGATIVE_POSITION", params: { symbol: "AAPL", quantity: "-2.5" } },
];
const negativeCash = { kind: "negativeCash", severity: "warning", subject: "degiro/USD", message: "Cash in USD is negative (-1234.5): a deposit may be missing", code: "HEALTH_NEGATIVE_CASH", params: { currency: "USD", amount: "-1234.5" } };

/** The lines of the data check's issues in the answer to `question` (those after its "Data check:" line). */
const dataCheck = async (question: string, checked: ReadonlyArray<object>) => {
  const lines = (await answerWith(question, { get_holdings: { ...holdings, account: null }, get_health_status: { ok: false, issues: checked } })).split("\n");
  const start = lines.findIndex((line) => /^(Data check|Verificação dos dados):/.test(line));
  return lines.slice(start + 1).filter((line) => line.startsWith("- "));
};

describe("the data check's issues, said from their codes", () => {
  it("in Portuguese, with the values each issue names", async () => {
    expect(await dataCheck("o que tenho na carteira?", issues)).toEqual([
      "- VWCE não tem cotação até 2026-11-29: conta pelo custo de compra",
      "- A última cotação de KO é de 2026-10-01 (há 59 dias)",
      "- Não há taxa de câmbio para GBP/EUR: os montantes nessa moeda foram contados 1:1",
      "- BTC não tem classe de ativo, setor",
      "- AAPL tem uma quantidade negativa (-2,5): uma venda ou transferência passa do que foi comprado",
    ]);
    expect(await dataCheck("o que tenho na carteira?", [negativeCash])).toEqual(["- O saldo em USD está negativo (-1.234,5): pode faltar um depósito"]);
  });

  it("in English, in the check's own words", async () => {
    expect(await dataCheck("what's in my portfolio?", [...issues.slice(3), negativeCash])).toEqual([
      "- BTC has no asset class, sector",
      "- AAPL has a negative quantity (-2.5): a sale or transfer exceeds what was bought",
      "- Cash in USD is negative (-1234.5): a deposit may be missing",
    ]);
  });

  it("in the check's words for a code it does not know", async () => {
    const unknown = { kind: "somethingNew", severity: "warning", subject: "X", message: "X needs a look", code: "HEALTH_SOMETHING_NEW", params: { symbol: "X" } };
    expect(await dataCheck("o que tenho na carteira?", [unknown])).toEqual(["- X needs a look"]);
  });
});
