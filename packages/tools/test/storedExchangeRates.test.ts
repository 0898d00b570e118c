import { MarketDataRepository, PortfolioRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { getCashBalances, getExchangeRates } from "../src/index.js";
import { contextFor, run } from "./journalFixtures.js";
import { seedPortfolio } from "./portfolioFixtures.js";

/** The seeded EUR portfolio with a USD account holding 500 USD, and EUR/USD rates stored for two days. */
const seedWithRates = Effect.gen(function* () {
  const { user } = yield* seedPortfolio;
  const portfolio = yield* PortfolioRepository;
  const dollars = yield* portfolio.createAccount(user.id, { name: "US broker", type: "SECURITIES", currency: "USD" });
  yield* portfolio.addActivities(user.id, [{ accountId: dollars.id, type: "DEPOSIT", date: "2024-02-01", amount: "500", currency: "USD" }]);
  yield* (yield* MarketDataRepository).upsertFxRates(user.id, [
    { base: "EUR", quote: "USD", date: "2024-01-02", rate: "1.1" },
    { base: "EUR", quote: "USD", date: "2024-06-27", rate: "1.25" },
  ] as never);
  return user;
});

describe("get_exchange_rates", () => {
  it("gives the last stored rate of a pair with its day, either way round, and an amount converted at it", async () => {
    await run(
      Effect.gen(function* () {
        const context = contextFor((yield* seedWithRates).id);
        const direct = yield* getExchangeRates.run({ base: "EUR", quote: "USD" }, context);
        expect(direct.data.rates).toEqual([{ base: "EUR", quote: "USD", rate: "1.25", date: "2024-06-27", source: "stored" }]);
        const inverse = yield* getExchangeRates.run({ base: "USD", quote: "EUR", amount: "100" }, context);
        expect(inverse.data.rates).toEqual([{ base: "USD", quote: "EUR", rate: "0.8", date: "2024-06-27", source: "inverse" }]);
        expect(inverse.data.conversion).toMatchObject({ amount: "100", from: "USD", to: "EUR", value: "80.00" });
        // One currency: its rate in the base currency; none: every stored pair.
        expect((yield* getExchangeRates.run({ base: "USD" }, context)).data.rates).toMatchObject([{ base: "USD", quote: "EUR", rate: "0.8" }]);
        expect((yield* getExchangeRates.run({}, context)).data.rates).toMatchObject([{ base: "EUR", quote: "USD", rate: "1.25" }]);
        // No rate stored links them: none made up.
        const unknown = yield* getExchangeRates.run({ base: "GBP", quote: "EUR", amount: "10" }, context);
        expect(unknown.data).toMatchObject({ rates: [], conversion: null });
      }),
    );
  });
});

describe("get_cash_balances in one currency", () => {
  it("gives the cash held in it and the whole total converted at the last stored rate", async () => {
    await run(
      Effect.gen(function* () {
        const context = contextFor((yield* seedWithRates).id);
        const plain = yield* getCashBalances.run({}, context);
        expect(plain.data.inCurrency).toBeNull();
        // 1,012.50 EUR left in the euro account and 500 USD (400 EUR at 1.25): 1,412.50 EUR, 1,765.625 USD, money rounded half to even.
        expect(plain.data.total).toBe("1412.50");
        const dollars = yield* getCashBalances.run({ currency: "USD" }, context);
        expect(dollars.data.inCurrency).toEqual({ currency: "USD", held: "500.00", total: "1765.62", rate: { base: "EUR", quote: "USD", rate: "1.25", date: "2024-06-27", source: "stored" } });
        const pounds = yield* getCashBalances.run({ currency: "GBP" }, context);
        expect(pounds.data.inCurrency).toEqual({ currency: "GBP", held: "0.00", total: null, rate: null });
      }),
    );
  });
});

describe("get_cash_balances of one account", () => {
  it("gives that account's cash and total only, by a part of its name", async () => {
    await run(
      Effect.gen(function* () {
        const context = contextFor((yield* seedWithRates).id);
        const us = yield* getCashBalances.run({ account: "us broker" }, context);
        expect(us.data.balances.map((row) => [row.account, row.currency, row.amount])).toEqual([["US broker", "USD", "500.00"]]);
        expect(us.data.total).toBe("400.00");
        const euros = yield* getCashBalances.run({ account: "Corretora" }, context);
        expect(euros.data.balances.map((row) => row.account)).toEqual(["Corretora"]);
        expect(euros.data.total).toBe("1012.50");
      }),
    );
  });
});
