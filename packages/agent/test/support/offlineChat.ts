import { createHash } from "node:crypto";
import type { ClockService, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, chunkText, Clock, DocumentRepository, Embedder, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import type { AnyTool } from "@lifeos/tools";
import { ToolRegistry } from "@lifeos/tools";
import { Effect, Layer, ManagedRuntime, Stream } from "effect";
import { ChatService, OfflineEmbedder } from "../../src/index.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { everySkill } from "./offlineConversation.js";

/**
 * The chat as a person without an API key uses it: the offline model with
 * every skill, the given real tools, over a fresh SQLite database with the
 * offline embedder. `store` keeps a document (its text chunked and embedded
 * as an upload's is); `answer` asks a question in a new thread and gives
 * the answer's text. The clock starts on 29 November 2024 unless one is given
 * (to tell things on other days).
 */
export const offlineChat = async (tools: ReadonlyArray<AnyTool<StorageServices | Embedder>>, clock?: ClockService) => {
  const base = Layer.mergeAll(SqliteTestStorage.layer, OfflineEmbedder.layer, OfflineLanguageModel.layer({ skills: everySkill })).pipe(
    Layer.provideMerge(Layer.mergeAll(clock === undefined ? TestClock.layer(new Date("2024-11-29T10:00:00Z")) : Layer.succeed(Clock, clock), TestIdGenerator.layer)),
  );
  const runtime = ManagedRuntime.make(
    Layer.provideMerge(ChatService.layerWith({ modelTitles: false, persistence: { batchWindowMs: 20 } }), Layer.provideMerge(ToolRegistry.layer(tools), base)),
  );
  const userId = (await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana", timeZone: "Europe/Lisbon" })))).id as UserId;
  const store = (fileName: string, text: string) =>
    runtime.runPromise(
      Effect.gen(function* () {
        const documents = yield* DocumentRepository;
        const embedder = yield* Embedder;
        const document = yield* documents.create(userId, {
          title: fileName.replace(/\.[a-z]+$/, ""),
          fileName,
          mimeType: "text/plain",
          byteSize: text.length,
          pageCount: 1,
          contentHash: createHash("sha256").update(text).digest("hex"),
        });
        yield* documents.update(userId, document.id, { processingStatus: "ready", summary: text.slice(0, 80) });
        const pieces = chunkText(text, { targetTokens: 350, maxTokens: 512 });
        const vectors = yield* embedder.embed(pieces.map((piece) => piece.text));
        yield* (yield* ChunkIndex).replace(
          userId,
          "document",
          document.id,
          pieces.map((piece, ordinal) => ({
            ordinal,
            text: piece.text,
            startOffset: piece.start,
            endOffset: piece.end,
            pageStart: 1,
            pageEnd: 1,
            tokenCount: piece.tokenCount,
            embedding: { model: embedder.info.model, vector: vectors[ordinal]! },
          })),
        );
      }),
    );
  const answer = async (content: string) => {
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content })));
    const events = Array.from(await Effect.runPromise(Stream.runCollect(chat.events)));
    return events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
  };
  return { runtime, userId, store, answer, dispose: () => runtime.dispose() };
};
