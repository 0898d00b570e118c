import type { DocumentUploadProblemCode, Problem, UserId } from "@lifeos/core";
import {
  BlobStore,
  ChunkIndex,
  Conflict,
  DocumentId,
  DocumentRepository,
  DocumentUnreadable,
  Embedder,
  InvalidInput,
  isStorableText,
  replaceUnstorableText,
  unstorableTextMessage,
  PageRequest,
  RequiredString,
  documentSearchLimitMax,
  enqueueDocumentProcessing,
  reindexDocuments,
  searchDocuments,
  toErrorBody,
  UserRepository,
} from "@lifeos/core";
import { toLocalDate } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow } from "../http/readBody.js";
import { checkUploads, storeUpload, type UploadFile } from "./uploadDocuments.js";

const IdParam = Schema.Struct({ id: DocumentId });

/** `GET /documents/search`: the question, how many passages, and optionally the documents to search (comma-separated ids). */
export const DocumentSearchQuery = Schema.Struct({
  q: RequiredString(500),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: documentSearchLimitMax }))),
  documentIds: Schema.optional(Schema.String.check(Schema.isMaxLength(2000))),
});

/** Most files in one upload. */
export const uploadFilesMax = 20;

/** `Content-Disposition` for a file name: an ASCII fallback and the exact name (RFC 6266 / 5987). */
const disposition = (kind: "inline" | "attachment", fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** Kinds a browser may show inline; HTML is downloaded, never rendered from this origin. */
const inlineTypes = new Set(["application/pdf", "text/plain", "text/markdown"]);

/**
 * The knowledge base's documents, each route scoped to the acting user:
 * upload (multipart, several files), list, one document, its original file,
 * delete (the record, its chunks and vectors, and its file), retry of a
 * failed document, and a search of the passages a question retrieves.
 */
export const documentRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const idOf = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(IdParam, { id: c.req.param("id") }).id;

  app.post("/", async (c) => {
    const userId = c.get("userId");
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new InvalidInput({ message: "Send the documents as multipart/form-data in the field `files`", field: "files" });
    }
    const raw = form.files ?? form.file;
    const uploads = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((item): item is File => item instanceof File);
    // An upload refused before any file is read: the 400 INVALID_INPUT of its message, with its code and values as `problem`.
    const refused = (message: string, code: DocumentUploadProblemCode, params: Problem["params"]) =>
      c.json({ ...toErrorBody(new InvalidInput({ message, field: "files" })), field: "files", problem: { code, params } }, 400);
    if (uploads.length === 0) return refused("No files were uploaded (field `files`)", "DOCUMENT_UPLOAD_NO_FILES", {});
    if (uploads.length > uploadFilesMax) return refused(`At most ${uploadFilesMax} files per upload`, "DOCUMENT_UPLOAD_TOO_MANY_FILES", { files: uploads.length, max: uploadFilesMax });
    const unstorable = uploads.find((file) => !isStorableText(file.name));
    if (unstorable !== undefined) {
      return refused(`A file name ${unstorableTextMessage}: ${JSON.stringify(unstorable.name)}`, "DOCUMENT_UPLOAD_UNSTORABLE_NAME", { fileName: replaceUnstorableText(unstorable.name) });
    }
    const files: UploadFile[] = await Promise.all(
      uploads.map(async (file) => ({
        fileName: (file.name || "document").slice(0, 500),
        declaredMimeType: file.type || undefined,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    );
    const results = await context.runAs(
      userId,
      Effect.gen(function* () {
        const probes = yield* checkUploads(files, context.config.limits.documentBytes);
        return yield* Effect.forEach(files, (file, index) => storeUpload(userId, file, probes[index]!));
      }).pipe(Effect.catchTag("DocumentUnreadable", (unreadable) => Effect.succeed(unreadable))),
    );
    // A file that cannot be read is the 400 INVALID_INPUT of its message, with its code and values as `problem`.
    if (results instanceof DocumentUnreadable) return c.json({ ...toErrorBody(results.toInvalidInput()), field: "file", problem: results.problem }, 400);
    return c.json({ items: results }, 201);
  });

  app.get("/", async (c) => {
    const userId = c.get("userId");
    const page = decodeOrThrow(PageRequest, queryObject(c));
    const result = await context.runAs(
      userId,
      Effect.gen(function* () {
        yield* reindexDocuments(userId, (yield* Embedder).info.model);
        return yield* DocumentRepository.use((documents) => documents.list(userId, page));
      }),
    );
    return c.json({ items: result.items, nextCursor: result.nextCursor });
  });

  app.get("/search", async (c) => {
    const userId = c.get("userId");
    const query = decodeOrThrow(DocumentSearchQuery, queryObject(c));
    const documentIds = query.documentIds
      ?.split(",")
      .map((id) => id.trim())
      .filter((id) => id.length > 0);
    const passages = await context.runAs(
      userId,
      Effect.gen(function* () {
        const user = yield* UserRepository.use((users) => users.get(userId));
        return yield* searchDocuments(userId, {
          query: query.q,
          limit: query.limit ?? 5,
          today: toLocalDate(new Date(), user.timeZone),
          ...(documentIds === undefined ? {} : { documentIds }),
        });
      }),
    );
    return c.json({ items: passages });
  });

  app.get("/:id", async (c) => {
    const userId = c.get("userId");
    const id = idOf(c);
    const document = await context.run(DocumentRepository.use((documents) => documents.get(userId, id)));
    return c.json(document);
  });

  app.get("/:id/file", async (c) => {
    const userId = c.get("userId");
    const id = idOf(c);
    const { document, blob } = await context.run(
      Effect.gen(function* () {
        const document = yield* DocumentRepository.use((documents) => documents.get(userId, id));
        const blob = yield* BlobStore.use((blobs) => blobs.get(userId, id));
        return { document, blob };
      }),
    );
    const inline = inlineTypes.has(document.mimeType);
    c.header("Content-Type", inline && document.mimeType !== "application/pdf" ? `${document.mimeType}; charset=utf-8` : document.mimeType);
    c.header("Content-Disposition", disposition(inline ? "inline" : "attachment", document.fileName));
    c.header("Content-Security-Policy", "sandbox; default-src 'none'");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "private, no-store");
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200);
  });

  app.delete("/:id", async (c) => {
    const userId = c.get("userId");
    const id = idOf(c);
    await context.run(deleteDocument(userId, id));
    return c.body(null, 204);
  });

  app.post("/:id/retry", async (c) => {
    const userId = c.get("userId");
    const id = idOf(c);
    const document = await context.run(
      Effect.gen(function* () {
        const documents = yield* DocumentRepository;
        const found = yield* documents.get(userId, id);
        if (found.processingStatus === "parsing" || found.processingStatus === "embedding" || found.processingStatus === "ready") {
          return yield* Effect.fail(new Conflict({ message: `${found.fileName} is ${found.processingStatus}: only a failed or queued document is retried` }));
        }
        const queued = yield* documents.update(userId, id, { processingStatus: "queued", processingError: null, needsOcr: false });
        yield* enqueueDocumentProcessing(userId, id);
        return queued;
      }),
    );
    return c.json(document, 202);
  });

  return app;
};

/**
 * Deletes a document with everything made from it: the record and its
 * chunks and vectors (one transaction), then its stored file. A file left
 * by a failure in between is removed by the next delete of the user's files.
 */
export const deleteDocument = (userId: UserId, id: DocumentId) =>
  Effect.gen(function* () {
    yield* DocumentRepository.use((documents) => documents.delete(userId, id));
    yield* ChunkIndex.use((index) => index.deleteBySource(userId, "document", id));
    yield* BlobStore.use((blobs) => blobs.delete(userId, id));
  });
