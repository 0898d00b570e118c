import { describe, expect, it } from "vitest";
import { inPlace } from "../../src/portfolio/offline/placeIn.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Where money is, said as Portuguese says a place: with the article the name takes ("na Europa", "nos EUA", "no Japão"),
// and bare where it takes none ("em Portugal"); in English, "the" before the names that take it ("in the United States").

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const allocation = (key: string) => ({ baseCurrency: "EUR", by: "region", slices: [{ key: "Global", weight: 0.5, value: "5000.00" }, { key, weight: 0.3, value: "3000.00" }, { key: "Asia", weight: 0.2, value: "2000.00" }] });
const tools = (key: string) => (name: string) => (name === "get_asset_allocation" ? allocation(key) : undefined);

describe("a region's slice said with the article its name takes", () => {
  it.each([
    ["quanto tenho na Europa?", "Europe", "Tem 3.000,00 EUR na Europa, 30,00% da carteira."],
    ["quanto tenho em ações americanas?", "North America", "Tem 3.000,00 EUR na América do Norte, 30,00% da carteira."],
    ["quanto dinheiro tenho nos estados unidos?", "United States", "Tem 3.000,00 EUR nos Estados Unidos, 30,00% da carteira."],
    ["qual a minha exposição aos EUA?", "US", "Tem 3.000,00 EUR nos EUA, 30,00% da carteira."],
    ["quanto tenho no Japão?", "Japan", "Tem 3.000,00 EUR no Japão, 30,00% da carteira."],
    ["quanto tenho no Reino Unido?", "United Kingdom", "Tem 3.000,00 EUR no Reino Unido, 30,00% da carteira."],
    ["how much do I have in the US?", "United States", "You have 3,000.00 EUR in the United States, 30.00% of your portfolio."],
    ["how much do I have in Europe?", "Europe", "You have 3,000.00 EUR in Europe, 30.00% of your portfolio."],
  ])("%s (%s)", async (question, key, lead) => {
    expect((await answerWith(question, tools(key))).startsWith(lead)).toBe(true);
  });

  it.each([
    ["quanto tenho na China?", "Não tem nada na China na carteira, nem numa região de que faça parte"],
    ["how much do I have in the UK?", "You hold nothing in the United Kingdom, nor in a region it is part of"],
  ])("%s: none held there, said the same way", async (question, answer) => {
    const elsewhere = () => ({ baseCurrency: "EUR", by: "region", slices: [{ key: "Global", weight: 0.6, value: "6000.00" }, { key: "North America", weight: 0.4, value: "4000.00" }] });
    expect((await answerWith(question, elsewhere)).startsWith(answer)).toBe(true);
  });

  it.each([
    ["quanto tenho na China?", "Tem 2.000,00 EUR na Ásia, 20,00% da carteira. A carteira guarda a região de cada posição, não o país: este valor é tudo o que está na Ásia, não só na China."],
    ["how much do I have in the UK?", "You have 3,000.00 EUR in Europe, 30.00% of your portfolio. The portfolio keeps each holding's region, not its country: this is everything in Europe, not only in the United Kingdom."],
  ])("%s: a country kept as the wider region, said the same way", async (question, answer) => {
    expect((await answerWith(question, tools("Europe"))).startsWith(answer)).toBe(true);
  });

  it.each([
    ["Portugal", "pt", "em Portugal"],
    ["Ásia", "pt", "na Ásia"],
    ["Mercados emergentes", "pt", "nos Mercados emergentes"],
    ["Brasil", "pt", "no Brasil"],
    ["United Kingdom", "en", "in the United Kingdom"],
    ["Portugal", "en", "in Portugal"],
  ] as const)("%s (%s): %s", (name, language, said) => {
    expect(inPlace("region", name, language)).toBe(said);
  });

  it("a sector takes no article", () => {
    expect(inPlace("sector", "Tecnologia", "pt")).toBe("em Tecnologia");
  });
});
