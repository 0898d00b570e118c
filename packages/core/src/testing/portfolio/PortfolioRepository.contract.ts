import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { Account, Activity, activityBatchMax, Asset, Goal, marketDataBatchMax } from "../../portfolio/index.js";
import { MarketDataRepository } from "../../portfolio/MarketDataRepository.js";
import { PortfolioRepository } from "../../portfolio/PortfolioRepository.js";
import { malformedCursors, malformedId, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const portfolio = <A, E>(f: (repository: PortfolioRepository["Service"]) => Effect.Effect<A, E>) => PortfolioRepository.use(f);
const market = <A, E>(f: (repository: MarketDataRepository["Service"]) => Effect.Effect<A, E>) => MarketDataRepository.use(f);

export const portfolioRepositoryContract = (harness: StorageHarness): void => {
  describe("PortfolioRepository and MarketDataRepository", () => {
    const { run, fails } = harness;

    const setUp = async () => {
      const user = await harness.newUser();
      const account = await run(portfolio((repository) => repository.createAccount(user, { name: "Corretora", type: "SECURITIES", currency: "EUR" })));
      const [asset] = await run(portfolio((repository) => repository.upsertAssets(user, [{ symbol: " vwce ", name: "Vanguard FTSE All-World", currency: "EUR" }])));
      return { user, account, asset: asset! };
    };

    it("keeps accounts, assets and a base currency per user, with exact decimals", async () => {
      const { user, account, asset } = await setUp();
      assertDecodes(Account, account);
      assertDecodes(Asset, asset);
      expect(account).toMatchObject({ active: true, currency: "EUR" });
      expect(asset).toMatchObject({ symbol: "VWCE", assetClass: null });
      const [again] = await run(portfolio((repository) => repository.upsertAssets(user, [{ symbol: "VWCE", assetClass: "EQUITY", region: "Global", currency: "EUR" }])));
      expect(again).toMatchObject({ id: asset.id, assetClass: "EQUITY", region: "Global", name: "Vanguard FTSE All-World" });
      expect(await run(portfolio((repository) => repository.getBaseCurrency(user)))).toBe("EUR");
      await run(portfolio((repository) => repository.setBaseCurrency(user, "USD")));
      expect(await run(portfolio((repository) => repository.getBaseCurrency(user)))).toBe("USD");
      const renamed = await run(portfolio((repository) => repository.updateAccount(user, account.id, { name: "Reforma", active: false })));
      expect(renamed).toMatchObject({ name: "Reforma", active: false });
      const { inserted } = await run(
        portfolio((repository) =>
          repository.addActivities(user, [{ accountId: account.id, assetId: asset.id, type: "BUY", date: "2025-01-02", quantity: "0.1234567891", unitPrice: "98765432109876.54321", fee: "0.01", currency: "EUR" }]),
        ),
      );
      const [stored] = await run(portfolio((repository) => repository.allActivities(user)));
      assertDecodes(Activity, stored);
      expect(stored).toEqual(inserted[0]);
      expect(stored).toMatchObject({ quantity: "0.1234567891", unitPrice: "98765432109876.54321", fee: "0.01", amount: null });
    });

    it("writes activity batches all-or-nothing, skips lines already imported, and pages newest first with filters", async () => {
      const { user, account, asset } = await setUp();
      const buy = (date: string, importKey: string) => ({ accountId: account.id, assetId: asset.id, type: "BUY" as const, date, quantity: "1", unitPrice: "100", currency: "EUR", importKey });
      const first = await run(portfolio((repository) => repository.addActivities(user, [buy("2025-01-03", "k1"), buy("2025-01-01", "k2"), { accountId: account.id, type: "DEPOSIT", date: "2025-01-02", amount: "500", currency: "EUR" }])));
      expect(first).toMatchObject({ skipped: 0 });
      expect(first.inserted).toHaveLength(3);
      const again = await run(portfolio((repository) => repository.addActivities(user, [buy("2025-01-03", "k1"), buy("2025-01-04", "k3")])));
      expect(again.skipped).toBe(1);
      expect(again.inserted).toHaveLength(1);
      // A bad account anywhere stores nothing of the batch.
      await fails(portfolio((repository) => repository.addActivities(user, [buy("2025-02-01", "k4"), { ...buy("2025-02-02", "k5"), accountId: unknownId() as never }])), "NotFound", "NOT_FOUND");
      await fails(portfolio((repository) => repository.addActivities(user, [{ accountId: account.id, type: "BUY", date: "2025-02-01", currency: "EUR" }])), "InvalidInput", "INVALID_INPUT");
      await fails(portfolio((repository) => repository.addActivities(user, [{ ...buy("2025-02-31", "k6") }])), "InvalidInput", "INVALID_INPUT");
      // An oversized batch is refused before any of it is decoded or written, with its bound.
      const tooMany = await fails(portfolio((repository) => repository.addActivities(user, Array.from({ length: activityBatchMax + 1 }, () => buy("2025-02-01", "k7")))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      expect(tooMany.message).toBe(`At most ${activityBatchMax} activities at once`);
      const all = await run(portfolio((repository) => repository.allActivities(user)));
      expect(all.map((activity) => activity.date)).toEqual(["2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04"]);
      // The calculations' read: the same activities in the same order, exactly the fields they use.
      expect(await run(portfolio((repository) => repository.ledgerActivities(user)))).toEqual(
        all.map(({ id, accountId, assetId, type, date, quantity, unitPrice, amount, fee, currency, fxRate }) => ({ id, accountId, assetId, type, date, quantity, unitPrice, amount, fee, currency, fxRate })),
      );
      const walked = await walkPages(run, (cursor) => portfolio((repository) => repository.listActivities(user, { limit: 3, cursor })));
      expect(walked.items.map((activity) => activity.date)).toEqual(["2025-01-04", "2025-01-03", "2025-01-02", "2025-01-01"]);
      const buys = await run(portfolio((repository) => repository.listActivities(user, { types: ["BUY"], from: "2025-01-02", to: "2025-01-03" })));
      expect(buys.items.map((activity) => activity.date)).toEqual(["2025-01-03"]);
      for (const cursor of malformedCursors) await fails(portfolio((repository) => repository.listActivities(user, { cursor })), "InvalidInput", "INVALID_INPUT");
      const edited = await run(portfolio((repository) => repository.updateActivity(user, all[0]!.id, { unitPrice: "101.5" })));
      expect(edited.unitPrice).toBe("101.5");
      await fails(portfolio((repository) => repository.updateActivity(user, all[0]!.id, { quantity: null })), "InvalidInput", "INVALID_INPUT");
      await run(portfolio((repository) => repository.deleteActivity(user, all[0]!.id)));
      await fails(portfolio((repository) => repository.deleteActivity(user, all[0]!.id)), "NotFound", "NOT_FOUND");
    });

    it("removes listed records in one go, keeping whatever the user still needs", async () => {
      const { user, account: kept, asset: traded } = await setUp();
      const sample = await run(portfolio((repository) => repository.createAccount(user, { name: "Sample · broker", type: "SECURITIES", currency: "EUR" })));
      const busy = await run(portfolio((repository) => repository.createAccount(user, { name: "Sample · other", type: "SECURITIES", currency: "EUR" })));
      const [unused, quoted] = await run(portfolio((repository) => repository.upsertAssets(user, [{ symbol: "SAMPLE1", currency: "EUR" }, { symbol: "SAMPLE2", currency: "EUR" }])));
      const { inserted } = await run(portfolio((repository) => repository.addActivities(user, [
        { accountId: sample.id, assetId: unused!.id, type: "BUY", date: "2025-01-02", quantity: "1", unitPrice: "10", currency: "EUR" },
        { accountId: busy.id, type: "DEPOSIT", date: "2025-01-02", amount: "5", currency: "EUR" },
        { accountId: busy.id, type: "DEPOSIT", date: "2025-01-03", amount: "7", currency: "EUR" },
        { accountId: kept.id, assetId: traded.id, type: "BUY", date: "2025-01-02", quantity: "1", unitPrice: "10", currency: "EUR" },
      ])));
      const goal = await run(portfolio((repository) => repository.createGoal(user, { name: "House", targetAmount: "1000", accountIds: [sample.id, kept.id] })));
      await run(market((repository) => repository.upsertQuotes(user, [
        { assetId: unused!.id, date: "2025-01-02", close: "10.50" },
        { assetId: quoted!.id, date: "2025-01-02", close: "20" },
        { assetId: quoted!.id, date: "2025-01-03", close: "21" },
        { assetId: traded.id, date: "2025-01-02", close: "30" },
      ])));
      await run(market((repository) => repository.upsertFxRates(user, [{ base: "EUR", quote: "USD", date: "2025-01-02", rate: "1.1" }, { base: "EUR", quote: "USD", date: "2025-01-03", rate: "1.2" }])));
      // The user changed one sample quote and one sample rate afterwards.
      await run(market((repository) => repository.upsertQuotes(user, [{ assetId: quoted!.id, date: "2025-01-03", close: "22" }])));
      await run(market((repository) => repository.upsertFxRates(user, [{ base: "EUR", quote: "USD", date: "2025-01-03", rate: "1.25" }])));
      const stranger = await harness.newUser();
      const counts = await run(portfolio((repository) => repository.removeRecords(stranger, {
        activityIds: [inserted[0]!.id], accountIds: [sample.id], quotes: [], fxRates: [], assetIds: [unused!.id],
      })));
      expect(counts).toEqual({ activities: 0, accounts: 0, quotes: 0, fxRates: 0, assets: 0 });
      const removed = await run(portfolio((repository) => repository.removeRecords(user, {
        activityIds: [inserted[0]!.id, inserted[1]!.id],
        accountIds: [sample.id, busy.id],
        quotes: [
          { assetId: unused!.id, date: "2025-01-02", close: "10.50" },
          { assetId: quoted!.id, date: "2025-01-02", close: "20" },
          { assetId: quoted!.id, date: "2025-01-03", close: "21" },
          { assetId: traded.id, date: "2025-01-02", close: "30" },
        ],
        fxRates: [{ base: "EUR", quote: "USD", date: "2025-01-02", rate: "1.1" }, { base: "EUR", quote: "USD", date: "2025-01-03", rate: "1.2" }],
        assetIds: [unused!.id, quoted!.id, traded.id],
      })));
      expect(removed).toEqual({ activities: 2, accounts: 1, quotes: 3, fxRates: 1, assets: 1 });
      expect((await run(portfolio((repository) => repository.listAccounts(user)))).map((account) => account.id).sort()).toEqual([kept.id, busy.id].sort());
      expect((await run(portfolio((repository) => repository.allActivities(user)))).map((activity) => activity.id).sort()).toEqual([inserted[2]!.id, inserted[3]!.id].sort());
      expect((await run(portfolio((repository) => repository.listAssets(user)))).map((asset) => asset.symbol)).toEqual(["SAMPLE2", "VWCE"]);
      expect(await run(market((repository) => repository.listQuotes(user)))).toEqual([{ assetId: quoted!.id, date: "2025-01-03", close: "22" }]);
      expect(await run(market((repository) => repository.listFxRates(user)))).toEqual([{ base: "EUR", quote: "USD", date: "2025-01-03", rate: "1.25" }]);
      expect((await run(portfolio((repository) => repository.listGoals(user))))[0]).toMatchObject({ id: goal.id, accountIds: [kept.id] });
      await fails(portfolio((repository) => repository.removeRecords(user, { activityIds: [malformedId() as never], accountIds: [], quotes: [], fxRates: [], assetIds: [] })), "InvalidInput", "INVALID_INPUT");
    });

    it("keeps quotes and FX rates per day, replacing a day's value, with the latest quote per asset", async () => {
      const { user, asset } = await setUp();
      const [other] = await run(portfolio((repository) => repository.upsertAssets(user, [{ symbol: "AAPL", currency: "USD" }])));
      expect(await run(market((repository) => repository.upsertQuotes(user, [
        { assetId: asset.id, date: "2025-01-02", close: "100.1" },
        { assetId: asset.id, date: "2025-01-03", close: "101" },
        { assetId: other!.id, date: "2025-01-02", close: "200" },
      ])))).toBe(3);
      await run(market((repository) => repository.upsertQuotes(user, [{ assetId: asset.id, date: "2025-01-03", close: "102.25" }])));
      const quotes = await run(market((repository) => repository.listQuotes(user, [asset.id])));
      expect(quotes).toEqual([{ assetId: asset.id, date: "2025-01-02", close: "100.1" }, { assetId: asset.id, date: "2025-01-03", close: "102.25" }]);
      const latest = await run(market((repository) => repository.latestQuotes(user)));
      expect(latest.map((quote) => [quote.assetId, quote.close]).sort()).toEqual([[asset.id, "102.25"], [other!.id, "200"]].sort());
      const history = await run(market((repository) => repository.quoteHistory(user)));
      expect(history.find((entry) => entry.assetId === asset.id)).toEqual({ assetId: asset.id, dates: ["2025-01-02", "2025-01-03"], closes: ["100.1", "102.25"] });
      expect(history.find((entry) => entry.assetId === other!.id)).toEqual({ assetId: other!.id, dates: ["2025-01-02"], closes: ["200"] });
      const asOf = await run(market((repository) => repository.latestQuotes(user, "2025-01-02")));
      expect(asOf.filter((quote) => quote.assetId === asset.id)).toEqual([{ assetId: asset.id, date: "2025-01-02", close: "100.1" }]);
      expect(await run(market((repository) => repository.latestQuotes(user, "2000-01-01")))).toEqual([]);
      await fails(market((repository) => repository.latestQuotes(user, "2025-13-01" as never)), "InvalidInput", "INVALID_INPUT");
      await fails(market((repository) => repository.upsertQuotes(user, [{ assetId: unknownId() as never, date: "2025-01-02", close: "1" }])), "NotFound", "NOT_FOUND");
      await fails(market((repository) => repository.upsertQuotes(user, [{ assetId: asset.id, date: "2025-01-02", close: "1e5" }])), "InvalidInput", "INVALID_INPUT");
      const rows = Array.from({ length: marketDataBatchMax + 1 }, () => ({ assetId: asset.id, date: "2025-01-02", close: "1" }));
      expect((await fails(market((repository) => repository.upsertQuotes(user, rows)), "PayloadTooLarge", "PAYLOAD_TOO_LARGE")).message).toBe(`At most ${marketDataBatchMax} rows at once`);
      expect((await fails(market((repository) => repository.upsertFxRates(user, rows as never)), "PayloadTooLarge", "PAYLOAD_TOO_LARGE")).message).toBe(`At most ${marketDataBatchMax} rows at once`);
      await fails(market((repository) => repository.deleteQuote(user, asset.id, "2025-02-30")), "InvalidInput", "INVALID_INPUT");
      await run(market((repository) => repository.upsertFxRates(user, [{ base: "EUR", quote: "USD", date: "2025-01-02", rate: "1.0345" }, { base: "EUR", quote: "USD", date: "2025-01-02", rate: "1.0350" }])));
      expect(await run(market((repository) => repository.listFxRates(user)))).toEqual([{ base: "EUR", quote: "USD", date: "2025-01-02", rate: "1.0350" }]);
      await run(market((repository) => repository.deleteQuote(user, asset.id, "2025-01-02")));
      await fails(market((repository) => repository.deleteQuote(user, asset.id, "2025-01-02")), "NotFound", "NOT_FOUND");
    });

    it("keeps goals and import profiles, and unlinks a deleted account from goals", async () => {
      const { user, account } = await setUp();
      const goal = await run(portfolio((repository) => repository.createGoal(user, { name: "Casa", targetAmount: "50000", deadline: "2030-01-01", accountIds: [account.id] })));
      assertDecodes(Goal, goal);
      await run(portfolio((repository) => repository.createGoal(user, { name: "Reserva", targetAmount: "10000" })));
      expect((await run(portfolio((repository) => repository.listGoals(user)))).map((item) => item.name)).toEqual(["Casa", "Reserva"]);
      await run(portfolio((repository) => repository.deleteAccount(user, account.id)));
      expect((await run(portfolio((repository) => repository.listGoals(user))))[0]!.accountIds).toEqual([]);
      expect(await run(portfolio((repository) => repository.listAccounts(user)))).toEqual([]);
      const profile = { name: "Degiro", mapping: { date: "Data", type: "Tipo" }, delimiter: ";" as const, numberFormat: "comma" as const, dateFormat: "DMY" as const };
      const saved = await run(portfolio((repository) => repository.saveImportProfile(user, profile)));
      expect(saved.fxDirection).toBeNull();
      const replaced = await run(portfolio((repository) => repository.saveImportProfile(user, { ...profile, dateFormat: "YMD", fxDirection: "perBase" })));
      expect(replaced).toMatchObject({ id: saved.id, dateFormat: "YMD", mapping: { date: "Data", type: "Tipo" }, fxDirection: "perBase" });
      expect((await run(portfolio((repository) => repository.listImportProfiles(user))))[0]!.fxDirection).toBe("perBase");
      expect(await run(portfolio((repository) => repository.listImportProfiles(user)))).toHaveLength(1);
      await run(portfolio((repository) => repository.deleteImportProfile(user, saved.id)));
      await run(portfolio((repository) => repository.deleteGoal(user, goal.id)));
      await fails(portfolio((repository) => repository.deleteGoal(user, goal.id)), "NotFound", "NOT_FOUND");
    });

    it("never lets another user see or change a portfolio", async () => {
      const { user, account, asset } = await setUp();
      const stranger = await harness.newUser();
      const { inserted } = await run(portfolio((repository) => repository.addActivities(user, [{ accountId: account.id, type: "DEPOSIT", date: "2025-01-01", amount: "10", currency: "EUR" }])));
      await run(market((repository) => repository.upsertQuotes(user, [{ assetId: asset.id, date: "2025-01-02", close: "1" }])));
      expect(await run(portfolio((repository) => repository.listAccounts(stranger)))).toEqual([]);
      expect(await run(portfolio((repository) => repository.listAssets(stranger)))).toEqual([]);
      expect(await run(portfolio((repository) => repository.allActivities(stranger)))).toEqual([]);
      expect(await run(portfolio((repository) => repository.ledgerActivities(stranger)))).toEqual([]);
      expect(await run(market((repository) => repository.listQuotes(stranger)))).toEqual([]);
      expect(await run(market((repository) => repository.quoteHistory(stranger)))).toEqual([]);
      expect(await run(market((repository) => repository.latestQuotes(stranger)))).toEqual([]);
      await fails(portfolio((repository) => repository.addActivities(stranger, [{ accountId: account.id, type: "DEPOSIT", date: "2025-01-01", amount: "10", currency: "EUR" }])), "NotFound", "NOT_FOUND");
      await fails(market((repository) => repository.upsertQuotes(stranger, [{ assetId: asset.id, date: "2025-01-02", close: "2" }])), "NotFound", "NOT_FOUND");
      await fails(portfolio((repository) => repository.updateActivity(stranger, inserted[0]!.id, { amount: "20" })), "NotFound", "NOT_FOUND");
      await fails(portfolio((repository) => repository.deleteActivity(stranger, inserted[0]!.id)), "NotFound", "NOT_FOUND");
      await fails(portfolio((repository) => repository.updateAccount(stranger, account.id, { name: "x" })), "NotFound", "NOT_FOUND");
      await fails(portfolio((repository) => repository.deleteAccount(stranger, account.id)), "NotFound", "NOT_FOUND");
      await fails(portfolio((repository) => repository.deleteActivity(user, malformedId() as never)), "InvalidInput", "INVALID_INPUT");
      await fails(portfolio((repository) => repository.createAccount(unknownId() as never, { name: "x", type: "CASH", currency: "EUR" })), "NotFound", "NOT_FOUND");
    });
  });
};
