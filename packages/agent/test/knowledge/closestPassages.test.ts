import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// When no passage really answers, the answer says so and shows the nearest passages as the closest, not as the answer.

const passages = [
  { documentId: "d1", name: "lease.md", page: null, heading: "2. Rent", text: "## 2. Rent\n\nThe monthly rent is 1,150 euros, paid by bank transfer by the 8th day of each month.", citation: "[lease.md]" },
  { documentId: "d1", name: "lease.md", page: null, heading: "3. Deposit", text: "## 3. Deposit\n\nThe tenant paid a deposit of two months' rent (2,300 euros) when signing.", citation: "[lease.md]" },
];

describe("a question no passage answers", () => {
  const arrendamento = [
    { documentId: "d2", name: "contrato.md", page: null, heading: "2. Renda", text: "## 2. Renda\n\nA renda mensal é de 1150 euros, paga por transferência até ao dia 8 de cada mês.", citation: "[contrato.md]" },
  ];
  it.each([
    ["What is the penalty for late rent?", passages, /^None of your documents mentions “penalty” or “late”, so none of them answers that\. The closest passages:$/m],
    ["qual é a multa por atraso na renda?", arrendamento, /^Nenhum dos seus documentos fala de «multa» nem de «atraso», por isso nenhum responde a isso\. Os excertos mais próximos:$/m],
  ])("%s says no document mentions it, and shows the nearest passages as closest", async (asked, found, said) => {
    const { answer } = await answerFromDocuments(asked, { passages: found, found: "some" });
    expect(answer.text).toMatch(said);
    expect(answer.text).not.toMatch(/What your documents say about|O que os seus documentos dizem sobre/);
    expect(answer.text).toMatch(/^- .*(?:rent|renda)/m);
  });

  it.each([
    ["When is the rent due?", passages, "What your documents say about"],
    ["quanto é a renda mensal?", arrendamento, "O que os seus documentos dizem sobre"],
    // Spending, like paying or costing, only says how the rent is asked: no document has to mention it.
    ["how much do I spend on rent?", passages, "What your documents say about"],
    ["quanto gasto de renda?", arrendamento, "O que os seus documentos dizem sobre"],
    ["quanto gastei com a renda?", arrendamento, "O que os seus documentos dizem sobre"],
  ])("%s, which a passage answers, is quoted as what the documents say", async (asked, found, said) => {
    const { answer } = await answerFromDocuments(asked, { passages: found, found: "some" });
    expect(answer.text).toContain(said);
  });
});

describe("a secret asked for that no document holds", () => {
  it.each([
    ["what is my bank password?", /None of your documents mentions “password”[\s\S]*I don't keep passwords, PINs, card numbers or other secrets[\s\S]*password manager/],
    ["qual é a senha do banco?", /Nenhum dos seus documentos fala de «senha»[\s\S]*Não guardo palavras-passe, PINs[\s\S]*gestor de palavras-passe/],
  ])("%s also says no secret is kept, and where secrets belong", async (asked, said) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    expect(answer.text).toMatch(said);
  });
});
