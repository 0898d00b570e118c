import type { Effect, Option } from "effect";
import { Context } from "effect";
import type { StorageError } from "../common/errors.js";
import type { DocumentId, UserId } from "../common/ids.js";
import type { Document, DocumentPatch, NewDocument } from "./document.js";
import type { Page, PageRequest } from "../common/pagination.js";

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
  /** `updatedAt` is the clock's now. */
  readonly update: (userId: UserId, id: DocumentId, patch: DocumentPatch) => Effect.Effect<Document, StorageError>;
  /** Deletes the document with its chunks, atomically. */
  readonly delete: (userId: UserId, id: DocumentId) => Effect.Effect<void, StorageError>;
}

export class DocumentRepository extends Context.Service<DocumentRepository, DocumentRepositoryService>()(
  "@lifeos/core/DocumentRepository",
) {}
