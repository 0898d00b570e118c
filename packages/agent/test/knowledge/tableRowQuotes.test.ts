import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// An invoice's table row quoted as a line to read: the item, then each other cell after its column's name, never the
// cells run into one another ("Office chair Ergo 300 2 189.00 EUR 378.00 EUR").

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` });
const invoice = passage("office-invoice.md", "Invoice 2026/55", "Date: 3 April 2026\n\n| Item | Qty | Unit price | Total |\n| --- | --- | --- | --- |\n| Office chair Ergo 300 | 2 | 189.00 EUR | 378.00 EUR |\n| Desk lamp | 1 | 35.00 EUR | 35.00 EUR |\n\nTotal due: 413.00 EUR");
const fatura = passage("fatura-escritorio.md", "Fatura 2026/91", "Data: 3 de abril de 2026\n\n| Artigo | Quantidade | Preço unitário | Total |\n| --- | --- | --- | --- |\n| Cadeira de escritório Ergo 300 | 2 | 189,00 EUR | 378,00 EUR |\n| Candeeiro de secretária | 1 | 35,00 EUR | 35,00 EUR |\n\nTotal a pagar: 413,00 EUR");

describe("a table row quoted", () => {
  it.each([
    ["how much did the office chair cost?", invoice, "Office chair Ergo 300 — Qty 2 — Unit price 189.00 EUR — Total 378.00 EUR"],
    ["how much was the desk lamp?", invoice, "Desk lamp — Qty 1 — Unit price 35.00 EUR"],
    ["quanto custou a cadeira de escritório?", fatura, "Cadeira de escritório Ergo 300 — Quantidade 2 — Preço unitário 189,00 EUR — Total 378,00 EUR"],
    ["quanto custou o candeeiro?", fatura, "Candeeiro de secretária — Quantidade 1 — Preço unitário 35,00 EUR"],
  ])("%s: the row's cells apart, after their columns' names", async (asked, found, row) => {
    const { answer } = await answerFromDocuments(asked, { passages: [found], found: "some" });
    const quoted = answer.text.split("\n").find((line) => line.startsWith("- ")) ?? "";
    expect(quoted).toContain(row);
  });
});
