import type { UserId } from "@lifeos/core";
import type { ToolContext, ToolRegistryService } from "@lifeos/tools";
import { portfolioTools, ToolRegistry } from "@lifeos/tools";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSamplePortfolio, portfolioSkill } from "../../src/portfolio/index.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenRun } from "../golden-support/goldenWorld.js";
import { ask } from "../golden-support/goldenWorld.js";
import { journalTestLayer, makeUser } from "../journal-support/journalTestLayer.js";

/** The sample portfolio (three years of quotes up to "today"), asked about through the kernel as a chat would. */
const now = new Date("2026-11-20T10:00:00Z");
const today = "2026-11-20";
let world: { registry: ToolRegistryService; context: ToolContext };
const scope = Effect.runSync(Scope.make());
beforeAll(async () => {
  const context = await Effect.runPromise(Layer.buildWithScope(Layer.provideMerge(ToolRegistry.layer(portfolioTools), journalTestLayer({ summarize: false })), scope));
  world = await Effect.runPromise(
    Effect.gen(function* () {
      const user = yield* makeUser;
      yield* loadSamplePortfolio(user.id, today);
      return { registry: yield* ToolRegistry, context: { userId: user.id as UserId, threadId: null, timeZone: "Europe/Lisbon", now } };
    }).pipe(Effect.provideContext(context)),
  );
}, 120_000);
afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)));

const model = OfflineLanguageModel.make({ skills: [portfolioSkill] });
type Point = { date: string; value: string; netContribution: string };
const history = (run: GoldenRun) => {
  const result = run.results.find((item) => item.name === "get_valuation_history");
  expect(result?.success).toBe(true);
  return result!.data as { points: ReadonlyArray<Point>; sampled: boolean; days: number };
};
const en = (value: string) => Number(value).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pt = (value: string) => Number(value).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("valuation questions over the sample portfolio, longer than six months", () => {
  it("how has my portfolio's value changed this year? reads the year's history and answers from its first and last day", async () => {
    const run = await ask(world, model, "how has my portfolio's value changed this year?");
    expect(run.calls[0]).toEqual({ name: "get_valuation_history", arguments: { period: "YTD" } });
    const data = history(run);
    expect(data.days).toBeGreaterThan(300);
    expect(data.sampled).toBe(true);
    const first = data.points[0]!;
    const last = data.points.at(-1)!;
    // The year starts from the close of its eve.
    expect(first.date).toBe("2025-12-31");
    expect(last.date).toBe(today);
    expect(run.answer).toContain(`From ${first.date} to ${last.date} your portfolio's value went from ${en(first.value)} EUR to ${en(last.value)} EUR`);
    const flows = Number(last.netContribution) - Number(first.netContribution);
    expect(run.answer).toContain(`${en(String(Math.abs(flows)))} EUR`);
    const high = data.points.reduce((best, point) => (Number(point.value) > Number(best.value) ? point : best));
    expect(run.answer).toContain(`Highest: ${en(high.value)} EUR on ${high.date}`);
  });

  it("quanto valia a minha carteira há um ano? gives the value on that day, a year back, and today's", async () => {
    const run = await ask(world, model, "quanto valia a minha carteira há um ano?");
    expect(run.calls[0]).toEqual({ name: "get_valuation_history", arguments: { from: "2025-11-21", to: today } });
    const data = history(run);
    const first = data.points[0]!;
    expect(first.date).toBe("2025-11-20");
    expect(run.answer).toContain(`Em 2025-11-20 a carteira valia ${pt(first.value)} EUR; em ${today} vale ${pt(data.points.at(-1)!.value)} EUR`);
  });

  it("what was my portfolio worth two years ago? and the whole history answer from the data too", async () => {
    const run = await ask(world, model, "what was my portfolio worth two years ago?");
    expect(run.calls[0]).toEqual({ name: "get_valuation_history", arguments: { from: "2024-11-21", to: today } });
    expect(run.answer).toMatch(/^On 2024-11-20 your portfolio was worth [\d,.]+ EUR; on 2026-11-20 it is worth [\d,.]+ EUR/);
    const all = await ask(world, model, "show my portfolio's history since the beginning");
    expect(all.calls[0]).toEqual({ name: "get_valuation_history", arguments: { period: "ALL" } });
    expect(history(all).days).toBeGreaterThan(900);
    expect(all.answer).toMatch(/Market (gain|loss): [\d,.]+ EUR/);
  });

  it("when was my portfolio worth the most? names the highest day of the whole history", async () => {
    for (const [question, lead] of [
      ["when was my portfolio worth the most?", (point: Point) => `Your portfolio was worth the most on ${point.date}: ${en(point.value)} EUR.`],
      ["qual foi o valor máximo da minha carteira?", (point: Point) => `O valor mais alto da carteira foi ${pt(point.value)} EUR, em ${point.date}.`],
    ] as const) {
      const run = await ask(world, model, question);
      expect(run.calls[0]).toEqual({ name: "get_valuation_history", arguments: {} });
      const data = history(run);
      expect(data.days).toBeGreaterThan(900);
      const high = data.points.reduce((best, point) => (Number(point.value) > Number(best.value) ? point : best));
      expect(run.answer.startsWith(lead(high))).toBe(true);
    }
  });

  it("how did my portfolio do since January? is its performance over those months", async () => {
    const run = await ask(world, model, "how did my portfolio do since January?");
    expect(run.calls[0]).toMatchObject({ name: "get_performance", arguments: { from: "2026-01-01", to: today } });
    expect(run.answer).toMatch(/^Your portfolio went from [\d,.]+ EUR on 1 January 2026 to [\d,.]+ EUR today; .*, so the (gain|loss) is [\d,.]+ EUR\./);
  });
});

