import { Schema } from "effect";

/**
 * Where a document stands in ingestion: `queued` on upload, `parsing` while
 * its text is extracted and chunked, `embedding` while its chunks are
 * embedded and indexed, then `ready` (searchable) or `failed` (with the exact
 * reason in `processingError`; a retry starts again from `queued`).
 */
export const DocumentStatus = Schema.Literals(["queued", "parsing", "embedding", "ready", "failed"]);
export type DocumentStatus = typeof DocumentStatus.Type;
