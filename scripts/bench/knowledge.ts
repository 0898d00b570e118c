/**
 * `npm run bench:knowledge`: how fast documents are read into chunks offline,
 * how fast the offline embedder embeds them, and how fast a question is
 * answered from tens of thousands of document chunks on each adapter.
 *
 *   npm run bench:knowledge -- [--pages 300] [--docx 100] [--runs 3]
 *                              [--documents 10000] [--queries 100] [--pg postgres://…] [--adapters sqlite,postgres]
 *
 * Generates a PDF of --pages pages (pdf-lib, a heading and three paragraphs
 * of about 120 words each a page, ~2 700 characters) and --docx Word files
 * (docx, three headed sections each), then times, per run: parsing (pdf.js
 * page by page; mammoth), page-aware chunking, and the extractive summary.
 * Prints the median of --runs runs. Target: ≥ 50 pages/s parse+chunk for the
 * PDF on 2 cores.
 *
 * Then --documents documents of three paragraph chunks each are embedded
 * with the offline embedder (chunks/s) and indexed into a fresh database of
 * each adapter (a temp SQLite file; a new PostgreSQL database on the server
 * of --pg or LIFEOS_TEST_DATABASE_URL, dropped afterwards), and --queries
 * questions are answered by `searchDocuments` (the hybrid keyword + vector
 * search the `search_knowledge_base` tool and `GET /documents/search` run,
 * with the document names looked up): p50/p95 latency. Target: p95 ≤ 100 ms.
 * A benchmark: nothing asserts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { DocumentChunk, DocumentId, ParsedDocument, StorageServices ,
  Embedder} from "@lifeos/core";
import {
  ChunkIndex,
  chunkDocument,
  Clock,
  DocumentRepository,
  IdGenerator,
  Limits,
  localDate,
  makeUuidV7,
  searchDocuments,
  summarizeDocument,
  UserRepository,
} from "@lifeos/core";
import { OfflineEmbedder, parseDocument } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Effect, Layer, ManagedRuntime } from "effect";
import postgres from "postgres";
import { makeDocx, makePdf, paragraph } from "@lifeos/agent/testing";
import { percentile, printTable } from "./lib/stats.js";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "300" },
    docx: { type: "string", default: "100" },
    runs: { type: "string", default: "3" },
    documents: { type: "string", default: "10000" },
    queries: { type: "string", default: "100" },
    pg: { type: "string" },
    adapters: { type: "string", default: "sqlite,postgres" },
  },
});
const pageCount = Number(values.pages);
const docxCount = Number(values.docx);
const runs = Math.max(1, Number(values.runs));

const median = (samples: ReadonlyArray<number>) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

interface Timing {
  readonly parseMs: number;
  readonly chunkMs: number;
  readonly summaryMs: number;
  readonly pages: number;
  readonly chunks: number;
  readonly characters: number;
}

/** Parses, chunks and summarises each file once, timing each stage over all of them. */
const measure = async (files: ReadonlyArray<{ readonly bytes: Uint8Array; readonly fileName: string }>): Promise<Timing> => {
  let started = performance.now();
  const parsed: ParsedDocument[] = [];
  for (const file of files) parsed.push(await Effect.runPromise(parseDocument(file)));
  const parseMs = performance.now() - started;
  started = performance.now();
  const chunks: DocumentChunk[][] = parsed.map((document) => chunkDocument(document.pages));
  const chunkMs = performance.now() - started;
  started = performance.now();
  for (const document of parsed) summarizeDocument(document.pages);
  const summaryMs = performance.now() - started;
  return {
    parseMs,
    chunkMs,
    summaryMs,
    pages: parsed.reduce((sum, document) => sum + document.pages.length, 0),
    chunks: chunks.reduce((sum, list) => sum + list.length, 0),
    characters: parsed.reduce((sum, document) => sum + document.pages.reduce((total, page) => total + page.text.length, 0), 0),
  };
};

