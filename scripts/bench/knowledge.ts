/**
 * `npm run bench:knowledge`: how fast documents are read into chunks offline.
 *
 *   npm run bench:knowledge -- [--pages 300] [--docx 100] [--runs 3]
 *
 * Generates a PDF of --pages pages (pdf-lib, a heading and three paragraphs
 * of about 120 words each a page, ~2 700 characters) and --docx Word files
 * (docx, three headed sections each), then times, per run: parsing (pdf.js
 * page by page; mammoth), page-aware chunking, and the extractive summary.
 * Prints the median of --runs runs. Target: ≥ 50 pages/s parse+chunk for the
 * PDF on 2 cores. Embedding and search over the chunks belong to the
 * ingestion job and are measured with it. A benchmark: nothing asserts.
 */
import { parseArgs } from "node:util";
import type { DocumentChunk, ParsedDocument } from "@lifeos/core";
import { chunkDocument, summarizeDocument } from "@lifeos/core";
import { parseDocument } from "@lifeos/agent";
import { Effect } from "effect";
import { makeDocx, makePdf, paragraph } from "../../packages/agent/test/support/knowledge/index.js";
import { printTable } from "./lib/stats.js";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "300" },
    docx: { type: "string", default: "100" },
    runs: { type: "string", default: "3" },
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
