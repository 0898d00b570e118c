/**
 * Documents generated at test time for the knowledge base: PDFs with a text
 * layer (pdf-lib), scanned and encrypted PDFs, DOCX files (docx), and the
 * deterministic prose they hold. Route and browser tests import these from
 * "@lifeos/agent/testing".
 */
export * from "./sampleText.js";
export * from "./testPdf.js";
export * from "./testDocx.js";
export * from "./pageAttribution.js";
