import { createHash } from "node:crypto";
import { ChunkIndex, DocumentRepository, PortfolioRepository, UserRepository } from "@lifeos/core";
import type { MemoryId, ReminderId } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { AnyTool, ToolContext, ToolOutput } from "../src/index.js";
import { calculator, journalTools, knowledgeTools, memoryTools, portfolioTools } from "../src/index.js";
import type { TestServices } from "./journalFixtures.js";
import { contextFor, run, seedJournal, testEmbedder } from "./journalFixtures.js";
import { expectMatchesOutput } from "./outputCheck.js";
import { seedPortfolio } from "./portfolioFixtures.js";

type Call = readonly [name: string, parameters: unknown];

/** Runs each call with the family's tools and checks every result against its tool's output schema. */
const checkCalls = (tools: ReadonlyArray<AnyTool<TestServices>>, context: ToolContext, calls: ReadonlyArray<Call>) =>
  Effect.gen(function* () {
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const results: Record<string, unknown> = {};
    for (const [name, parameters] of calls) {
      const tool = byName.get(name)!;
      const output: ToolOutput<unknown> = yield* tool.run(parameters, context);
      expectMatchesOutput(tool, output.data);
      results[name] = output.data;
    }
    expect(new Set(calls.map(([name]) => name)), "every tool of the family is checked").toEqual(new Set(tools.map((tool) => tool.name)));
    return results;
  });

const day = (offset: number) => new Date(Date.UTC(2024, 5, 30 + offset)).toISOString().slice(0, 10);

