import { describe, expect, it } from "vitest";
import { knowledgeSkill } from "../../src/knowledge/offline/knowledgeSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";
import { answerFromDocuments, run } from "./knowledgeTestModel.js";

// What the user spent on something, or paid for it, asked of no period: a contract or an invoice says it, and the answer
// is headed by what was asked, not by the verb it was asked with.

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` });
const rent = passage("lease.md", "2. Rent", "The monthly rent is 1,150 euros, paid by bank transfer by the 8th day of each month.");
const term = passage("lease.md", "1. Term", "The lease runs for three years, from 1 October 2025 to 30 September 2028.");
const renda = passage("arrendamento.md", "Renda", "A renda mensal é de 950 euros, paga até ao dia 8 de cada mês.");

describe("what was spent on something a contract sets", () => {
  it.each(["how much did I spend on rent?", "quanto gastei de renda?", "how much have I spent on rent?"])("%s searches the documents first", async (asked) => {
    const { calls } = await run([{ role: "user", content: asked }]);
    expect(calls[0]?.name).toBe("search_knowledge_base");
  });

  it.each([
    ["how much did I spend on rent?", [rent, term], "1,150 euros"],
    ["quanto gastei de renda?", [renda], "950 euros"],
  ])("%s quotes the rent's line", async (asked, passages, quoted) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    expect(answer.text.split("\n").find((line) => line.startsWith("- "))).toContain(quoted);
  });
});

describe("the heading of the passages found", () => {
  it.each([
    ["how much did I spend on rent?", [rent], "What your documents say about “rent”"],
    ["how much did I pay for rent?", [rent], "What your documents say about “rent”"],
    ["quanto gastei de renda?", [renda], "O que os seus documentos dizem sobre «renda»"],
    ["quanto paguei de renda?", [renda], "O que os seus documentos dizem sobre «renda»"],
  ])("%s names the subject only", async (asked, passages, heading) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    expect(answer.text).toContain(heading);
  });
});

describe("when something was bought", () => {
  const invoice = passage("laptop-invoice.md", "Invoice FT 2026/1187", "Invoice date: 14 March 2026\nCustomer: Ana Silva\n\n| Item | Qty | Price |\n| --- | --- | --- |\n| Laptop ThinkPad X1 Carbon | 1 | 1,649.00 EUR |\n\nWarranty: 3 years, until 14 March 2029.");
  const fatura = passage("fatura-portatil.md", "Fatura FT 2026/88", "Data da fatura: 2 de maio de 2026\nCliente: Ana Silva\n\nPortátil Lenovo IdeaPad 5, 1 unidade, 799,00 EUR\n\nGarantia válida até 2 de maio de 2029.");
  it.each([
    ["when did I buy my laptop?", invoice, "14 March 2026", "ThinkPad"],
    ["what date did I purchase the laptop?", invoice, "14 March 2026", "ThinkPad"],
    ["quando comprei o meu portátil?", fatura, "2 de maio de 2026", "IdeaPad"],
    ["em que data comprei o portátil?", fatura, "2 de maio de 2026", "IdeaPad"],
  ])("%s quotes the invoice's date with its item", async (asked, found, date, item) => {
    const { answer } = await answerFromDocuments(asked, { passages: [found], found: "some" });
    const quoted = answer.text.split("\n").find((line) => line.startsWith("- ")) ?? "";
    expect(quoted).toContain(date);
    expect(quoted).toContain(item);
    expect(quoted).not.toMatch(/2029/);
  });
});

describe("a sum asked of a contract", () => {
  const ending = passage("lease.md", "7. Ending the lease", "The tenant may end the lease after its first year with 120 days' written notice.");
  const fim = passage("arrendamento.md", "Fim do contrato", "O arrendatário pode pôr fim ao contrato com 120 dias de antecedência.");
  it.each([
    ["how much did I spend on rent?", [rent, ending, term]],
    ["how much is my rent?", [ending, rent, term]],
    ["quanto gastei de renda?", [fim, renda]],
    ["quanto pago de renda?", [fim, renda]],
  ])("%s quotes only the passages that say a sum", async (asked, passages) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    const quoted = answer.text.split("\n").filter((line) => line.startsWith("- "));
    expect(quoted).toHaveLength(1);
    expect(quoted[0]).toMatch(/1,150 euros|950 euros/);
  });
});

describe("nothing found of what was spent", () => {
  it.each([
    ["quanto gastei em restaurantes?", "«restaurantes»", "gastei"],
    ["quanto paguei pelo ginásio?", "«ginásio»", "paguei"],
    ["how much did I pay for the gym?", "“gym”", "pay"],
  ])("%s names only the subject", async (asked, subject, framing) => {
    const { answerWith } = offlineConversation({ skills: [knowledgeSkill], now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });
    const text = await answerWith(asked, { search_knowledge_base: { passages: [], found: "none", hasDocuments: true } });
    expect(text).toContain(subject);
    expect(text).not.toContain(framing);
  });
});
