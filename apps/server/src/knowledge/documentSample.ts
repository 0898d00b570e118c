import { sampleDocumentPrefix, sampleDocuments } from "@lifeos/agent";
import { Clock, DocumentRepository, UserRepository, toLocalDate, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { deleteDocument } from "./documentRoutes.js";
import { checkUploads, storeUpload, type UploadFile } from "./uploadDocuments.js";

/** The sample documents as they are for the user today (the lease's dates follow today). */
const samplesFor = (userId: UserId) =>
  Effect.gen(function* () {
    const user = yield* UserRepository.use((users) => users.get(userId));
    const today = toLocalDate(yield* Clock.use((clock) => clock.now), user.timeZone);
    return sampleDocuments(today);
  });

/** The user's documents stored under a sample document's file name. */
const storedSamples = (userId: UserId) =>
  Effect.gen(function* () {
    const documents = yield* DocumentRepository;
    const names = (yield* samplesFor(userId)).map((sample) => sample.fileName);
    const found = yield* Effect.forEach(names, (name) => documents.findByFileName(userId, name));
    return found.flat().filter((document) => document.fileName.startsWith(sampleDocumentPrefix));
  });

/**
 * The sample documents (file names "Sample · …"): whether they are there,
 * loading them, and removing them. Loading stores them as an upload does
 * (each queued for processing) and skips any already there; removing
 * deletes each with its chunks and file, leaving the user's own documents.
 */
export const documentSampleRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const stored = await context.run(storedSamples(c.get("userId")));
    return c.json({ loaded: stored.length > 0, documents: stored.map((document) => document.title) });
  });
  app.post("/", async (c) => {
    const userId = c.get("userId");
    const added = await context.runAs(
      userId,
      Effect.gen(function* () {
        const present = new Set((yield* storedSamples(userId)).map((document) => document.fileName));
        const encoder = new TextEncoder();
        const files: UploadFile[] = (yield* samplesFor(userId))
          .filter((sample) => !present.has(sample.fileName))
          .map((sample) => ({ fileName: sample.fileName, declaredMimeType: "text/markdown", bytes: encoder.encode(sample.text) }));
        const probes = yield* checkUploads(files, context.config.limits.documentBytes);
        return yield* Effect.forEach(files, (file, index) => storeUpload(userId, file, probes[index]!));
      }),
    );
    return c.json({ documents: added.map((result) => result.document) }, added.length > 0 ? 201 : 200);
  });
  app.delete("/", async (c) => {
    const userId = c.get("userId");
    const removed = await context.run(
      Effect.gen(function* () {
        const stored = yield* storedSamples(userId);
        yield* Effect.forEach(stored, (document) => deleteDocument(userId, document.id), { discard: true });
        return stored.length;
      }),
    );
    return c.json({ removed });
  });
  return app;
};
