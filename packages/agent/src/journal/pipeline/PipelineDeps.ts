import type {
  ChunkIndexService,
  EmbedderService,
  EntryAnalyticsRepositoryService,
  JournalEntryRepositoryService,
  JournalSummaryRepositoryService,
  LanguageModelService,
} from "@lifeos/core";
import { ChunkIndex, Clock, Embedder, EntryAnalyticsRepository, JournalEntryRepository, JournalSummaryRepository, LanguageModel } from "@lifeos/core";
import { Effect, Option } from "effect";

/** The services the pipeline works with, captured once when its layer is built. */
export interface PipelineDeps {
  readonly entries: JournalEntryRepositoryService;
  readonly chunks: ChunkIndexService;
  readonly analytics: EntryAnalyticsRepositoryService;
  readonly summaries: JournalSummaryRepositoryService;
  readonly embedder: EmbedderService;
  /** The configured model when it is a real one that can answer with structured output; none offline. */
  readonly model: Option.Option<LanguageModelService>;
  readonly now: Effect.Effect<Date>;
}

/** Reads the pipeline's services from the context; a missing or offline model means lexicon analysis. */
export const capturePipelineDeps = Effect.gen(function* () {
  const model = yield* Effect.serviceOption(LanguageModel);
  const clock = yield* Effect.serviceOption(Clock);
  const deps: PipelineDeps = {
    entries: yield* JournalEntryRepository,
    chunks: yield* ChunkIndex,
    analytics: yield* EntryAnalyticsRepository,
    summaries: yield* JournalSummaryRepository,
    embedder: yield* Embedder,
    model: Option.filter(model, (service) => !service.info.offline && service.info.capabilities.structuredOutput),
    now: Option.isSome(clock) ? clock.value.now : Effect.sync(() => new Date()),
  };
  return deps;
});
