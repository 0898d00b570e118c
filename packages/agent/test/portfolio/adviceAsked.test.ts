import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Advice asked ("should I sell KO?", "devo vender?", "should I sell my ETFs?") is said plainly not to be given, with the
// numbers that can be shown: the holding named, the holdings of the kind named, or the whole portfolio.

const { answerWith, callsAfter } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon", assets: [{ symbol: "KO", name: "Coca-Cola" }] });
const read = (question: string) => answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } });

describe("advice asked for", () => {
  it.each([
    ["should I sell KO?", "I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers. What you hold now:\nKO (Coca-Cola): 120 units"],
    ["devo vender a KO?", "Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números. O que tem agora:\nKO (Coca-Cola): 120 unidades"],
    ["should I sell?", "I don't give investment advice, so I can't tell you whether to buy or sell, but I can show you the numbers. What you hold now:\nYour portfolio is worth"],
    ["devo vender?", "Não dou conselhos de investimento, por isso não posso dizer se deve comprar ou vender, mas posso mostrar os números. O que tem agora:\nA carteira vale"],
    ["should I sell my ETFs?", "What you hold now:\nYour ETFs:\n- AGGH: 3,518.00 EUR (-1.90% on cost)"],
    ["vale a pena comprar mais ações?", "O que tem agora:\nAs suas ações:\n- EDP: 6.765,00 EUR (+24,36% face ao custo)\n- KO: 6.070,00 EUR (-12,79% face ao custo)"],
  ])("%s", async (question, said) => {
    expect(await read(question)).toContain(said);
  });

  it.each(["should I sell?", "devo comprar?"])("%s reads the holdings", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("get_holdings");
  });

  it.each([
    ["sell my KO", /^LifeOS does not trade: I can't buy or sell for you/],
    ["vende as minhas KO", /^O LifeOS não negoceia/],
  ])("%s, a trade asked, still says LifeOS does not trade", async (question, lead) => {
    expect(await read(question)).toMatch(lead);
  });
});
