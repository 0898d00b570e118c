import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

interface Item {
  readonly id: string;
  readonly name?: string;
  readonly symbol?: string;
  readonly assetId?: string;
  readonly date?: string;
  readonly close?: string;
  readonly rate?: string;
  readonly accountIds?: ReadonlyArray<string>;
}

/** The sample portfolio comes out again leaving nothing of its own behind, and nothing of the user's lost, on any database. */
export const portfolioSampleSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`removing the sample portfolio (${name})`, () => {
    let server: TestServer;
    let carol: TestUser;
    beforeAll(async () => {
      server = await start();
      carol = await server.addUser("Carol");
    });
    afterAll(() => server.stop());

    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1/portfolio${path}`, { ...init, token: carol.token });
    const items = async (path: string) => ((await (await call(path)).json()) as { items: Item[] }).items;

    it("removes its accounts, activities, quotes, FX rates and assets, and keeps what the user added or changed", async () => {
      // An asset the user had before, with a quote of theirs on a day the sample also covers.
      const wednesday = new Date(Date.now() - 30 * 86_400_000);
      wednesday.setUTCDate(wednesday.getUTCDate() - ((wednesday.getUTCDay() + 4) % 7));
      const ownDay = wednesday.toISOString().slice(0, 10);
      const [edp] = ((await (await call("/assets", { method: "PUT", json: { assets: [{ symbol: "EDP", name: "EDP (mine)", currency: "EUR" }] } })).json()) as { items: Item[] }).items;
      expect((await call("/quotes", { method: "PUT", json: { quotes: [{ assetId: edp!.id, date: ownDay, close: "4.44" }] } })).status).toBe(200);
      expect((await call("/sample", { method: "POST" })).status).toBe(201);
      const assets = await items("/assets");
      // The sample used the user's EDP as it was: not renamed, not re-quoted.
      expect(assets.find((asset) => asset.symbol === "EDP")).toMatchObject({ id: edp!.id, name: "EDP (mine)" });
      expect((await items(`/quotes?assetId=${edp!.id}`)).map((quote) => [quote.date, Number(quote.close)])).toEqual([[ownDay, 4.44]]);
      const symbol = (wanted: string) => assets.find((asset) => asset.symbol === wanted)!.id;
      const sampleAccount = (await items("/accounts")).find((account) => account.name!.startsWith("Sample · "))!;
      // The user's own records, some on the sample's assets and accounts.
      const own = (await (await call("/accounts", { method: "POST", json: { name: "Mine", type: "SECURITIES", currency: "EUR" } })).json()) as Item;
      expect((await call("/activities", { method: "POST", json: { activities: [{ accountId: own.id, assetId: symbol("KO"), type: "BUY", date: "2024-03-04", quantity: "2", unitPrice: "55", currency: "USD" }] } })).status).toBe(201);
      const goal = (await (await call("/goals", { method: "POST", json: { name: "House", targetAmount: "50000", accountIds: [sampleAccount.id, own.id] } })).json()) as Item;
      const msftQuotes = await items(`/quotes?assetId=${symbol("MSFT")}`);
      const changed = msftQuotes[10]!;
      expect((await call("/quotes", { method: "PUT", json: { quotes: [{ assetId: symbol("MSFT"), date: changed.date, close: "1.23" }, { assetId: symbol("VWCE"), date: "2000-01-03", close: "40" }] } })).status).toBe(200);
      const rates = await items("/fx");
      expect((await call("/fx", { method: "PUT", json: { rates: [{ base: "EUR", quote: "USD", date: rates[5]!.date, rate: "9.99" }, { base: "EUR", quote: "GBP", date: "2024-01-02", rate: "0.86" }] } })).status).toBe(200);

      const removed = (await (await call("/sample", { method: "DELETE" })).json()) as { removedAccounts: number; removed: Record<string, number> };
      expect(removed.removedAccounts).toBe(2);
      expect(removed.removed.assets).toBe(1);
      expect(((await (await call("/sample")).json()) as { loaded: boolean }).loaded).toBe(false);

      expect((await items("/accounts")).map((account) => account.name)).toEqual(["Mine"]);
      expect((await items("/activities")).map((activity) => activity.assetId)).toEqual([symbol("KO")]);
      // EDP was the user's before, KO is still traded, VWCE and MSFT still quoted by the user; AGGH was the sample's alone.
      expect((await items("/assets")).map((asset) => asset.symbol)).toEqual(["EDP", "KO", "MSFT", "VWCE"]);
      const quotes = await items("/quotes");
      expect(quotes.map((quote) => [quote.assetId, quote.date, Number(quote.close)])).toEqual(
        [[edp!.id, ownDay, 4.44], [symbol("MSFT"), changed.date, 1.23], [symbol("VWCE"), "2000-01-03", 40]].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      expect((await items("/fx")).map((rate) => [rate.date, Number(rate.rate)])).toEqual([["2024-01-02", 0.86], [rates[5]!.date, 9.99]]);
      expect((await items("/goals")).find((item) => item.id === goal.id)?.accountIds).toEqual([own.id]);
      // Loaded again, it comes back whole.
      expect((await call("/sample", { method: "POST" })).status).toBe(201);
      expect((await items("/accounts")).filter((account) => account.name!.startsWith("Sample · "))).toHaveLength(2);
    });
  });
