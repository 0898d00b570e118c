/** pdf.js's worker module ships without types; only its message handler is used (on the main thread). */
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