describe("tool outputs match their schemas", () => {
  it("journal", async () => {
    await run(
      Effect.gen(function* () {
        const { userId, entries } = yield* seedJournal(
          Array.from({ length: 20 }, (_, index) => ({
            date: day(-index),
            title: index === 0 ? "Sunday" : undefined,
            content: index % 2 === 0 ? `Long run by the river with Ana, felt calm and strong. Day ${index}.` : `Deadline pressure at work, slept badly. Day ${index}.`,
            happiness: index % 2 === 0 ? 72 : 40,
            events: index % 2 === 0 ? ["run"] : ["deadline"],
          })),
        );
        const context = contextFor(userId);
        const results = yield* checkCalls(journalTools, context, [
          ["search_journal", { query: "run by the river" }],
          ["get_recent_entries", { count: 3, sort: "happiest" }],
          ["get_entry", { id: entries[0]!.id }],
          ["get_time_series", { metric: "valence", from: day(-19), to: day(0) }],
          ["get_current_state", { days: 14 }],
          ["get_month_summary", { month: "2024-06" }],
          ["get_year_summary", { year: 2024 }],
          ["compare_time_periods", { metric: "happiness", first: { from: day(-19), to: day(-10) }, second: { from: day(-9), to: day(0) } }],
          ["count_mentions", { query: "run", related: [["run", "corrida"]] }],
          ["rank_names", { kind: "person" }],
          ["add_journal_entry", { content: "Went for a run with Tom, felt great", date: day(0) }],
        ]);
        expect(results["add_journal_entry"]).toMatchObject({ status: "draft", date: day(0), appendTo: { entryId: entries[0]!.id } });
        expect(results["count_mentions"]).toMatchObject({ mentions: 10, entries: 20 });
        expect(results["rank_names"]).toMatchObject({ names: [{ name: "Ana", entries: 10 }] });
        expect(results["get_month_summary"]).toMatchObject({ summary: { kind: "month", period: "2024-06" } });
        expect(results["get_recent_entries"]).toMatchObject({ entries: [{ mood: { happiness: 72 } }, {}, {}] });
        // An empty date also decodes: nothing written, and the nearest dates.
        const empty = yield* checkCalls(journalTools.filter((tool) => tool.name === "get_entry"), context, [["get_entry", { date: "2024-07-20" }]]);
        expect(empty["get_entry"]).toMatchObject({ entries: [], nearestDates: { before: day(0), after: null } });
      }),
    );
  });

  it("calculator", async () => {
    await run(checkCalls([calculator], contextFor("0190a000-0000-7000-8000-000000000001" as never), [["calculator", { expression: "15% * 240" }]]));
  });

  it("knowledge", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Reader", timeZone: "UTC" });
        const text = "The lease ends on 31 March 2025. The deposit is two months of rent.";
        const documents = yield* DocumentRepository;
        const document = yield* documents.create(user.id, {
          title: "Lease",
          fileName: "lease.pdf",
          mimeType: "application/pdf",
          byteSize: 1000,
          pageCount: 1,
          contentHash: createHash("sha256").update(text).digest("hex"),
        });
        yield* documents.update(user.id, document.id, { processingStatus: "ready", summary: "A flat's lease." });
        const [vector] = yield* testEmbedder.embed([text]);
        yield* (yield* ChunkIndex).replace(user.id, "document", document.id, [
          { ordinal: 0, text, startOffset: 0, endOffset: text.length, pageStart: 1, pageEnd: 1, tokenCount: 16, embedding: { model: testEmbedder.info.model, vector: vector! } },
        ]);
        const results = yield* checkCalls(knowledgeTools, contextFor(user.id), [
          ["search_knowledge_base", { query: "when does the lease end" }],
          ["list_documents", {}],
          ["get_document_summary", { documentId: document.id }],
        ]);
        expect(results["search_knowledge_base"]).toMatchObject({ found: "some", passages: [{ citation: "[lease.pdf p. 1]" }] });
        expect(results["search_knowledge_base"]).not.toHaveProperty("hasDocuments");
        // Nothing found: whether there was anything to search (a newcomer who has uploaded nothing yet, or words the documents lack).
        const unrelated = yield* checkCalls(knowledgeTools.filter((tool) => tool.name === "search_knowledge_base"), contextFor(user.id), [["search_knowledge_base", { query: "zebra migration" }]]);
        expect(unrelated["search_knowledge_base"]).toMatchObject({ found: "none", passages: [], hasDocuments: true });
        const newcomer = yield* (yield* UserRepository).create({ name: "Newcomer", timeZone: "UTC" });
        const nothing = yield* checkCalls(knowledgeTools.filter((tool) => tool.name === "search_knowledge_base"), contextFor(newcomer.id), [["search_knowledge_base", { query: "when does the lease end" }]]);
        expect(nothing["search_knowledge_base"]).toMatchObject({ found: "none", passages: [], hasDocuments: false });
      }),
    );
  });

  it("memory", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Rememberer", timeZone: "UTC" });
        const context = contextFor(user.id);
        const tools = memoryTools;
        const first = yield* checkCalls(tools.filter((tool) => tool.name === "remember"), context, [
          ["remember", { content: "Ana is my sister and lives in Porto", type: "relationship", context: "family" }],
        ]);
        const memoryId = (first["remember"] as { memory: { memoryId: MemoryId } }).memory.memoryId;
        const draft = yield* checkCalls(tools.filter((tool) => tool.name === "create_reminder"), context, [
          ["create_reminder", { text: "Call Ana", dueAt: "2024-07-02", recurrence: { every: 1, unit: "month" } }],
        ]);
        expect(draft["create_reminder"]).toMatchObject({ status: "draft" });
        const created = yield* checkCalls(tools.filter((tool) => tool.name === "create_reminder"), context, [
          ["create_reminder", { text: "Call Ana", dueAt: "2024-07-02", recurrence: { every: 1, unit: "month" }, memoryId, confirmed: true }],
        ]);
        const reminderId = (created["create_reminder"] as { reminder: { reminderId: ReminderId } }).reminder.reminderId;
        const results = yield* checkCalls(tools, context, [
          ["remember", { content: "I prefer tea to coffee", type: "preference" }],
          ["search_memories", { query: "Ana" }],
          ["get_person", { name: "Ana" }],
          ["create_reminder", { text: "Water the plants", dueAt: "2024-06-29T18:00:00Z", confirmed: true }],
          ["list_reminders", {}],
          ["update_reminder", { reminderId, dueAt: "2024-07-03T09:00:00Z", text: "Call Ana back" }],
          ["complete_reminder", { reminderId }],
          ["forget", { memoryId }],
        ]);
        expect(results["update_reminder"]).toMatchObject({ previous: { text: "Call Ana" }, updated: { text: "Call Ana back", dueAt: "2024-07-03T09:00:00.000Z", status: "pending" } });
        expect(results["complete_reminder"]).toMatchObject({ completed: { status: "done" }, next: { status: "pending" } });
        expect(results["list_reminders"]).toMatchObject({ reminders: [{ overdue: true }, {}] });
      }),
    );
  });

  it("portfolio", async () => {
    await run(
      Effect.gen(function* () {
        const { user, account } = yield* seedPortfolio;
        const portfolio = yield* PortfolioRepository;
        yield* portfolio.addActivities(user.id, [{ accountId: account.id, type: "FEE", date: "2024-02-01", amount: "1.5", currency: "EUR" }]);
        yield* portfolio.createGoal(user.id, { name: "House", targetAmount: "50000", deadline: "2030-01-01" });
        const csv = "Date;Type;Symbol;Quantity;Price;Currency;Exchange rate;Total\n2024-05-02;BUY;AAPL;10;172.10;USD;1.08;1593.52\n2024-05-03;NOPE;VWCE;1;1;EUR;;";
        const results = yield* checkCalls(portfolioTools, contextFor(user.id), [
          ["get_accounts", {}],
          ["get_holdings", {}],
          ["search_activities", {}],
          ["get_performance", { period: "YTD" }],
          ["get_valuation_history", { period: "6M" }],
          ["get_income", {}],
          ["get_asset_allocation", { by: "sector" }],
          ["get_cash_balances", { currency: "USD" }],
          ["get_exchange_rates", { base: "USD", quote: "EUR", amount: "100" }],
          ["get_goals", {}],
          ["get_health_status", {}],
          ["import_csv", { csv, account: "Corretora" }],
          ["record_activity", { type: "BUY", symbol: "VWCE", quantity: "1", unitPrice: "121" }],
          ["record_activities", { activities: [{ type: "DEPOSIT", amount: "100" }, { type: "FEE", amount: "2" }] }],
        ]);
        expect(results["get_performance"]).toMatchObject({ report: { endValue: "2211.00" } });
        // A rate column written per base unit (1.08 USD per EUR, with the total in EUR) is read that way, and the preview says so.
        expect(results["import_csv"]).toMatchObject({ preview: { valid: 1, invalid: 1, fx: { direction: "perBase", source: "detected" }, rows: [{ draft: { fxRate: "0.9259259259" } }, {}] } });
      }),
    );
  });
});
