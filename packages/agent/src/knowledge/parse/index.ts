/** Reading uploaded files into page-numbered text: the offline `DocumentParser` and its parts. */
export * as OfflineDocumentParser from "./OfflineDocumentParser.js";
export { parseDocument } from "./parseDocument.js";
export { probeDocument } from "./probeDocument.js";
export { detectDocumentKind } from "./detectDocumentKind.js";
export type { DetectedKind } from "./detectDocumentKind.js";
