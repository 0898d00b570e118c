import type { Document, DocumentId, DocumentPatch, MissingApiKey, ProviderError, RateLimited, StorageError, UserId ,
  JobQueue} from "@lifeos/core";
import {
  BlobStore,
  ChunkIndex,
  chunkDocument,
  DocumentParser,
  DocumentRepository,
  Embedder,
  reindexDocuments,
  summarizeDocument,
  Timeout,
  toNewChunk,
} from "@lifeos/core";
import { Duration, Effect } from "effect";
import { withRetry } from "../../journal/analysis/withRetry.js";

/** Chunks embedded per embedder call. */
const embedBatch = 64;

/** Longest a file may take to read (pdf.js on a large scan, a huge DOCX), in minutes. */
const parseTimeoutMinutes = 5;

/** What processing a document ended with. */
export type ProcessOutcome =
  | { readonly status: "ready"; readonly chunks: number; readonly pages: number | null }
  | { readonly status: "failed"; readonly reason: string }
  | { readonly status: "missing" };

/** Services processing a document needs. */
export type ProcessDocumentServices = DocumentRepository | BlobStore | DocumentParser | ChunkIndex | Embedder | JobQueue;

/**
 * Reads a document's stored file and makes it searchable: `parsing` (the
 * parser reads it page by page, the text is cut into page-bound chunks and
 * summarised), `embedding` (the chunks are embedded and replace the
 * document's previous chunks in one transaction), then `ready` with its page
 * count and summary. A file that cannot be read (corrupt, encrypted, a scan
 * without a text layer, no text) ends `failed` with the parser's exact
 * reason, `needsOcr` set for a scan, and no chunks: retrying cannot help, so
 * this is an outcome, not an error. Provider and storage failures mark the
 * document `failed` with their reason and then fail, so the job retries.
 * A document deleted meanwhile is `missing`. Safe to repeat.
 */
export const processDocument = (
  userId: UserId,
  documentId: DocumentId,
): Effect.Effect<ProcessOutcome, StorageError | ProviderError | RateLimited | Timeout | MissingApiKey, ProcessDocumentServices> =>
  Effect.gen(function* () {
    const documents = yield* DocumentRepository;
    const found = yield* documents.get(userId, documentId).pipe(
      Effect.map((document): Document | null => document),
      Effect.catchTag("NotFound", () => Effect.succeed(null)),
    );
    if (found === null) return { status: "missing" } as const;
    /** Whether the failure is the file's read taking too long (a provider's timeout is another). */
    let readTimedOut = false;
    const work = Effect.gen(function* () {
      yield* documents.update(userId, documentId, { processingStatus: "parsing", processingError: null });
      const blob = yield* (yield* BlobStore).get(userId, documentId);
      const parser = yield* DocumentParser;
      const parsed = yield* parser
        .parse({ bytes: blob.bytes, fileName: found.fileName, declaredMimeType: found.mimeType })
        .pipe(
          Effect.timeoutOrElse({
            duration: Duration.minutes(parseTimeoutMinutes),
            orElse: () => {
              readTimedOut = true;
              return Effect.fail(new Timeout({ message: `Reading ${found.fileName} took longer than ${parseTimeoutMinutes} minutes` }));
            },
          }),
        );
      const chunks = chunkDocument(parsed.pages);
      const summary = summarizeDocument(parsed.pages);
      yield* documents.update(userId, documentId, { processingStatus: "embedding", pageCount: parsed.pageCount });
      const embedder = yield* Embedder;
      yield* reindexDocuments(userId, embedder.info.model);
      const vectors: Array<ReadonlyArray<number>> = [];
      for (let start = 0; start < chunks.length; start += embedBatch) {
        const batch = chunks.slice(start, start + embedBatch).map((chunk) => chunk.text);
        vectors.push(...(yield* withRetry(embedder.embed(batch))));
      }
      const model = embedder.info.model;
      yield* (yield* ChunkIndex).replace(
        userId,
        "document",
        documentId,
        chunks.map((chunk, index) => toNewChunk(chunk, { model, vector: vectors[index]! })),
      );
      yield* documents.update(userId, documentId, {
        processingStatus: "ready",
        processingError: null,
        needsOcr: false,
        summary: summary === null ? null : summary.slice(0, 2000),
        pageCount: parsed.pageCount,
      });
      return { status: "ready", chunks: chunks.length, pages: parsed.pageCount } as const;
    });
    return yield* work.pipe(
      Effect.catchTag("DocumentUnreadable", (unreadable) =>
        Effect.gen(function* () {
          yield* (yield* ChunkIndex).deleteBySource(userId, "document", documentId);
          yield* documents.update(userId, documentId, {
            processingStatus: "failed",
            processingError: unreadable.message,
            processingErrorCode: unreadable.problem.code,
            processingErrorParams: unreadable.problem.params,
            needsOcr: unreadable.reason === "needsOcr",
          });
          return { status: "failed", reason: unreadable.message } as const;
        }),
      ),
      Effect.tapError((error) =>
        documents
          .update(userId, documentId, { processingStatus: "failed", processingError: describe(error), ...(readTimedOut ? readTimeout(found.fileName) : {}) })
          .pipe(Effect.ignore),
      ),
    );
  });

/** The code and values of a read that took too long (see `documentProblemCodes`); any other failure has only its message. */
const readTimeout = (fileName: string): Pick<DocumentPatch, "processingErrorCode" | "processingErrorParams"> => ({
  processingErrorCode: "DOCUMENT_READ_TIMEOUT",
  processingErrorParams: { fileName, minutes: parseTimeoutMinutes },
});

/** A failure's message for the document's status line. */
const describe = (error: unknown): string => {
  const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error);
  return message.length > 0 ? message.slice(0, 1000) : "Processing failed";
};
