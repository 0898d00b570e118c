import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions a newcomer asks of a Brazilian rental contract, a health policy and an appliance's guarantee, in either
// language: the line that answers is quoted, not the title or a clause that only shares a word.

const now = new Date("2026-11-29T10:00:00Z");
const assets = [{ symbol: "IWDA", name: "iShares Core MSCI World" }];
// A journal's words, among them the ones a policy's words are a letter away from ("muita", "gostei", "pensar").
const vocabulary = new Set(["muita", "muito", "gostei", "gosto", "pensar", "baixo", "jantar", "praia"]);
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, vocabulary });
const searchOf = async (question: string) => {
  const { calls } = await ask(question);
  const search = calls.find((call) => call.name === "search_knowledge_base" || call.name === "search_journal");
  return search === undefined ? undefined : (JSON.parse(search.arguments) as { query: string; related?: string[][] });
};

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
const contract = [
  passage("contrato-locacao.md", "Cláusula 3 – Do aluguel", "## Cláusula 3 – Do aluguel\nO aluguel mensal é de R$ 3.200,00 (três mil e duzentos reais), a ser pago até o dia 5 (cinco) de cada mês, por transferência PIX para a conta do LOCADOR. O valor será reajustado anualmente pelo IPCA."),
  passage("contrato-locacao.md", "Cláusula 2 – Do prazo", "## Cláusula 2 – Do prazo\nA locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2025 e término em 31 de agosto de 2027."),
  passage("contrato-locacao.md", "Contrato de Locação Residencial", "# Contrato de Locação Residencial\nPelo presente instrumento, de um lado **Marcos Antônio Ferreira**, doravante denominado LOCADOR, e de outro **Juliana Costa Ribeiro**, doravante denominada LOCATÁRIA, têm entre si justo e contratado o seguinte."),
];
const guarantee = [
  passage("Warranty - Bosch washing machine.txt", "", "BOSCH Serie 6 Washing Machine WGG24409GB - Manufacturer's Guarantee\n\nDate of purchase: 14 June 2024\nPrice paid: £549.00\n\nGuarantee period\nThe appliance is guaranteed for 2 years from the date of purchase against defects."),
];

describe("the rent, not its contract", () => {
  it.each(["qual é o valor do aluguel?", "quanto é o aluguer?"])("%s: searches the rent itself", async (question) => {
    expect((await searchOf(question))?.query).toMatch(/\balugue[lr]\b/);
  });

  it.each([
    ["until what day do I have to pay the rent?", "até o dia 5 (cinco) de cada mês"],
    ["até que dia tenho de pagar o aluguel?", "até o dia 5 (cinco) de cada mês"],
  ])("%s: the day of each month it is due, before the contract's term", async (question, quoted) => {
    const answer = await answerWith(question, { search_knowledge_base: { passages: contract, found: "some" }, search_journal: { results: [], confidence: "none" } });
    expect(answer).toMatch(/:\n\n- \*\*Cláusula 3 – Do aluguel\*\*/);
    expect(answer).toContain(quoted);
  });


  it.each(["who pays the IPTU?", "quem paga o IMI?"])("%s: a tax's abbreviation is no asset paying income", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).not.toContain("get_income");
  });
});

describe("an appliance's guarantee", () => {
  it.each([
    ["how long is the warranty on my washing machine?", "guaranteed for 2 years"],
    ["quanto tempo dura a garantia?", "guaranteed for 2 years"],
    ["how much did I pay for the washing machine?", "Price paid: £549.00"],
  ])("%s: the line that answers, not the file's title", async (question, quoted) => {
    const answer = await answerWith(question, { search_knowledge_base: { passages: guarantee, found: "some" }, search_journal: { results: [], confidence: "none" } });
    expect(answer).toContain(quoted);
    expect(answer).not.toContain("WGG24409GB");
  });
});

describe("a policy's words, in either language, are words", () => {
  it.each([
    ["qual é a multa por rescisão?", "multa"],
    ["quanto gastei no dentista?", "dentista"],
    ["what is the waiting period for childbirth?", "carência"],
    ["is orthodontics covered?", "ortodontia"],
    ["qual é o período de carência do parto?", "childbirth"],
    ["os implantes estão cobertos?", "implants"],
  ])("%s: searches with %s", async (question, word) => {
    const search = await searchOf(question);
    expect([search?.query ?? "", ...(search?.related ?? []).flat()].join(" ").split(/\s+/)).toContain(word);
  });

  it("reads 'gastei' as written, not as 'gostei'", async () => {
    expect((await searchOf("quanto gastei no dentista?"))?.query ?? "").not.toContain("gostei");
  });
});

describe("an invoice's lines", () => {
  const invoice = (name: string, text: string) => [passage(name, "", text)];
  it.each([
    ["how much was the filling?", invoice("dentist-invoice.txt", "Smile Dental Clinic - Invoice 1187\nScale and polish .......... 55.00 EUR\nFilling, tooth 36 .......... 80.00 EUR\nTotal ..................... 165.00 EUR"), "Filling, tooth 36 .......... 80.00 EUR"],
    ["quanto custou a obturação?", invoice("fatura-dentista.txt", "Clínica Dentária Sorriso — Fatura FR 2026/1187\nDestartarização .... 55,00 €\nRestauração (obturação) dente 36 .... 80,00 €\nTotal .... 165,00 €"), "Restauração (obturação) dente 36 .... 80,00 €"],
  ])("%s: the line with its amount, not cut at the dot leaders", async (question, passages, quoted) => {
    const answer = await answerWith(question, { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } });
    expect(answer).toContain(quoted);
  });
});

describe("an employment contract's words", () => {
  it.each([
    ["o que diz o contrato de trabalho sobre pensão?", "pension"],
    ["what does my contract say about the pension?", "pensão"],
    ["quantos dias de baixa paga tenho?", "sickness"],
  ])("%s: searches with %s", async (question, word) => {
    const search = await searchOf(question);
    expect([search?.query ?? "", ...(search?.related ?? []).flat()].join(" ").split(/\s+/)).toContain(word);
  });
});
