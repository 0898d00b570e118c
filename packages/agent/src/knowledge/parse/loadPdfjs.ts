import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as PdfjsModule from "pdfjs-dist/legacy/build/pdf.mjs";

type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js for Node, loaded once on first use (the module is large). Its
 * worker's message handler is installed on `globalThis.pdfjsWorker` first,
 * so documents are read on this thread: no worker thread, no `workerSrc`,
 * no network. pdf.js looks for `@napi-rs/canvas` only to render, which text
 * extraction never does.
 */
export const loadPdfjs = (): Promise<Pdfjs> =>
  (loading ??= (async () => {
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })());

const packageFolder = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/**
 * The `getDocument` options for reading text offline: character maps and the
 * standard fonts' data from the installed package's folders (so text in CJK
 * and non-embedded fonts decodes), no `eval`, no font loading, errors only.
 */
export const pdfjsOptions = {
  cMapUrl: join(packageFolder, "cmaps") + "/",
  cMapPacked: true,
  standardFontDataUrl: join(packageFolder, "standard_fonts") + "/",
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
} as const;
