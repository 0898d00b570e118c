import { decodeNdjson } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./support/testServer.js";
import { portfolioSampleSuite } from "./support/portfolioSampleSuite.js";
import { startTestServer } from "./support/testServer.js";

const csv = ["\uFEFFData;Tipo;Símbolo;Quantidade;Preço;Montante;Comissão;Moeda", "02/01/2025;Depósito;;;;2.000,00;;EUR", "", "03/01/2025;Compra;VWCE;10;98,40;;1,00;EUR", "15/03/2025;Dividendo;VWCE;;;12,50;;EUR"].join("\r\n");

interface ToolResultEvent {
  readonly type: string;
  readonly toolCallId?: string;
  readonly name?: string;
  readonly id?: string;
  readonly data?: Record<string, unknown>;
  readonly messageId: string;
  readonly threadId: string;
}

describe("the portfolio over HTTP", () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let accountId: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
    bob = await server.addUser("Bob");
    const account = (await (await server.call("/api/v1/portfolio/accounts", { method: "POST", token: alice.token, json: { name: "Corretora", type: "SECURITIES", currency: "EUR" } })).json()) as { id: string };
    accountId = account.id;
  });
  afterAll(() => server.stop());

  const json = async (path: string, init: Parameters<TestServer["call"]>[1] = {}) => {
    const response = await server.call(path, { token: alice.token, ...init });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("imports a CSV all-or-nothing, with per-line errors, and a second import adds nothing", async () => {
    const bad = `${csv}\r\n16/03/2025;Bónus;VWCE;1;1;;;EUR`;
    const preview = await json("/api/v1/portfolio/import/preview", { method: "POST", json: { csv: bad, accountId } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ delimiter: ";", numberFormat: "comma", dateFormat: "DMY", valid: 3, invalid: 1 });
    // Each bad line's problem in the server's words, and as a code with the values a client writes in its own.
    expect((preview.body["rows"] as ReadonlyArray<Record<string, unknown>>)[3]).toMatchObject({
      line: 6,
      errors: ['unknown activity type "Bónus"'],
      problems: [{ code: "CSV_UNKNOWN_TYPE", params: { text: "Bónus" }, message: 'unknown activity type "Bónus"' }],
    });
    const refused = await json("/api/v1/portfolio/import/commit", { method: "POST", json: { csv: bad, accountId } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "INVALID_INPUT" });
    expect(String(refused.body["message"])).toContain('Line 6: unknown activity type "Bónus"');
    expect(((await json("/api/v1/portfolio/activities")).body["items"] as unknown[]).length).toBe(0);
    expect((await json("/api/v1/portfolio/import/commit", { method: "POST", json: { csv, accountId } })).body).toEqual({ inserted: 3, skipped: 0 });
    expect((await json("/api/v1/portfolio/import/commit", { method: "POST", json: { csv, accountId } })).body).toEqual({ inserted: 0, skipped: 3 });
    const quotes = await json("/api/v1/portfolio/import/quotes", { method: "POST", json: { csv: "symbol,date,close\nVWCE,2025-01-03,98.40\nVWCE,2025-03-31,110.00\n" } });
    expect(quotes).toEqual({ status: 201, body: { written: 2 } });
    const holdings = await json("/api/v1/portfolio/holdings?asOf=2025-03-31");
    expect(holdings.body["data"]).toMatchObject({ totals: { totalValue: "2127.50", marketValue: "1100.00", cash: "1027.50", income: "12.50", netContribution: "2000.00" } });
    const performance = await json("/api/v1/portfolio/performance?from=2025-01-01&to=2025-03-31");
    expect((performance.body["data"] as { report: { gain: string } }).report.gain).toBe("127.50");
    expect((await json("/api/v1/portfolio/performance?period=10Y")).status).toBe(400);
  });

  it("saves how a broker writes its exchange rates with its import profile, and reads the next file that way", async () => {
    // No total in the file shows which way the rates run: without the profile the direction is only assumed.
    const degiro = [
      "Data,Hora,Produto,ISIN,Quantidade,Preços,,Taxa de Câmbio,ID da Ordem",
      '20-03-2024,15:01,AAPL,US0378331005,10,"172,10",USD,"1,08",def-456',
    ].join("\n");
    const first = await json("/api/v1/portfolio/import/preview", { method: "POST", json: { csv: degiro, accountId } });
    expect(first.body["fx"]).toEqual({ direction: "toBase", source: "assumed", rowsAgreeing: 0 });
    const saved = await json("/api/v1/portfolio/import/profiles", {
      method: "POST",
      json: { name: "Degiro", mapping: first.body["mapping"], delimiter: ",", numberFormat: "comma", dateFormat: "DMY", fxDirection: "perBase" },
    });
    expect(saved).toMatchObject({ status: 201, body: { name: "Degiro", fxDirection: "perBase" } });
    expect(((await json("/api/v1/portfolio/import/profiles")).body["items"] as Array<Record<string, unknown>>).map((profile) => profile["fxDirection"])).toEqual(["perBase"]);
    const next = await json("/api/v1/portfolio/import/preview", { method: "POST", json: { csv: degiro, accountId, profileId: saved.body["id"] } });
    expect(next.body["fx"]).toEqual({ direction: "perBase", source: "saved", rowsAgreeing: 0 });
    expect((next.body["rows"] as Array<{ draft: { fxRate: string } }>)[0]!.draft.fxRate).toBe("0.9259259259");
    // A direction chosen for this import still wins over the profile's.
    const chosen = await json("/api/v1/portfolio/import/preview", { method: "POST", json: { csv: degiro, accountId, profileId: saved.body["id"], fxDirection: "toBase" } });
    expect(chosen.body["fx"]).toMatchObject({ direction: "toBase", source: "chosen" });
  });

  it("the offline assistant answers from the tools and drafts a trade that only Confirm saves", async () => {
    const ask = async (content: string, threadId?: string) =>
      decodeNdjson(await (await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content, ...(threadId === undefined ? {} : { threadId }) } })).text()) as unknown as ToolResultEvent[];
    const resultOf = (events: ReadonlyArray<ToolResultEvent>, name: string) => {
      const call = events.find((event) => event.type === "toolCall" && event.name === name);
      return events.find((event) => event.type === "toolResult" && call !== undefined && event.toolCallId === call.id);
    };
    const holdings = await ask("How are my holdings doing?");
    expect(resultOf(holdings, "get_holdings")?.data).toMatchObject({ totals: { income: "12.50" } });
    const drafted = await ask("Comprei 10 VWCE a 98,40 ontem");
    const result = resultOf(drafted, "record_activity")!;
    expect(result.data).toMatchObject({ status: "draft", drafts: [{ symbol: "VWCE", quantity: "10", unitPrice: "98.40" }] });
    const before = ((await json("/api/v1/portfolio/activities?limit=50")).body["items"] as unknown[]).length;
    // A decision about an answer not stored yet is refused, and nothing is saved (the web app sends it again).
    const notStored = { messageId: "01936f3e-0000-7000-8000-000000000000", toolCallId: result.toolCallId };
    expect((await json("/api/v1/portfolio/drafts/confirm", { method: "POST", json: { drafts: (result.data as { drafts: unknown[] }).drafts, source: notStored } })).status).toBe(404);
    expect((await json("/api/v1/portfolio/drafts/cancel", { method: "POST", json: { source: notStored } })).status).toBe(404);
    expect(((await json("/api/v1/portfolio/activities?limit=50")).body["items"] as unknown[]).length).toBe(before);
    const cancelled = await json("/api/v1/portfolio/drafts/cancel", { method: "POST", json: { source: { messageId: result.messageId, toolCallId: result.toolCallId } } });
    expect(cancelled.body).toEqual({ status: "cancelled" });
    expect(((await json("/api/v1/portfolio/activities?limit=50")).body["items"] as unknown[]).length).toBe(before);
    const confirmed = await json("/api/v1/portfolio/drafts/confirm", { method: "POST", json: { drafts: (result.data as { drafts: unknown[] }).drafts, source: { messageId: result.messageId, toolCallId: result.toolCallId } } });
    expect(confirmed.status).toBe(201);
    expect(((await json("/api/v1/portfolio/activities?limit=50")).body["items"] as unknown[]).length).toBe(before + 1);
    const messages = (await json(`/api/v1/threads/${result.threadId}/messages`)).body["items"] as Array<{ content: { parts: Array<{ type: string; name?: string; data?: { confirmation?: { status: string } } }> } }>;
    const part = messages.flatMap((message) => message.content.parts).find((item) => item.type === "toolResult" && item.name === "record_activity");
    expect(part?.data?.confirmation?.status).toBe("confirmed");
  });

  it("never shows or changes one user's portfolio for another", async () => {
    const activity = ((await json("/api/v1/portfolio/activities")).body["items"] as Array<{ id: string }>)[0]!;
    for (const [method, path, body] of [
      ["PATCH", `/api/v1/portfolio/accounts/${accountId}`, { name: "mine" }],
      ["DELETE", `/api/v1/portfolio/accounts/${accountId}`],
      ["PATCH", `/api/v1/portfolio/activities/${activity.id}`, { fee: "9" }],
      ["DELETE", `/api/v1/portfolio/activities/${activity.id}`],
      ["POST", "/api/v1/portfolio/activities", { activities: [{ accountId, type: "DEPOSIT", date: "2025-01-01", amount: "1", currency: "EUR" }] }],
    ] as Array<[string, string, unknown?]>) {
      const response = await server.call(path, { method, token: bob.token, ...(body === undefined ? {} : { json: body }) });
      expect(`${method} ${path} -> ${response.status}`).toBe(`${method} ${path} -> 404`);
    }
    for (const path of ["/api/v1/portfolio/accounts", "/api/v1/portfolio/activities", "/api/v1/portfolio/assets", "/api/v1/portfolio/quotes", "/api/v1/portfolio/goals"])
      expect(((await (await server.call(path, { token: bob.token })).json()) as { items: unknown[] }).items).toEqual([]);
    const bobHoldings = (await (await server.call("/api/v1/portfolio/holdings", { token: bob.token })).json()) as { data: { holdings: unknown[] } };
    expect(bobHoldings.data.holdings).toEqual([]);
    expect((await server.call("/api/v1/portfolio/import/preview", { method: "POST", token: bob.token, json: { csv, accountId } })).status).toBe(404);
  });

  it("loads and removes a labelled sample portfolio, and documents every route", async () => {
    const loaded = await server.call("/api/v1/portfolio/sample", { method: "POST", token: bob.token });
    expect(loaded.status).toBe(201);
    const count = ((await loaded.json()) as { activities: number }).activities;
    expect(count).toBeGreaterThan(150);
    const accounts = (await (await server.call("/api/v1/portfolio/accounts", { token: bob.token })).json()) as { items: Array<{ name: string; currency: string }> };
    expect(accounts.items.map((account) => [account.name.startsWith("Sample · "), account.currency])).toEqual([[true, "EUR"], [true, "USD"]]);
    const performance = (await (await server.call("/api/v1/portfolio/performance?period=ALL", { token: bob.token })).json()) as { data: { report: { twr: { cumulative: number } } } };
    expect(Number.isFinite(performance.data.report.twr.cumulative)).toBe(true);
    expect(((await (await server.call("/api/v1/portfolio/sample", { method: "DELETE", token: bob.token })).json()) as { removedAccounts: number }).removedAccounts).toBe(2);
    expect(((await (await server.call("/api/v1/portfolio/activities", { token: bob.token })).json()) as { items: unknown[] }).items).toEqual([]);
    const document = (await (await server.call("/api/v1/openapi.json", { token: alice.token })).json()) as { paths: Record<string, unknown> };
    for (const path of ["/api/v1/portfolio/holdings", "/api/v1/portfolio/import/commit", "/api/v1/portfolio/drafts/confirm", "/api/v1/portfolio/activities/{id}"]) expect(Object.keys(document.paths)).toContain(path);
  });
});

portfolioSampleSuite("SQLite", () => startTestServer({ env: { LIFEOS_MODE: "hosted" } }));
