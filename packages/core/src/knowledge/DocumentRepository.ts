import type { Effect, Option } from "effect";
import { Context, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { DocumentId, UserId } from "../common/ids.js";
import type { Document } from "./document.js";
import { DocumentPatch, NewDocument } from "./document.js";
import type { DocumentStatus } from "./documentStatus.js";
import type { Page } from "../common/pagination.js";
import { PageRequest } from "../common/pagination.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { keysetOrder } from "../storage/keyset.js";

export interface DocumentRepositoryService {
  /** Creates a document in processing status `queued` (no error or summary, `needsOcr` false); a caller-chosen `id` that exists fails with `Conflict`. */
  readonly create: (userId: UserId, input: NewDocument) => Effect.Effect<Document, StorageError>;
  readonly get: (userId: UserId, id: DocumentId) => Effect.Effect<Document, StorageError>;
  /** Newest first (`createdAt`, then id, descending). */
  readonly list: (userId: UserId, page: PageRequest) => Effect.Effect<Page<Document>, StorageError>;
  /**
   * The user's document with this content hash (the oldest when several
   * have it), `Option.none` when there is none: an upload of bytes already
   * stored is the same document.
   */
  readonly findByHash: (userId: UserId, contentHash: string) => Effect.Effect<Option.Option<Document>, StorageError>;
  /** The user's documents uploaded under exactly this file name, oldest first (empty when none). */
  readonly findByFileName: (userId: UserId, fileName: string) => Effect.Effect<ReadonlyArray<Document>, StorageError>;
  /** Writes the fields `documentPatchFields` gives of `patch`; `updatedAt` is the clock's now. */
  readonly update: (userId: UserId, id: DocumentId, patch: DocumentPatch) => Effect.Effect<Document, StorageError>;
  /** How many of the user's documents are in each processing status (0 for a status none is in), from one count query. */
  readonly countByStatus: (userId: UserId) => Effect.Effect<Readonly<Record<DocumentStatus, number>>, StorageError>;
  /** Deletes the document with its chunks, atomically. */
  readonly delete: (userId: UserId, id: DocumentId) => Effect.Effect<void, StorageError>;
}

export class DocumentRepository extends Context.Service<DocumentRepository, DocumentRepositoryService>()(
  "@lifeos/core/DocumentRepository",
) {}

/** How each `DocumentRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const DocumentRepositoryArguments: PortArguments<DocumentRepositoryService> = {
  create: [UserId, NewDocument],
  get: [UserId, DocumentId],
  list: [UserId, PageRequest],
  findByHash: [UserId, Schema.String],
  findByFileName: [UserId, Schema.String],
  update: [UserId, DocumentId, DocumentPatch],
  countByStatus: [UserId],
  delete: [UserId, DocumentId],
};

/** The order of `DocumentRepository.list`, descending: createdAt, id. */
export const documentListOrder = keysetOrder<Document>([
  { kind: "timestamp", value: (document) => document.createdAt.getTime() },
  { kind: "uuid", value: (document) => document.id },
]);

/**
 * The record a new document is stored as: the caller's id or `id`, no page
 * count unless given, `queued` with no error, no OCR needed and no summary
 * yet, created and updated `now`.
 */
export const newDocumentRecord = (userId: UserId, input: NewDocument, id: DocumentId, now: Date): Document => ({
  id: input.id ?? id,
  userId,
  title: input.title,
  fileName: input.fileName,
  mimeType: input.mimeType,
  byteSize: input.byteSize,
  pageCount: input.pageCount ?? null,
  contentHash: input.contentHash,
  processingStatus: "queued",
  processingError: null,
  processingErrorCode: null,
  processingErrorParams: null,
  needsOcr: false,
  summary: null,
  createdAt: now,
  updatedAt: now,
});

/** Counts of every document status at 0, for adapters to fill in. */
export const noDocumentsByStatus = (): Record<DocumentStatus, number> => ({ queued: 0, parsing: 0, embedding: 0, ready: 0, failed: 0 });
