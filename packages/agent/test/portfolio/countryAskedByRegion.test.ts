import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A country asked of ("how much do I have in Portugal?", "quanto tenho investido no Brasil?") is read from the region
// each holding keeps: the country's own slice when a holding keeps it, else the wider region it is part of, said to be
// the whole region; nothing there, said plainly, with the holdings that keep no region at all.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
type Slice = { key: string; weight: number; value: string; symbols?: ReadonlyArray<string> };
const byRegion = (slices: ReadonlyArray<Slice>) => (name: string) => (name === "get_asset_allocation" ? { baseCurrency: "EUR", by: "region", slices } : undefined);
const regions = byRegion([
  { key: "Global", weight: 0.35, value: "16803.48", symbols: ["VWCE", "AGGH"] },
  { key: "North America", weight: 0.2322, value: "11118.79", symbols: ["KO", "MSFT"] },
  { key: "Europe", weight: 0.1387, value: "6644.00", symbols: ["EDP"] },
]);

describe("a country or region asked of, as the holdings keep it", () => {
  it.each(["how much do I have in Portugal?", "what's my exposure to Brazil?", "quanto tenho investido no Brasil?", "quanto tenho em Portugal?", "qual é a minha exposição a Portugal?", "quanto dinheiro tenho no Brasil?", "do I have anything in Portugal?", "tenho alguma coisa no Brasil?", "tenho algum investimento em Portugal?", "quanto tenho investido em empresas portuguesas?", "quanto eu tenho investido em ações brasileiras?"])(
    "%s: the allocation by region",
    async (question) => {
      expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
    },
  );

  it.each(["what did I do in Portugal?", "quando estive no Brasil?", "how many times did I go to Portugal?"])("%s: a place in one's life, not the portfolio", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("get_asset_allocation");
  });

  it.each([
    ["how much do I have in Portugal?", "You have 6,644.00 EUR in Europe, 13.87% of your portfolio. Holdings: EDP. The portfolio keeps each holding's region, not its country: this is everything in Europe, not only in Portugal."],
    ["quanto tenho em Portugal?", "Tem 6.644,00 EUR na Europa, 13,87% da carteira. Posições: EDP. A carteira guarda a região de cada posição, não o país: este valor é tudo o que está na Europa, não só em Portugal."],
    ["quanto tenho nos Estados Unidos?", "Tem 11.118,79 EUR na América do Norte, 23,22% da carteira. Posições: KO, MSFT. A carteira guarda a região de cada posição, não o país: este valor é tudo o que está na América do Norte, não só nos Estados Unidos."],
    ["what's my exposure to Europe?", "You have 6,644.00 EUR in Europe, 13.87% of your portfolio. Holdings: EDP.\n"],
    ["qual a minha exposição à Europa?", "Tem 6.644,00 EUR na Europa, 13,87% da carteira. Posições: EDP.\n"],
  ])("%s: the region kept, its holdings, and that it is all of it", async (question, lead) => {
    expect(await answerWith(question, regions)).toContain(lead);
  });

  it.each([
    [
      "how much do I have in Brazil?",
      "You hold nothing in Brazil, nor in a region it is part of (the portfolio keeps each holding's region, not its country). Your worldwide holdings (VWCE, AGGH: 16,803.48 EUR) may hold some in Brazil; the portfolio does not say how much.",
    ],
    [
      "quanto tenho investido no Brasil?",
      "Não tem nada no Brasil na carteira, nem numa região de que faça parte (a carteira guarda a região de cada posição, não o país). As posições globais (VWCE, AGGH: 16.803,48 EUR) podem ter uma parte no Brasil; a carteira não diz quanto.",
    ],
  ])("%s: nothing there, nor in a wider region, and what the worldwide holdings may hold", async (question, answer) => {
    expect(await answerWith(question, regions)).toMatch(new RegExp(`^${answer.replace(/[.()?]/g, "\\$&")}\n`));
  });

  it.each([
    ["how much do I have in Portugal?", "You have 2,000.00 EUR in Portugal, 20.00% of your portfolio. Holdings: EDP, BCP.\n"],
    ["quanto tenho em Portugal?", "Tem 2.000,00 EUR em Portugal, 20,00% da carteira. Posições: EDP, BCP.\n"],
    ["how much do I have in Brazil?", "You have 1,000.00 EUR in Brazil, 10.00% of your portfolio. Holdings: PETR4.\n"],
    ["quanto tenho investido no Brasil?", "Tem 1.000,00 EUR no Brasil, 10,00% da carteira. Posições: PETR4.\n"],
  ])("%s: a country a holding keeps as its region is its own slice", async (question, lead) => {
    const countries = byRegion([
      { key: "Europe", weight: 0.7, value: "7000.00", symbols: ["SXR8"] },
      { key: "Portugal", weight: 0.2, value: "2000.00", symbols: ["EDP", "BCP"] },
      { key: "Brazil", weight: 0.1, value: "1000.00", symbols: ["PETR4"] },
    ]);
    expect(await answerWith(question, countries)).toContain(lead);
  });

  it.each([
    ["how much do I have in Brazil?", "The portfolio keeps no region for EDP, KO (4,000.00 EUR), so whether they are in Brazil is not known."],
    ["quanto tenho no Brasil?", "A carteira não guarda a região de EDP, KO (4.000,00 EUR), por isso não se sabe se estão no Brasil."],
    ["what's my exposure to Europe?", "The portfolio keeps no region for EDP, KO (4,000.00 EUR), so whether they are in Europe is not known."],
  ])("%s: the holdings that keep no region are named", async (question, said) => {
    const unplaced = byRegion([
      { key: "Global", weight: 0.6, value: "6000.00", symbols: ["VWCE"] },
      { key: "Unclassified", weight: 0.4, value: "4000.00", symbols: ["EDP", "KO"] },
    ]);
    expect(await answerWith(question, unplaced)).toContain(said);
  });
});
