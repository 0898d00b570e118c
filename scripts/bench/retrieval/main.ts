/**
 * `npm run bench:retrieval`: retrieval quality of keyword search, vector
 * search and the shipped hybrid search on the project's own annotated
 * corpora, through the real storage adapters and the offline embedder.
 *
 *   npm run bench:retrieval -- [--corpora journal,conversation,documents]
 *                              [--adapters sqlite,postgres] [--pg postgres://…] [--as-journal]
 *
 * Corpora (all written for this benchmark, English and Portuguese; see
 * their files): the sample journal with hand-written days and paraphrased
 * questions; a multi-speaker conversation history with questions about
 * people, places and dates; a set of short documents in sections. Each
 * corpus is loaded for a fresh user of a fresh database (a temp SQLite file;
 * a new PostgreSQL database when --pg or LIFEOS_TEST_DATABASE_URL is set),
 * as the source its domain searches (journal entries, memories, document
 * chunks), or with --as-journal all as journal entries.
 *
 * Methods: "keyword" is the adapter's keyword search given the question as
 * asked; "vector" the nearest chunks to the question's offline embedding;
 * "hybrid" what the product ships: `search_journal` for journal entries,
 * core's `hybridSearch` (which it calls) for memories and documents, with
 * the journal's offline abstention floor; "hybrid, never abstaining" is
 * `hybridSearch` with no floor (what abstaining costs in recall).
 * Each takes the first 20 results (hits of one item counted once).
 * Recall@k counts the answers among the first k results out of at most k
 * answers; MRR is the mean of 1 / rank of the first answer (0 if none). For
 * questions the journal never answers, "abstained" is the share the hybrid
 * returns nothing for. --tuning (JSON of `HybridTuning` fields) tries other
 * settings of `hybridSearch` on every corpus (it replaces the defaults
 * `search_journal` reads too), --floor another floor on memories and
 * documents; --detail
 * FILE writes each question's scores and first ranked items as JSON lines,
 * to see which questions a change wins or loses. A benchmark: nothing
 * asserts.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { ChunkHit, HybridTuning, StorageServices } from "@lifeos/core";
import { ChunkIndex, defaultHybridTuning, Embedder, hybridSearch, localDate } from "@lifeos/core";
import { JournalPipeline, OfflineEmbedder } from "@lifeos/agent";
import type { ToolContext } from "@lifeos/tools";
import { defaultSearchTuning, searchJournal } from "@lifeos/tools";
import type { Effect } from "effect";
import { Layer } from "effect";
import type { Adapter } from "../lib/benchStore.js";
import { benchSystem, chosenAdapters, openBenchStore } from "../lib/benchStore.js";
import { printTable } from "../lib/stats.js";
import type { Corpus, CorpusQuestion } from "./corpus.js";
import { conversationCorpus } from "./conversationCorpus.js";
import { documentCorpus } from "./documentCorpus.js";
import { journalAbsentQuestions } from "./journalQuestions.js";
import { journalCorpus } from "./journalCorpus.js";
import type { LoadedCorpus } from "./loadCorpus.js";
import { loadCorpus } from "./loadCorpus.js";
import type { Scores } from "./metrics.js";
import { distinct, meanScores, scoreRanking } from "./metrics.js";

const { values } = parseArgs({
  options: {
    corpora: { type: "string", default: "journal,conversation,documents" },
    adapters: { type: "string", default: "sqlite,postgres" },
    pg: { type: "string" },
    "as-journal": { type: "boolean", default: false },
    floor: { type: "string" },
    tuning: { type: "string" },
    detail: { type: "string" },
  },
});
const pgUrl = values.pg ?? process.env.LIFEOS_TEST_DATABASE_URL;
const adapters = chosenAdapters(values.adapters, pgUrl);
const builders: Record<string, () => Corpus> = { journal: journalCorpus, conversation: conversationCorpus, documents: documentCorpus };
const corpora = values.corpora.split(",").map((name) => {
  const build = builders[name];
  if (build === undefined) throw new Error(`unknown corpus ${name}: one of ${Object.keys(builders).join(", ")}`);
  return build();
});
const depth = 20;
// The defaults are what `search_journal` and the fused methods below read.
if (values.tuning !== undefined) Object.assign(defaultHybridTuning, JSON.parse(values.tuning) as Partial<HybridTuning>);

type Services = StorageServices | Embedder | JournalPipeline;
const withPipeline = (storage: Layer.Layer<StorageServices, unknown>) =>
  Layer.provideMerge(JournalPipeline.layer({ summarize: false }), Layer.mergeAll(storage, OfflineEmbedder.layer, benchSystem)) as Layer.Layer<Services, unknown>;

const openStore = (adapter: Adapter) => openBenchStore(adapter, { prefix: "retrieval", pgUrl, extend: withPipeline });

type Run = <A, E>(effect: Effect.Effect<A, E, Services>) => Promise<A>;

/** The methods compared: each returns corpus item ids, best first. */
const methods = (run: Run, loaded: LoadedCorpus, corpus: Corpus): Record<string, (question: string) => Promise<string[]>> => {
  const items = (hits: ReadonlyArray<ChunkHit>) => distinct(hits.flatMap((hit) => loaded.itemOf(hit.chunk) ?? []));
  /** Core's `hybridSearch` on the corpus's source, abstaining below `floor` (see `similarityFloor`). */
  const fused = (floor: number) => async (question: string) => {
    const { hits } = await run(
      hybridSearch(loaded.userId, {
        source: loaded.source,
        query: question,
        limit: depth,
        today: localDate(corpus.now),
        groupBy: loaded.source === "document" ? "chunk" : "source",
        similarityFloor: values.floor === undefined ? floor : Number(values.floor),
      }),
    );
    return distinct(hits.flatMap((hit) => loaded.itemOf(hit.chunk) ?? []));
  };
  const context: ToolContext = { userId: loaded.userId, threadId: null, timeZone: "UTC", now: new Date(`${corpus.now}T20:00:00Z`) };
  return {
    keyword: async (question) =>
      items(await run(ChunkIndex.use((index) => index.searchKeyword(loaded.userId, { source: loaded.source, query: question, k: depth })))),
    vector: async (question) =>
      items(
        await run(
          Embedder.use((embedder) => embedder.embed([question])).pipe((effect) => effect),
        ).then(([vector]) =>
          run(
            Embedder.use((embedder) =>
              ChunkIndex.use((index) => index.searchVector(loaded.userId, { source: loaded.source, embedding: { model: embedder.info.model, vector: vector! }, k: depth })),
            ),
          ),
        ),
      ),
    hybrid:
      loaded.source === "journal"
        ? async (question: string) => {
            const { data } = await run(searchJournal.run({ query: question, limit: depth }, context));
            return distinct(data.results.flatMap((result) => loaded.itemOfEntry(result.entryId) ?? []));
          }
        : fused(defaultSearchTuning.similarityFloor.offline),
    "hybrid, never abstaining": fused(0),
  };
};