describe("a new user's questions over the sample portfolio", () => {
  type Holding = { symbol: string; weight: number; marketValue: string };
  const holdingsOf = (run: GoldenRun) => (run.results.find((item) => item.name === "get_holdings")!.data as { holdings: ReadonlyArray<Holding>; totals: { totalValue: string } });
  const share = (weight: number, locale: string) => (weight * 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it("qual o peso da VWCE? is that holding's share of the portfolio, in Portuguese figures", async () => {
    const run = await ask(world, model, "qual o peso da VWCE?");
    expect(run.calls.map((call) => call.name)).toEqual(["get_holdings"]);
    const data = holdingsOf(run);
    const vwce = data.holdings.find((holding) => holding.symbol === "VWCE")!;
    expect(run.answer).toMatch(new RegExp(`^VWCE pesa ${share(vwce.weight, "pt-PT")}% da carteira \\(${pt(vwce.marketValue)} EUR de ${pt(data.totals.totalValue)} EUR\\)`));
    const english = await ask(world, model, "what's the weight of MSFT in my portfolio?");
    const msft = holdingsOf(english).holdings.find((holding) => holding.symbol === "MSFT")!;
    expect(english.answer).toContain(`MSFT is ${share(msft.weight, "en-GB")}% of your portfolio`);
    // A weight of a class is still the allocation's.
    expect((await ask(world, model, "what's the weight of bonds in my portfolio?")).calls[0]?.name).toBe("get_asset_allocation");
  });

  it("a trade with two accounts to choose from asks which one in the thread's language, and takes the account when named", async () => {
    // No account holds NOVO yet, so neither is the obvious one.
    const portuguese = await ask(world, model, "comprei 10 NOVO a 98,40");
    expect(portuguese.results[0]).toMatchObject({ name: "record_activity", success: false });
    expect(portuguese.answer).toMatch(/^Em que conta devo guardar isto\? Tem: Sample · .+, Sample · .+\. Diga-o outra vez com a conta/);
    expect(portuguese.answer).not.toMatch(/Which account|Não consegui usar/);
    const english = await ask(world, model, "I bought 10 NOVO at 98.40");
    expect(english.answer).toMatch(/^Which account should it go in\? You have: Sample · /);
    const named = await ask(world, model, "comprei 10 NOVO a 98,40 na conta Lisbon broker");
    expect(named.calls[0]).toMatchObject({ name: "record_activity", arguments: { account: "Lisbon broker" } });
    expect(named.results[0], named.answer).toMatchObject({ success: true, data: { status: "draft" } });
    // The draft's line in Portuguese numbers.
    expect(named.answer, named.answer).toContain(`${today} compra NOVO 10 × 98,40 EUR`);
    // Answering the question with the account drafts the same trade there.
    const thread = [{ role: "user" as const, content: "comprei 10 NOVO a 98,40" }, { role: "assistant" as const, content: portuguese.answer }];
    const replied = await ask(world, model, "na Lisbon broker", thread);
    expect(replied.calls[0]).toMatchObject({ name: "record_activity", arguments: { type: "BUY", symbol: "NOVO", quantity: "10", unitPrice: "98.40", account: "Lisbon broker" } });
    expect(replied.answer).toContain("compra NOVO 10 × 98,40 EUR");
    expect((await ask(world, model, "in my US broker account", [{ role: "user", content: "I bought 10 NOVO at 98.40" }, { role: "assistant", content: english.answer }])).answer).toContain("buy NOVO 10 × 98.40 USD");
    for (const other of ["obrigado!", "no ano passado?"]) expect((await ask(world, model, other, thread)).calls.map((call) => call.name)).not.toContain("record_activity");
    const inEnglish = await ask(world, model, "I bought 3 NOVO at 1,250.5 into my US broker account yesterday");
    expect(inEnglish.calls[0]).toMatchObject({ name: "record_activity", arguments: { account: "US broker", quantity: "3", unitPrice: "1250.5" } });
    expect(inEnglish.answer).toContain("buy NOVO 3 × 1,250.50 USD");
    expect((await ask(world, model, "comprei 1 NOVO a 5 na conta Nenhuma")).answer).toBe('Não há nenhuma conta chamada "Nenhuma".');
  });

  it("names a holding by a word of its name, and totals what was paid however it is asked", async () => {
    const coke = await ask(world, model, "how much is Coca-Cola worth in my portfolio?");
    expect(coke.answer).toMatch(/^KO \(Coca-Cola[^)]*\): [\d.,]+ units that cost/);
    const fees = await ask(world, model, "what did I pay in fees last year?");
    // A trade's own fee counts as well as a fee charged on its own.
    expect(fees.answer).toMatch(/^You paid [\d,.]+ [A-Z]{3}(?: \+ [\d,.]+ [A-Z]{3})*(?: \([\d,.]+ EUR in your base currency, each at the rate of its day\))? in fees, [\d,.]+ [A-Z]{3}(?: \+ [\d,.]+ [A-Z]{3})* on \d+ trades? and [\d,.]+ EUR charged on their own\./);
  });

  it("Portuguese activity lines and totals are in Portuguese numbers", async () => {
    const run = await ask(world, model, "quais foram as minhas últimas 5 compras?");
    const rows = run.results[0]!.data as { activities: ReadonlyArray<{ quantity: string; unitPrice: string }> };
    expect(rows.activities.length).toBeGreaterThan(0);
    const first = rows.activities[0]!;
    expect(run.answer).toContain(`compra`);
    expect(run.answer).toContain(`${Number(first.quantity).toLocaleString("pt-BR", { maximumFractionDigits: 8 })} × ${Number(first.unitPrice).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 8 })}`);
    expect(run.answer).not.toMatch(/\d\.\d{2} (EUR|USD)/);
    const fees = await ask(world, model, "quanto paguei em comissões desde sempre?");
    expect(fees.answer).toMatch(/(?:^Pagou|pagaram) [\d\s]+,\d{2} (?:EUR|USD)(?: \+ [\d\s]+,\d{2} (?:EUR|USD))*(?: \([\d\s.]+,\d{2} EUR na moeda base, cada um ao câmbio do seu dia\))? de comissões, /);
    expect(fees.answer).not.toMatch(/\d\.\d{2} (EUR|USD)/);
  });
});

