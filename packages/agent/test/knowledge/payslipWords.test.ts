import { listDocuments, searchKnowledgeBase } from "@lifeos/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineChat } from "../support/offlineChat.js";

// A payslip says its amounts in its own language; the question may be asked in the other.

const recibo = [
  "Recibo de Vencimento — outubro de 2024",
  "Empresa: Atelier Norte, Lda.",
  "Trabalhador: Beatriz Almeida Santos",
  "Vencimento base: 2.150,00 €",
  "Subsídio de alimentação: 132,00 €",
  "Total ilíquido: 2.282,00 €",
  "Retenção na fonte de IRS: 312,00 €",
  "Segurança Social (11%): 236,50 €",
  "Total de descontos: 548,50 €",
  "Vencimento líquido: 1.733,50 €",
].join("\n");

const payslip = [
  "Payslip — March 2024",
  "Employer: Harbour Design Ltd",
  "Employee: Tom Reed",
  "Basic salary: 3,400.00 GBP",
  "Meal allowance: 120.00 GBP",
  "Gross pay: 3,520.00 GBP",
  "Income tax withheld: 610.00 GBP",
  "Social security contributions: 290.00 GBP",
  "Total deductions: 900.00 GBP",
  "Take-home pay: 2,620.00 GBP",
].join("\n");

const lease = "Rental agreement. The monthly rent is 950 EUR, paid by the 8th of each month. Either party gives 60 days' notice to end it.";

const chats: Array<Awaited<ReturnType<typeof offlineChat>>> = [];
afterAll(async () => {
  for (const chat of chats) await chat.dispose();
});
const withDocuments = async (...documents: ReadonlyArray<readonly [string, string]>) => {
  const chat = await offlineChat([searchKnowledgeBase, listDocuments]);
  chats.push(chat);
  for (const [name, text] of documents) await chat.store(name, text);
  return chat;
};

describe("money words of a payslip, matched across English and Portuguese", () => {
  let portuguese: Awaited<ReturnType<typeof offlineChat>>;
  let english: Awaited<ReturnType<typeof offlineChat>>;
  beforeAll(async () => {
    portuguese = await withDocuments(["recibo-vencimento-outubro.txt", recibo], ["rental-agreement.txt", lease]);
    english = await withDocuments(["payslip-march.txt", payslip], ["rental-agreement.txt", lease]);
  }, 120_000);

  it.each([
    ["what was my net pay last month?", "Vencimento líquido: 1.733,50 €"],
    ["what's my take-home pay?", "Vencimento líquido: 1.733,50 €"],
    ["quanto recebi líquido?", "Vencimento líquido: 1.733,50 €"],
    ["what was my gross pay?", "Total ilíquido: 2.282,00 €"],
    ["how much social security did I pay?", "Segurança Social (11%): 236,50 €"],
    ["what were my deductions?", "Total de descontos: 548,50 €"],
    ["what is my meal allowance?", "Subsídio de alimentação: 132,00 €"],
  ])("a Portuguese payslip: %s quotes %s", async (question, line) => {
    expect(await portuguese.answer(question)).toContain(line);
  });

  it.each([
    ["quanto recebi líquido no mês passado?", "Take-home pay: 2,620.00 GBP"],
    ["qual é o meu vencimento líquido?", "Take-home pay: 2,620.00 GBP"],
    ["what was my net pay?", "Take-home pay: 2,620.00 GBP"],
    ["qual foi o meu salário bruto?", "Gross pay: 3,520.00 GBP"],
    ["quanto paguei de segurança social?", "Social security contributions: 290.00 GBP"],
    ["quanto foi o total de descontos?", "Total deductions: 900.00 GBP"],
    ["qual é o meu subsídio de alimentação?", "Meal allowance: 120.00 GBP"],
  ])("an English payslip: %s quotes %s", async (question, line) => {
    expect(await english.answer(question)).toContain(line);
  });
});