const format = (value: number) => value.toFixed(3);
if (values.detail !== undefined) writeFileSync(values.detail, "");
const rows: string[][] = [];
const abstentions: string[][] = [];

for (const adapter of adapters) {
  for (const corpus of corpora) {
    const store = await openStore(adapter);
    const run: Run = (effect) => store.runtime.runPromise(effect);
    try {
      const started = performance.now();
      const loaded = await run(loadCorpus(corpus, { asJournal: values["as-journal"] }));
      process.stderr.write(`${adapter} ${corpus.name}: ${corpus.items.length} items loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      for (const [method, search] of Object.entries(methods(run, loaded, corpus))) {
        const scored: Array<{ question: CorpusQuestion; scores: Scores }> = [];
        const began = performance.now();
        for (const question of corpus.questions) {
          const ranked = await search(question.text);
          const scores = scoreRanking(ranked, question);
          scored.push({ question, scores });
          if (values.detail !== undefined) {
            const line = { adapter, corpus: corpus.name, method, language: question.language, question: question.text, ...scores, answers: question.answers.slice(0, 5), ranked: ranked.slice(0, 10) };
            appendFileSync(values.detail, `${JSON.stringify(line)}\n`);
          }
        }
        const perQuery = (performance.now() - began) / corpus.questions.length;
        for (const language of ["all", "en", "pt"] as const) {
          const subset = scored.filter(({ question }) => language === "all" || question.language === language);
          if (subset.length === 0) continue;
          const mean = meanScores(subset.map(({ scores }) => scores));
          rows.push([adapter, corpus.name, language, String(subset.length), method, format(mean.recallAt5), format(mean.recallAt10), format(mean.reciprocalRank), language === "all" ? perQuery.toFixed(1) : ""]);
        }
        if (corpus.name === "journal" && method.startsWith("hybrid")) {
          let empty = 0;
          for (const question of journalAbsentQuestions) if ((await search(question)).length === 0) empty++;
          abstentions.push([adapter, corpus.name, method, String(journalAbsentQuestions.length), format(empty / journalAbsentQuestions.length)]);
        }
      }
    } finally {
      await store.dispose();
    }
  }
}

console.log(`\nRetrieval quality (first ${depth} results; recall out of at most k answers)${values["as-journal"] ? ", every corpus loaded as journal entries" : ""}\n`);
printTable(["adapter", "corpus", "lang", "questions", "method", "R@5", "R@10", "MRR", "ms/query"], rows);
if (abstentions.length > 0) {
  console.log("\nQuestions about topics the corpus never mentions: share the hybrid answers with nothing\n");
  printTable(["adapter", "corpus", "method", "questions", "abstained"], abstentions);
}
