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
const pt = (value: string) => Number(value).toLocaleString("pt-PT", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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

  it("how did my portfolio do since January? is its performance over those months", async () => {
    const run = await ask(world, model, "how did my portfolio do since January?");
    expect(run.calls[0]).toMatchObject({ name: "get_performance", arguments: { from: "2026-01-01", to: today } });
    expect(run.answer).toMatch(/^From 2026-01-01 to 2026-11-20: a (gain|loss) of [\d,.]+ EUR/);
  });
});
