import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as PdfjsModule from "pdfjs-dist/legacy/build/pdf.mjs";

type Pdfjs = typeof PdfjsModule;

const packageFolder = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/**
 * pdf.js constructs a `DOMMatrix` as it loads. Node has none: pdf.js borrows
 * the one of `@napi-rs/canvas`, an optional dependency that is missing on
 * some platforms and installs. Without it, a standalone `DOMMatrix` stands
 * in (text extraction never renders, so nothing else of canvas is needed).
 */
const ensureDomMatrix = async (): Promise<void> => {
  const global = globalThis as { DOMMatrix?: unknown };
  if (global.DOMMatrix !== undefined) return;
  try {
    createRequire(join(packageFolder, "package.json")).resolve("@napi-rs/canvas");
  } catch {
    global.DOMMatrix = (await import("@thednp/dommatrix")).default;
  }
};

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js for Node, loaded once on first use (the module is large). Its
 * worker's message handler is installed on `globalThis.pdfjsWorker` first,
 * so documents are read on this thread: no worker thread, no `workerSrc`,
 * no network, and no canvas (see `ensureDomMatrix`).
 */
export const loadPdfjs = (): Promise<Pdfjs> =>
  (loading ??= (async () => {
    await ensureDomMatrix();
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })());

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
