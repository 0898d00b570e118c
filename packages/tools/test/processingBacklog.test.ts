import { createHash } from "node:crypto";
import { DocumentRepository, JournalEntryRepository, UserRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { AnyTool, JournalToolServices, ToolOutput } from "../src/index.js";
import { journalTools, searchKnowledgeBase } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

const entries = [
  { date: "2024-06-01", content: "Went climbing at the gym with Ana, stressful week at work." },
  { date: "2024-06-10", content: "Quiet Sunday, baked bread and read on the balcony." },
  { date: "2024-06-20", content: "Climbing outdoors in Sintra, my fingers hurt." },
];

const tool = (name: string): AnyTool<JournalToolServices> => journalTools.find((candidate) => candidate.name === name)!;

/** Saves the entries (each `pending`, as a fresh import leaves them), marks the first `done` of them processed, and calls `name`. */
const callWith = (name: string, params: Record<string, unknown>, done: number) =>
  run(
    Effect.gen(function* () {
      const { userId, entries: saved } = yield* seedJournal(entries);
      const repository = yield* JournalEntryRepository;
      yield* repository.setProcessingMany(userId, saved.slice(0, done).map((entry) => ({ id: entry.id, status: "done" as const })));
      return (yield* tool(name).run(params, contextFor(userId))) as ToolOutput<unknown>;
    }),
  );

describe("journal tools while entries are still processed", () => {
  it("search_journal says in its meta how many entries are not processed yet", async () => {
    const { meta } = await callWith("search_journal", { query: "climbing" }, 1);
    expect(meta.processing).toEqual({ source: "journal", pending: 2, processed: 1, total: 3 });
  });

  it("mood readings, the current state and summaries say it too", async () => {
    for (const [name, params] of [
      ["get_time_series", { metric: "stress", from: "2024-06-01", to: "2024-06-30" }],
      ["get_current_state", {}],
      ["get_month_summary", { month: "2024-06" }],
    ] as const) {
      const { meta } = await callWith(name, params, 0);
      expect(meta.processing, name).toEqual({ source: "journal", pending: 3, processed: 0, total: 3 });
    }
  });

  it("says nothing once every entry is processed, nor where the tool reads entries as written", async () => {
    expect((await callWith("search_journal", { query: "climbing" }, 3)).meta.processing).toBeUndefined();
    expect((await callWith("count_mentions", { query: "climbing" }, 0)).meta.processing).toBeUndefined();
  });
});

describe("search_knowledge_base while documents are still processed", () => {
  /** Uploads three documents (each `queued`, as an upload leaves them), sets the statuses given, and searches. */
  const searchWith = (statuses: ReadonlyArray<"ready" | "parsing" | "embedding" | "failed">) =>
    run(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Reader", timeZone: "UTC" });
        const documents = yield* DocumentRepository;
        for (const [index, name] of ["lease.pdf", "payslip.pdf", "policy.pdf"].entries()) {
          const document = yield* documents.create(user.id, {
            title: name,
            fileName: name,
            mimeType: "application/pdf",
            byteSize: 1000,
            contentHash: createHash("sha256").update(name).digest("hex"),
          });
          const status = statuses[index];
          if (status !== undefined) yield* documents.update(user.id, document.id, { processingStatus: status });
        }
        return yield* searchKnowledgeBase.run({ query: "notice period" }, contextFor(user.id));
      }),
    );

  it("says in its meta how many documents are not searchable yet", async () => {
    const { data, meta } = await searchWith(["ready", "embedding"]);
    expect(data.found).toBe("none");
    expect(meta.processing).toEqual({ source: "documents", pending: 2, processed: 1, total: 3 });
  });

  it("says nothing once every document is ready or failed", async () => {
    expect((await searchWith(["ready", "ready", "failed"])).meta.processing).toBeUndefined();
  });
});
