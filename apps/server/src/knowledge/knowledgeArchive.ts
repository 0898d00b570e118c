import { sampleDocumentPrefix } from "@lifeos/agent";
import { createHash } from "node:crypto";
import {
  BlobStore,
  Document,
  DocumentRepository,
  IdGenerator,
  InvalidInput,
  Limits,
  enqueueDocumentProcessing,
  type DocumentId,
  type UserId,
} from "@lifeos/core";
import { Effect, Schema } from "effect";
import { allPages } from "../archive/allPages.js";
import { domainArchive, type ArchiveFile } from "../archive/DomainArchive.js";
import { checkUploads, type UploadFile } from "./uploadDocuments.js";

/** A document as the archive holds it; its original file is `files/<file>`. */
const ArchivedDocument = Schema.Struct({
  id: Schema.String,
  title: Document.fields.title,
  fileName: Document.fields.fileName,
  mimeType: Schema.String,
  byteSize: Schema.Int,
  contentHash: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  file: Schema.String,
});

const allDocuments = (userId: UserId) =>
  DocumentRepository.use((documents) => allPages((cursor) => documents.list(userId, { limit: Limits.pageLimitMax, cursor })));

/** The user's own documents: the sample documents are not their data. */
const ownDocuments = (userId: UserId) => Effect.map(allDocuments(userId), (documents) => documents.filter((document) => !document.fileName.startsWith(sampleDocumentPrefix)));

/**
 * The knowledge base's part of the archive: every document with its title
 * and its original file, byte for byte (the sample documents left out). An import stores each file again
 * under a new document (same title and file name) and queues its processing
 * (parsing, chunks, embeddings) with the importing account's model, due once
 * the whole archive is in.
 */
export const knowledgeArchive = domainArchive({
  name: "knowledge",
  record: ArchivedDocument,
  export: (userId) =>
    Effect.gen(function* () {
      const blobs = yield* BlobStore;
      // Oldest first, the order an import recreates them in.
      const documents = [...(yield* ownDocuments(userId))].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      const records = [];
      const files: ArchiveFile[] = [];
      for (const document of documents) {
        const blob = yield* blobs.get(userId, document.id);
        const file = `documents/${document.id}`;
        files.push({ path: file, bytes: blob.bytes });
        records.push({
          id: document.id,
          title: document.title,
          fileName: document.fileName,
          mimeType: document.mimeType,
          byteSize: document.byteSize,
          contentHash: document.contentHash,
          createdAt: document.createdAt,
          updatedAt: document.updatedAt,
          file,
        });
      }
      return { records, files };
    }),
  isEmpty: (userId) => Effect.map(ownDocuments(userId), (documents) => documents.length === 0),
  import: (userId, records, context) =>
    Effect.gen(function* () {
      const documents = yield* DocumentRepository;
      const blobs = yield* BlobStore;
      const ids = yield* IdGenerator;
      // Every file is checked before any is stored, as an upload's are.
      const files: UploadFile[] = [];
      for (const record of records) {
        const bytes = context.file(record.file);
        if (bytes === undefined) return yield* Effect.fail(new InvalidInput({ message: `The archive lacks the file of the document "${record.fileName}" (${record.file})` }));
        files.push({ fileName: record.fileName, declaredMimeType: record.mimeType, bytes });
      }
      const probes = yield* checkUploads(files, context.config.limits.documentBytes);
      const checked = records.map((record, index) => ({ record, bytes: files[index]!.bytes, probe: probes[index]! }));
      for (const { record, bytes, probe } of checked) {
        const id = (yield* ids.next) as DocumentId;
        context.ids.set(record.id, id);
        yield* enqueueDocumentProcessing(userId, id, 30_000);
        yield* documents.create(userId, {
          id,
          title: record.title,
          fileName: record.fileName,
          mimeType: probe.mimeType,
          byteSize: bytes.byteLength,
          contentHash: createHash("sha256").update(bytes).digest("hex"),
          pageCount: probe.pageCount,
        });
        yield* blobs.put(userId, id, bytes).pipe(Effect.tapError(() => Effect.ignore(documents.delete(userId, id))));
        context.afterImport(Effect.asVoid(enqueueDocumentProcessing(userId, id)));
      }
      return records.length;
    }),
  clear: (userId) =>
    Effect.gen(function* () {
      const documents = yield* DocumentRepository;
      for (const document of yield* allDocuments(userId)) yield* documents.delete(userId, document.id);
      yield* BlobStore.use((blobs) => blobs.deleteAll(userId));
    }),
});
