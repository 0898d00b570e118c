import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// "How much do I have in EDP?", "quanto tenho na EDP?", "quanto tenho no BCP?": money held in one holding named, its
// line of the holdings or that it is not held; said with no article before the company's name, whose gender the
// portfolio does not keep ("o EDP" would be wrong, "a BCP" too).

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const tools = { get_holdings: holdings, get_health_status: { issues: [] } };
const articleBefore = /(?<![\p{L}])(?:o|a|os|as|no|na|do|da|ao|à|pelo|pela) (?:EDP|BCP|KO)\b/iu;

describe("money held in one holding named", () => {
  it.each(["quanto tenho em EDP?", "quanto tenho na EDP?", "quanto tenho no BCP?", "how much do I have in EDP?", "how much money do I have in BCP?", "quanto é que tenho na Coca-Cola?", "quanto dinheiro tenho nas ações da EDP?"])(
    "%s: the holdings, with the data check",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
    },
  );

  it.each([
    ["quanto tenho em EDP?", /^EDP \(EDP - Energias de Portugal\): 1\.100 unidades, custaram 5\.440,00 EUR e valem 6\.765,00 EUR/],
    ["quanto tenho na EDP?", /^EDP \(EDP - Energias de Portugal\): 1\.100 unidades, custaram 5\.440,00 EUR e valem 6\.765,00 EUR/],
    ["how much do I have in EDP?", /^EDP \(EDP - Energias de Portugal\): 1,100 units that cost 5,440\.00 EUR, worth 6,765\.00 EUR/],
    ["quanto tenho no BCP?", /^Não tem BCP na carteira\. As suas posições: EDP, KO, AGGH\./],
    ["how much do I have in BCP?", /^You hold no BCP\. Your holdings: EDP, KO, AGGH\./],
  ])("%s: its line, or that it is not held, with no article before its name", async (question, answer) => {
    const said = await answerWith(question, tools);
    expect(said).toMatch(answer);
    // An English "no" is no article.
    if (question.startsWith("quanto")) expect(said).not.toMatch(articleBefore);
  });

  it("a name asked of holdings known by ticker alone is shown asked by ticker with no article before it", async () => {
    const unnamed = { ...holdings, holdings: holdings.holdings.map((row) => ({ ...row, name: row.symbol })) };
    const said = await answerWith("quanto tenho na Galp?", { ...tools, get_holdings: unnamed });
    expect(said).toContain("Pergunte pelo ticker (por exemplo «qual é a posição em EDP?»)");
    expect(said).not.toMatch(articleBefore);
  });
});
