/**
 * Documents generated at test time for the knowledge base: PDFs with a text
 * layer (pdf-lib), scanned and encrypted PDFs, DOCX files (docx), and the
 * deterministic prose they hold. Route and browser tests import these from
 * "packages/agent/test/support/knowledge/index.ts".
 */
export * from "./sampleText.js";
export * from "./testPdf.js";
export * from "./testDocx.js";
export * from "./pageAttribution.js";
//# sourceMappingURL=index.d.ts.map