const pdf = await makePdf(
  Array.from({ length: pageCount }, (_, index) => ({
    heading: `Chapter ${index + 1}`,
    paragraphs: [paragraph(index + 1, 0, 9), paragraph(index + 1, 1, 9), paragraph(index + 1, 2, 9)],
  })),
);
const docxFiles = await Promise.all(
  Array.from({ length: docxCount }, async (_, index) => ({
    fileName: `note-${index}.docx`,
    bytes: await makeDocx(
      [1, 2, 3].flatMap((section) => [
        { heading: `Section ${section} of note ${index}`, level: 2 as const },
        { paragraph: paragraph(index + 1, section, 8) },
        { paragraph: paragraph(index + 1, section + 3, 8) },
      ]),
    ),
  })),
);
console.log(`PDF: ${pageCount} pages, ${(pdf.length / 1024).toFixed(0)} KiB; DOCX: ${docxCount} files; median of ${runs} runs\n`);

// One untimed pass loads pdf.js and warms the JIT, as a running server would be.
await measure([{ bytes: pdf.slice(0, pdf.length), fileName: "warm-up.pdf" }]);

const rows: string[][] = [];
for (const [label, files] of [
  [`PDF, ${pageCount} pages`, [{ bytes: pdf, fileName: "book.pdf" }]],
  [`DOCX × ${docxCount}`, docxFiles],
] as const) {
  const timings: Timing[] = [];
  for (let run = 0; run < runs; run++) timings.push(await measure(files));
  const parseMs = median(timings.map((timing) => timing.parseMs));
  const chunkMs = median(timings.map((timing) => timing.chunkMs));
  const summaryMs = median(timings.map((timing) => timing.summaryMs));
  const { pages, chunks, characters } = timings[0]!;
  const perSecond = (count: number, ms: number) => (count / (ms / 1000)).toFixed(0);
  rows.push([
    label,
    String(pages),
    String(chunks),
    (characters / 1000).toFixed(0),
    parseMs.toFixed(0),
    chunkMs.toFixed(0),
    summaryMs.toFixed(0),
    perSecond(pages, parseMs + chunkMs),
    perSecond(files.length, parseMs + chunkMs),
    perSecond(chunks, parseMs + chunkMs),
  ]);
}
printTable(["input", "pages", "chunks", "k chars", "parse ms", "chunk ms", "summary ms", "pages/s", "files/s", "chunks/s"], rows);
console.log("\npages/s, files/s and chunks/s count parse + chunk (target ≥ 50 pages/s for the PDF); a DOCX is one page.");

// ---- Embedding and search over a library of documents -------------------------------------------

const documentCount = Number(values.documents);
const queryCount = Number(values.queries);
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = values.adapters.split(",").filter((name) => name !== "postgres" || pgUrl !== undefined);
if (!pgUrl && values.adapters.includes("postgres")) console.log("\nPostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.");

/** Words that make each document's topic distinct, so questions have right answers among many documents. */
const topics = ["heating", "rent", "bicycles", "window", "noise", "furniture", "elevator", "payment", "garden", "parking", "insurance", "pets", "water", "keys", "deposit", "cleaning"];
const library = Array.from({ length: documentCount }, (_, index) => {
  const topic = topics[index % topics.length]!;
  return [0, 1, 2].map((part) => `About ${topic} (${index}): ${paragraph(index + 1, part, 4)}`);
});
const texts = library.flat();
const embedder = OfflineEmbedder.make();
let started = performance.now();
const vectors: Array<ReadonlyArray<number>> = [];
for (let start = 0; start < texts.length; start += 256) vectors.push(...(await Effect.runPromise(embedder.embed(texts.slice(start, start + 256)))));
const embedMs = performance.now() - started;
console.log(`\nEmbedded ${texts.length} chunks offline in ${(embedMs / 1000).toFixed(1)} s: ${(texts.length / (embedMs / 1000)).toFixed(0)} chunks/s\n`);