/** The holdings an answer names: its lines that start with a symbol and its lead's "is SYMBOL:". */
const named = (text: string) => [...text.matchAll(/(?:^- | (?:is|é) )([A-Z][A-Z0-9.]{1,9}):/gm)].map((match) => match[1]);

describe("as many holdings as the question asks for", () => {
  it.each([
    ["what are my top 3 holdings?", 3],
    ["my 2 biggest positions", 2],
    ["quais são as minhas 3 maiores posições?", 3],
    ["what are my top three holdings?", 3],
    ["as minhas duas melhores posições", 2],
    ["what are my 2 best performing stocks?", 2],
  ])("%s names %i", async (question, count) => {
    const run = await ask(world, model, question);
    expect(named(run.answer)).toHaveLength(count);
  });
});

describe("a country or region asked of the sample, whose holdings keep a region and no country", () => {
  it.each([
    ["how much do I have in Portugal?", /^You have [\d,.]+ EUR in Europe, [\d.]+% of your portfolio\. Holdings: EDP\. The portfolio keeps each holding's region, not its country: this is everything in Europe, not only in Portugal\./],
    ["quanto tenho em Portugal?", /^Tem [\d.,]+ EUR na Europa, [\d,]+% da carteira\. Posições: EDP\. A carteira guarda a região de cada posição, não o país: este valor é tudo o que está na Europa, não só em Portugal\./],
    ["quanto tenho investido no Brasil?", /^Não tem nada no Brasil na carteira, nem numa região de que faça parte \(a carteira guarda a região de cada posição, não o país\)\./],
    ["how much do I have in Brazil?", /^You hold nothing in Brazil, nor in a region it is part of .* Your worldwide holdings \(VWCE, AGGH: [\d,.]+ EUR\) may hold some in Brazil; the portfolio does not say how much\./],
    ["what's my exposure to Europe?", /^You have [\d,.]+ EUR in Europe, [\d.]+% of your portfolio\. Holdings: EDP\.\n/],
    ["quanto tenho nos EUA?", /^Tem [\d.,]+ EUR na América do Norte, [\d,]+% da carteira\. Posições: (?:KO, MSFT|MSFT, KO)\. .*não só nos Estados Unidos\./],
  ])("%s", async (question, answer) => {
    const run = await ask(world, model, question);
    expect(run.calls[0]).toEqual({ name: "get_asset_allocation", arguments: { by: "region" } });
    expect(run.answer).toMatch(answer);
  });
});
