import { createHash } from "node:crypto";
import type { Document, DocumentProbe, UserId } from "@lifeos/core";
import {
  BlobStore,
  DocumentParser,
  DocumentRepository,
  enqueueDocumentProcessing,
  IdGenerator,
  Limits,
  PayloadTooLarge,
} from "@lifeos/core";
import type { DocumentId } from "@lifeos/core";
import { Effect, Option } from "effect";

/** One file of an upload. */
export interface UploadFile {
  readonly fileName: string;
  readonly declaredMimeType: string | undefined;
  readonly bytes: Uint8Array;
}

/**
 * What became of an uploaded file: a new document; the document that
 * already holds these exact bytes (`duplicate`, nothing stored twice); or
 * the document of the same name whose file it replaced (`replaced`: same id,
 * its chunks replaced once the new file is processed).
 */
export interface UploadResult {
  readonly fileName: string;
  readonly outcome: "created" | "duplicate" | "replaced";
  readonly document: Document;
  /** What the quick check noticed (a name or declared type the bytes contradict). */
  readonly warnings: ReadonlyArray<string>;
}

/** The title a document starts with: its file name without the extension. */
const titleOf = (fileName: string): string => {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, "").trim();
  return (base.length > 0 ? base : fileName).slice(0, Limits.titleChars);
};

/**
 * How long after an upload began its processing runs anyway: the job is
 * queued this far ahead before anything is written and brought forward to
 * now once the file is stored, so an upload cut short by a crash is still
 * processed (or, when nothing was written, finds nothing to do).
 */
const safetyDelayMs = 30_000;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Checks every file before anything is stored: at most `maxBytes` bytes
 * (`LIFEOS_MAX_DOCUMENT_BYTES`, never more than `documentBytesMax`;
 * `PayloadTooLarge` naming the file), and readable as one of the
 * supported kinds (the parser's quick check; a corrupt, encrypted or
 * mislabelled file fails with `DocumentUnreadable`, its exact reason). One
 * bad file rejects the whole upload and nothing is kept.
 */
export const checkUploads = (files: ReadonlyArray<UploadFile>, maxBytes: number) =>
  Effect.gen(function* () {
    const parser = yield* DocumentParser;
    const probes: DocumentProbe[] = [];
    for (const file of files) {
      if (file.bytes.byteLength > maxBytes) {
        const size = maxBytes >= 1024 * 1024 ? `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(maxBytes / 1024)} KB`;
        return yield* Effect.fail(new PayloadTooLarge({ message: `${file.fileName} is larger than ${size}, the largest document accepted`, limit: maxBytes }));
      }
      probes.push(yield* parser.probe({ bytes: file.bytes, fileName: file.fileName, declaredMimeType: file.declaredMimeType }));
    }
    return probes;
  });

/**
 * Stores one checked file for the user and queues its processing. The same
 * bytes already stored return that document (`duplicate`). A file under the
 * name of an earlier document replaces that document's file (the newest of
 * that name): its id is kept, the new bytes overwrite the stored file
 * atomically, and it is queued again; its old chunks stay searchable until
 * the new ones replace them in one transaction. Otherwise a new `queued`
 * document is created with its file; if storing the file fails the
 * document is removed again, so nothing half-made is left. Processing is
 * queued `safetyDelayMs` ahead before anything is written, and due now
 * once the file is stored (see `enqueueDocumentProcessing`).
 */
export const storeUpload = (userId: UserId, file: UploadFile, probe: DocumentProbe) =>
  Effect.gen(function* () {
    const documents = yield* DocumentRepository;
    const blobs = yield* BlobStore;
    const contentHash = sha256(file.bytes);
    const same = yield* documents.findByHash(userId, contentHash);
    if (Option.isSome(same)) {
      const result: UploadResult = { fileName: file.fileName, outcome: "duplicate", document: same.value, warnings: probe.warnings };
      return result;
    }
    const fields = { fileName: file.fileName, mimeType: probe.mimeType, byteSize: file.bytes.byteLength, contentHash, pageCount: probe.pageCount };
    const named = (yield* documents.findByFileName(userId, file.fileName)).at(-1);
    if (named !== undefined) {
      yield* enqueueDocumentProcessing(userId, named.id, safetyDelayMs);
      yield* blobs.put(userId, named.id, file.bytes);
      const document = yield* documents.update(userId, named.id, { ...fields, processingStatus: "queued", processingError: null, needsOcr: false });
      yield* enqueueDocumentProcessing(userId, document.id);
      const result: UploadResult = { fileName: file.fileName, outcome: "replaced", document, warnings: probe.warnings };
      return result;
    }
    const id = (yield* IdGenerator.use((ids) => ids.next)) as DocumentId;
    yield* enqueueDocumentProcessing(userId, id, safetyDelayMs);
    const document = yield* documents.create(userId, { id, title: titleOf(file.fileName), ...fields });
    yield* blobs.put(userId, id, file.bytes).pipe(Effect.tapError(() => Effect.ignore(documents.delete(userId, id))));
    yield* enqueueDocumentProcessing(userId, id);
    const result: UploadResult = { fileName: file.fileName, outcome: "created", document, warnings: probe.warnings };
    return result;
  });