const ports = Layer.mergeAll(
  Layer.succeed(Clock, { now: Effect.sync(() => new Date()) }),
  Layer.succeed(IdGenerator, { next: Effect.sync(makeUuidV7) }),
);

const openStore = async (adapter: string): Promise<{ layer: Layer.Layer<StorageServices, unknown>; dispose: () => Promise<void> }> => {
  if (adapter === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "lifeos-bench-knowledge-"));
    return {
      layer: SqliteStorage.layer({ filename: join(folder, "bench.db") }).pipe(Layer.provide(ports)),
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `lifeos_bench_knowledge_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl ?? "", { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl ?? "");
  url.pathname = `/${name}`;
  return {
    layer: PostgresStorage.layer({ url: url.toString(), max: 4 }).pipe(Layer.provide(ports)),
    dispose: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};

const questions = ["what does it say about the heating", "are pets allowed", "when is the rent adjusted", "rules for bicycles", "repair of the kitchen window", "quiet hours at night", "o pagamento da renda", "manutenção do elevador"];

const searchRows: string[][] = [];
for (const adapter of adapters) {
  const store = await openStore(adapter);
  const runtime = ManagedRuntime.make(Layer.merge(store.layer, OfflineEmbedder.layer));
  try {
    const run = <A, E>(effect: Effect.Effect<A, E, StorageServices | Embedder>) => runtime.runPromise(effect);
    const user = (await run(UserRepository.use((users) => users.create({ name: "Bench" })))).id;
    started = performance.now();
    const ids: DocumentId[] = [];
    for (let index = 0; index < documentCount; index++) {
      const document = await run(
        DocumentRepository.use((documents) =>
          documents.create(user, { title: `Document ${index}`, fileName: `document-${index}.pdf`, mimeType: "application/pdf", byteSize: 1000, contentHash: `hash-${index}` }),
        ),
      );
      ids.push(document.id);
    }
    for (let start = 0; start < documentCount; start += Limits.batchItemsMax) {
      const items = ids.slice(start, start + Limits.batchItemsMax).map((id, offset) => {
        const index = start + offset;
        return {
          sourceId: id,
          chunks: library[index]!.map((text, ordinal) => ({
            ordinal,
            text,
            startOffset: 0,
            endOffset: text.length,
            pageStart: ordinal + 1,
            pageEnd: ordinal + 1,
            tokenCount: Math.ceil(text.length / 4),
            embedding: { model: embedder.info.model, vector: vectors[index * 3 + ordinal]! },
          })),
        };
      });
      await run(ChunkIndex.use((index) => index.replaceMany(user, "document", items)));
    }
    const loadMs = performance.now() - started;
    for (let warm = 0; warm < 20; warm++) await run(searchDocuments(user, { query: questions[warm % questions.length]!, limit: 5, today: localDate("2026-01-01") }));
    const latencies: number[] = [];
    let found = 0;
    for (let query = 0; query < queryCount; query++) {
      const question = `${questions[query % questions.length]} ${query % 7 === 0 ? "in the lease" : ""}`.trim();
      const begin = performance.now();
      const passages = await run(searchDocuments(user, { query: question, limit: 5, today: localDate("2026-01-01") }));
      latencies.push(performance.now() - begin);
      if (passages.length > 0) found++;
    }
    searchRows.push([
      adapter,
      String(documentCount),
      String(texts.length),
      (loadMs / 1000).toFixed(1),
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 95).toFixed(1),
      `${found}/${queryCount}`,
    ]);
  } finally {
    await runtime.dispose();
    await store.dispose();
  }
}
printTable(["adapter", "documents", "chunks", "load s", "search p50 ms", "search p95 ms", "answered"], searchRows);
console.log("\nsearch: searchDocuments top-5 (hybrid keyword + vector, offline embedder, names looked up); target p95 ≤ 100 ms.");
