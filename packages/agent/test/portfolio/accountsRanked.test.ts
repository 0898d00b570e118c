import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The account with the most (or the least) money, named first with its value, then every account in that order.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Degiro", "XTB", "Savings"] });
const account = (name: string, type: string, currency: string, value: string) => ({ id: name, name, type, currency, active: true, value, cash: "0" });
const accounts = { baseCurrency: "EUR", accounts: [account("Degiro", "BROKERAGE", "EUR", "8000.00"), account("XTB", "BROKERAGE", "USD", "27435.37"), account("Savings", "SAVINGS", "EUR", "1500.50")] };

describe("the accounts ranked by value", () => {
  it.each([
    ["which account has the most money?", /^The account with the most money is XTB: 27,435\.37 EUR\.\nYour accounts, by value \(cash included\):\n- XTB [^\n]*\n- Degiro [^\n]*\n- Savings /],
    ["what is my biggest account?", /^The account with the most money is XTB: 27,435\.37 EUR\./],
    ["qual conta tem mais dinheiro?", /^A conta com mais dinheiro é XTB: 27\.435,37 EUR\.\nAs suas contas, por valor \(com o dinheiro\):\n- XTB [^\n]*\n- Degiro /],
    ["em que conta tenho mais dinheiro?", /^A conta com mais dinheiro é XTB: 27\.435,37 EUR\./],
    ["which account has the least money?", /^The account with the least money is Savings: 1,500\.50 EUR\.\n[^\n]*\n- Savings [^\n]*\n- Degiro /],
    ["qual é a minha menor conta?", /^A conta com menos dinheiro é Savings: 1\.500,50 EUR\./],
  ])("%s: that account first, with its value", async (question, answer) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["get_accounts"]);
    expect(await answerWith(question, { get_accounts: accounts })).toMatch(answer);
  });

  it.each([
    ["which accounts do I have?", /^Your accounts:\n- Degiro /],
    ["quais são as minhas contas?", /^As suas contas:\n- Degiro /],
  ])("%s: the accounts as they are, unranked", async (question, answer) => {
    expect(await answerWith(question, { get_accounts: accounts })).toMatch(answer);
  });
});
