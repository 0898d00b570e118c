import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A company of the person's own holdings named in lower case, as people type in chat ("did i make money on microsoft",
// "quanto ganhei com a apple?"), is that holding, as its name in capitals is: not a word of the grammar, and not the
// person's salary.

const now = new Date("2026-11-29T10:00:00Z");
const assets = [
  { symbol: "AAPL", name: "Apple" },
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "MSFT", name: "Microsoft" },
];
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const holdingLine = [["get_holdings", {}], ["get_health_status", {}]];
/** The holding's line with everything it paid: its whole return. */
const wholeReturn = [["get_holdings", {}], ["get_income", { from: "1900-01-01" }], ["get_health_status", {}]];

describe("a company of the holdings named in lower case", () => {
  it.each([
    "did i make money on microsoft",
    "did I make money on Microsoft?",
    "how is microsoft doing?",
    "did i make money on nvidia",
    "perdi dinheiro com a microsoft?",
    "como está a microsoft?",
  ])("%s: the holding's line", async (question) => {
    expect(await callsAfter(question)).toEqual(holdingLine);
  });
});

describe("what was made on a holding, asked with the verb of earnings", () => {
  it.each(["quanto ganhei com a apple?", "quanto ganhei com a Apple?", "how much did I make on apple?", "quanto ganhei com a nvidia?"])(
    "%s: the holding's whole return, not a payslip",
    async (question) => {
      expect(await callsAfter(question)).toEqual(wholeReturn);
    },
  );

  it.each(["how much did I earn last year?", "quanto ganhei no ano passado?"])("%s: with no asset named, still the documents first", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toEqual(["search_knowledge_base"]);
  });
});
