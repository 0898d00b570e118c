import { createHash } from "node:crypto";
import { ChunkIndex, DocumentRepository, PortfolioRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { listDocuments, searchActivities, searchKnowledgeBase, toolResultCharBudget } from "../src/index.js";
import { contextFor, run, testEmbedder } from "./journalFixtures.js";
import { seedPortfolio } from "./portfolioFixtures.js";

const asHandedBack = (output: { data: unknown; meta: unknown }) => JSON.stringify({ success: true, data: output.data, meta: { ...(output.meta as object), durationMs: 12.5 } });

describe("lists bound themselves", () => {
  it("search_activities stops at what fits and its cursor goes on from the last row kept", async () => {
    await run(
      Effect.gen(function* () {
        const { user } = yield* seedPortfolio;
        const portfolio = yield* PortfolioRepository;
        // A long account name makes every row long: 200 rows would take far more than the budget.
        const account = yield* portfolio.createAccount(user.id, { name: `Conta de poupança ${"muito comprida ".repeat(10)}`.trim(), type: "SECURITIES", currency: "EUR" });
        yield* portfolio.addActivities(
          user.id,
          Array.from({ length: 200 }, (_, index) => ({ accountId: account.id, type: "FEE" as const, date: `2024-0${1 + (index % 6)}-${String(1 + (index % 28)).padStart(2, "0")}`, amount: "1.25", currency: "EUR" })),
        );
        const context = contextFor(user.id);
        const seen: string[] = [];
        let cursor: string | undefined;
        let calls = 0;
        do {
          const output = yield* searchActivities.run({ types: ["FEE"], limit: 200, ...(cursor === undefined ? {} : { cursor }) }, context);
          expect(asHandedBack(output).length).toBeLessThanOrEqual(toolResultCharBudget);
          expect(output.data.activities.length).toBeGreaterThan(0);
          if (output.data.nextCursor !== null) expect(output.meta.truncated).toBe(true);
          seen.push(...output.data.activities.map((activity) => activity.id));
          cursor = output.data.nextCursor ?? undefined;
          calls += 1;
        } while (cursor !== undefined && calls < 20);
        expect(calls).toBeGreaterThan(1);
        // Every fee once, none skipped and none repeated across the shortened pages.
        expect(new Set(seen).size).toBe(200);
        expect(seen).toHaveLength(200);
      }),
    );
  });

  it("search_knowledge_base shares the budget among ten long passages, and list_documents lists as many as fit", async () => {
    await run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Reader", timeZone: "UTC" });
        const documents = yield* DocumentRepository;
        for (let number = 0; number < 45; number++) {
          const text = `Clause ${number}: the tenant gives notice of termination in writing. ${"The notice period and the deposit terms apply as agreed. ".repeat(40)}`;
          const document = yield* documents.create(user.id, {
            title: `Lease annex ${number} ${"with a very long descriptive title ".repeat(30)}`.slice(0, 200).trim(),
            fileName: `annex-${number}-${"long-file-name-".repeat(8)}.pdf`,
            mimeType: "application/pdf",
            byteSize: 1000,
            pageCount: 1,
            contentHash: createHash("sha256").update(text).digest("hex"),
          });
          yield* documents.update(user.id, document.id, { processingStatus: "ready", summary: "An annex." });
          const [vector] = yield* testEmbedder.embed([text]);
          yield* (yield* ChunkIndex).replace(user.id, "document", document.id, [
            { ordinal: 0, text, startOffset: 0, endOffset: text.length, pageStart: 1, pageEnd: 1, tokenCount: 500, embedding: { model: testEmbedder.info.model, vector: vector! } },
          ]);
        }
        const context = contextFor(user.id);
        const found = yield* searchKnowledgeBase.run({ query: "notice of termination", topK: 10 }, context);
        expect(found.data.passages).toHaveLength(10);
        expect(found.data.passages.every((passage) => passage.text.endsWith("…"))).toBe(true);
        expect(asHandedBack(found).length).toBeLessThanOrEqual(toolResultCharBudget);
        const listed = yield* listDocuments.run({ limit: 50 }, context);
        expect(asHandedBack(listed).length).toBeLessThanOrEqual(toolResultCharBudget);
        expect(listed.data.documents.length).toBeGreaterThan(10);
        expect(listed.data.documents.length).toBeLessThan(45);
        expect(listed.meta).toMatchObject({ originalCount: 45, truncated: true });
      }),
    );
  });
});
