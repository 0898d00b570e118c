import { MarketDataRepository, PortfolioRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";

/** A user with one EUR account: a deposit, ten VWCE bought at 100, a dividend, and quotes up to 120. */
export const seedPortfolio = Effect.gen(function* () {
  const user = yield* (yield* UserRepository).create({ name: "Investor", timeZone: "UTC" });
  const portfolio = yield* PortfolioRepository;
  const account = yield* portfolio.createAccount(user.id, { name: "Corretora", type: "SECURITIES", currency: "EUR" });
  const [fund] = yield* portfolio.upsertAssets(user.id, [{ symbol: "VWCE", currency: "EUR", assetClass: "EQUITY", sector: "Diversified", region: "Global" }]);
  yield* portfolio.addActivities(user.id, [
    { accountId: account.id, type: "DEPOSIT", date: "2024-01-02", amount: "2000", currency: "EUR" },
    { accountId: account.id, assetId: fund!.id, type: "BUY", date: "2024-01-02", quantity: "10", unitPrice: "100", currency: "EUR" },
    { accountId: account.id, assetId: fund!.id, type: "DIVIDEND", date: "2024-03-15", amount: "12.5", currency: "EUR" },
  ]);
  yield* (yield* MarketDataRepository).upsertQuotes(user.id, [
    { assetId: fund!.id, date: "2024-01-02", close: "100" },
    { assetId: fund!.id, date: "2024-06-28", close: "120" },
  ]);
  return { user, account };
});
