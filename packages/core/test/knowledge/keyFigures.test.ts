import { describe, expect, it } from "vitest";
import type { ParsedPage } from "../../src/index.js";
import { figuresIn, summarizeDocument } from "../../src/index.js";

const single = (text: string): ParsedPage[] => [{ number: null, text, headings: [] }];

describe("the key figures of a sentence", () => {
  it.each([
    ["The monthly rent is 980 euros, due by the 5th.", ["money", "recurring"]],
    ["Prémio anual: 389,90 €.", ["money", "recurring"]],
    ["The contract runs for two years, from 1 May 2025 to 30 April 2027.", ["date", "duration"]],
    ["O contrato vigora de 1 de março de 2025 a 28 de fevereiro de 2026.", ["date", "duration"]],
    ["The appointment is on 3 June.", ["date"]],
    ["The salary rises by 3% in January.", ["percentage"]],
    ["Tenants keep the garden tidy and quiet.", []],
  ])("%j states %j", (sentence, kinds) => {
    expect(figuresIn(sentence)).toEqual(kinds);
  });
});

describe("a summary of a document with figures", () => {
  const contract = [
    "Employment contract",
    "",
    "The employee joins the team of analysts in the Porto office and reports to the head of data. The employee works from the office three days a week and from home on the other days. The employee keeps the team's data confidential and follows the office's security rules.",
    "",
    "The contract runs for two years, from 1 May 2025 to 30 April 2027.",
    "",
    "The gross monthly salary is 2,400 euros, paid on the last working day of each month.",
    "",
    "The employee may use the office's laptops and phones for work. The team meets every Monday morning to plan the week. The office is closed on public holidays.",
  ].join("\n");
  const apolice = [
    "Seguro de saúde",
    "",
    "O seguro cobre consultas, exames e internamento em hospitais da rede. As consultas na rede têm um copagamento fixo. O seguro não cobre tratamentos estéticos nem doenças anteriores à adesão. As consultas fora da rede são reembolsadas em parte.",
    "",
    "Prémio mensal: 42,30 €, cobrado por débito direto.",
    "",
    "Vigência: de 1 de março de 2025 a 28 de fevereiro de 2026.",
    "",
    "- Consultas na rede: copagamento de 15 € por consulta.",
    "- Internamento: capital de 25 000 € por ano.",
  ].join("\n");

  it.each([
    ["an English contract", contract, ["2,400 euros", "two years, from 1 May 2025 to 30 April 2027"]],
    ["uma apólice em português", apolice, ["42,30 €", "de 1 de março de 2025 a 28 de fevereiro de 2026"]],
  ])("of %s says what it costs and how long it runs", (_, text, figures) => {
    const summary = summarizeDocument(single(text));
    for (const figure of figures) expect(summary).toContain(figure);
    expect(summary!.length).toBeLessThanOrEqual(600);
  });

  it("leaves a plain-text heading out and reads a list item as a sentence of its own", () => {
    expect(summarizeDocument(single(apolice))).not.toContain("Seguro de saúde");
    const list = "Coberturas\n- Consultas na rede: copagamento de 15 € por consulta.\n- Internamento: capital de 25 000 € por ano.";
    expect(summarizeDocument(single(list), { sentences: 1 })).toBe("Internamento: capital de 25 000 € por ano.");
  });
});
