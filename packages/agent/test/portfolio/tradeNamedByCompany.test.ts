import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A trade that names a company instead of a ticker is recorded under the ticker of the user's asset so named; a name
// that is none of theirs has its ticker asked, and a trade said without its price has the price asked: neither is made up.

const now = new Date("2026-11-20T10:00:00Z");
const holdsApple = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "AAPL", name: "Apple Inc." }, { symbol: "VWCE", name: "Vanguard FTSE All-World" }] });
const noApple = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }] });

describe("a trade naming a company held", () => {
  it.each([
    ["I bought 5 shares of Apple at 150", "BUY", "150"],
    ["comprei 5 ações da Apple a 150", "BUY", "150"],
    ["vendi 5 ações da apple a 150,5", "SELL", "150.5"],
  ])("%s: recorded as AAPL", async (question, type, unitPrice) => {
    expect(await holdsApple.callsAfter(question)).toEqual([["record_activity", { type, symbol: "AAPL", quantity: "5", unitPrice }]]);
  });

  it.each(["I bought 5 NVDA at 120", "comprei 5 NVDA a 120"])("%s: a ticker as written is kept", async (question) => {
    expect((await noApple.callsAfter(question))[0]).toMatchObject(["record_activity", { symbol: "NVDA" }]);
  });
});

describe("a trade naming a company that is none of theirs", () => {
  it("asks which ticker, with no call", async () => {
    const english = await noApple.ask("I bought 5 shares of Apple at 150");
    expect(english.calls).toEqual([]);
    expect(english.text).toMatch(/^Which ticker is "Apple"\? None of your assets has that name/);
    const portuguese = await noApple.ask("comprei 5 ações da Apple a 150");
    expect(portuguese.calls).toEqual([]);
    expect(portuguese.text).toMatch(/^Qual é o ticker de "Apple"\? Nenhum dos seus ativos tem esse nome/);
  });
});

describe("a trade said without its price", () => {
  it("asks the price, with the ticker when the company is theirs", async () => {
    const english = await holdsApple.ask("I bought 5 shares of Apple");
    expect(english.calls).toEqual([]);
    expect(english.text).toMatch(/^At what price did you buy them\?.*"I bought 5 AAPL at <price>"/);
    const portuguese = await holdsApple.ask("comprei 5 ações da Apple");
    expect(portuguese.calls).toEqual([]);
    expect(portuguese.text).toMatch(/^A que preço comprou\?.*"comprei 5 AAPL a <preço>"/);
  });

  it("asks the ticker too when the company is none of theirs", async () => {
    expect((await noApple.ask("I sold 5 shares of Apple")).text).toMatch(/^Which ticker is "Apple"\? None of your assets has that name\. At what price did you sell them\?/);
    expect((await noApple.ask("vendi 5 ações da Apple")).text).toMatch(/^Qual é o ticker de "Apple"\? Nenhum dos seus ativos tem esse nome\. A que preço vendeu\?/);
  });

  it.each(["when did I buy 5 shares of Apple?", "quando comprei 5 ações da Apple?"])("%s: a question, not a trade to record", async (question) => {
    const { calls } = await holdsApple.ask(question);
    expect(calls.map((call) => call.name)).not.toContain("record_activity");
    expect(calls.length).toBeGreaterThan(0);
  });
});
