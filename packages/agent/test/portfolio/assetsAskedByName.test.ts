import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// An asset asked about by its ticker or its company's name, an account by its name, and an asset referred to by a
// pronoun right after: with every domain's skill and tool offered, and nothing remembered, written or uploaded about it.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter, answerWith, turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const nothingElse = { get_holdings: holdings, get_health_status: { issues: [] }, get_accounts: { baseCurrency: "EUR", accounts: [{ name: "Lisbon broker", type: "SECURITIES", currency: "EUR", value: 20000 }] } };

/** The answer to the last of `questions` in one conversation, every call of every turn answered with `data` (a failure where `fails` says). */
const answerInThread = async (questions: ReadonlyArray<string>, fails: (name: string, args: Record<string, unknown>) => string | undefined = () => undefined) => {
  const messages: ModelMessage[] = [];
  let text = "";
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    let step = await turn(messages);
    for (let round = 0; round < 3 && step.calls.length > 0; round++) {
      messages.push(
        { role: "assistant", content: "", toolCalls: step.calls },
        ...step.calls.map((call): ModelMessage => {
          const error = fails(call.name, JSON.parse(call.arguments) as Record<string, unknown>);
          const content = error === undefined ? { success: true, data: (nothingElse as Record<string, unknown>)[call.name] ?? {} } : { success: false, error: { code: "NOT_FOUND", message: error } };
          return { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify(content) };
        }),
      );
      step = await turn(messages);
    }
    expect(step.calls).toEqual([]);
    text = step.text;
    messages.push({ role: "assistant", content: text });
  }
  return text;
};

describe("an asset asked about by its ticker", () => {
  it.each([
    ["what is EDP?", /^EDP \(EDP - Energias de Portugal\): 1,100 units that cost 5,440\.00 EUR, worth 6,765\.00 EUR/],
    ["what's AGGH?", /^AGGH \(Global Aggregate Bond\): 700 units/],
    ["o que é a AGGH?", /^AGGH \(Global Aggregate Bond\): 700 unidades, custaram 3\.586,00 EUR/],
    ["o que é o EDP?", /^EDP \(EDP - Energias de Portugal\): 1\.100 unidades/],
  ])("%s: the holding, not that nothing is remembered", async (question, line) => {
    const answer = await answerWith(question, nothingElse);
    expect(answer).toMatch(line);
    expect(answer).not.toMatch(/nothing remembered|nada guardado/);
  });

  it.each([
    ["what is AI?", "I have nothing remembered about AI."],
    ["o que é a ONU?", "Não tenho nada guardado sobre ONU."],
  ])("%s: a word held by no holding is memory's to answer", async (question, said) => {
    const answer = await answerWith(question, nothingElse);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(/hold no|Não tem .* na carteira/);
  });
});

describe("an asset asked about by its company's name", () => {
  it.each([
    ["how is Coca-Cola doing?", /^KO \(Coca-Cola\): 120 units/],
    ["como está a Coca-Cola?", /^KO \(Coca-Cola\): 120 unidades/],
  ])("%s: that holding", async (question, line) => {
    expect(await answerWith(question, nothingElse)).toMatch(line);
  });
});

describe("what an account holds", () => {
  it.each([
    ["what do I have in my Degiro account?", "Degiro"],
    ["what's in my Lisbon broker account?", "Lisbon broker"],
    ["o que tenho na conta XTB?", "XTB"],
    ["que ações tenho na corretora Degiro?", "Degiro"],
  ])("%s: that account's holdings, with the accounts for when none is so named", async (question, account) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", { account }], ["get_accounts", {}], ["get_health_status", {}]]);
  });

  it("reads the account's holdings when it exists, and the accounts there are when it does not", async () => {
    expect(await answerInThread(["what do I have in my Lisbon broker account?"])).toMatch(/^In Lisbon broker: 20,000\.00 EUR/);
    expect(await answerInThread(["what do I have in my Lisbon broker account?"])).not.toContain("Your accounts");
    const missing = (name: string, args: Record<string, unknown>) => (name === "get_holdings" ? `portfolioAccount ${String(args["account"])} not found` : undefined);
    expect(await answerInThread(["what do I have in my Degiro account?"], missing)).toMatch(/^There is no account named "Degiro"\.\n\nYour accounts:\n- Lisbon broker/);
    expect(await answerInThread(["o que tenho na conta XTB?"], missing)).toMatch(/^Não há nenhuma conta chamada "XTB"\.\n\nAs suas contas:\n- Lisbon broker/);
  });
});

describe("an asset referred to by a pronoun right after a question about it", () => {
  it.each([
    [["how is KO doing?", "and how much did I pay for it?"]],
    [["como está a EDP?", "e quanto paguei por ela?"]],
    [["how is Coca-Cola doing?", "what is it worth now?"]],
    [["como está a AGGH?", "e quanto vale?", "e quanto paguei por ela?"]],
    [["how is KO doing?", "and how much did I pay?"]],
    [["como está a EDP?", "e quanto vale?"]],
  ])("%j: that holding's line", async (questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
  });

  it("answers with that asset's cost, in the question's language", async () => {
    expect(await answerInThread(["how is KO doing?", "and how much did I pay for it?"])).toMatch(/^KO \(Coca-Cola\): 120 units that cost 6,960\.00 EUR/);
    expect(await answerInThread(["como está a EDP?", "e quanto paguei por ela?"])).toMatch(/^EDP \(EDP - Energias de Portugal\): 1\.100 unidades, custaram 5\.440,00 EUR/);
    expect(await answerInThread(["how is KO doing?", "and how much did I pay?"])).toMatch(/^KO \(Coca-Cola\): 120 units that cost 6,960\.00 EUR/);
    expect(await answerInThread(["como está a EDP?", "e quanto vale?"])).toMatch(/^EDP \(EDP - Energias de Portugal\): 1\.100 unidades, custaram 5\.440,00 EUR e valem 6\.765,00 EUR/);
  });

  it.each([
    [["how is KO doing?", "and how much is my portfolio worth?"]],
    [["como está a EDP?", "e quanto vale a carteira?"]],
  ])("%j: the portfolio as a whole is not that asset", async (questions) => {
    const answer = await answerInThread(questions);
    expect(answer).toMatch(/^(?:Your portfolio is worth 20,000\.00 EUR|A carteira vale 20\.000,00 EUR)/);
  });

  it.each([
    [["I bought a bike at Decathlon yesterday", "how much did I pay for it?"]],
    [["comprei uma bicicleta na Decathlon ontem", "quanto paguei por ela?"]],
  ])("%j: something else named before is not a holding", async (questions) => {
    expect((await callsAfter(...questions)).map(([name]) => name)).not.toContain("get_holdings");
  });
});
