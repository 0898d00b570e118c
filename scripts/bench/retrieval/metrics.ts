import type { CorpusQuestion } from "./corpus.js";

/** Quality of one ranked answer list against a question's annotated answers. */
export interface Scores {
  readonly recallAt5: number;
  readonly recallAt10: number;
  readonly reciprocalRank: number;
}

/**
 * Recall@k is the share of a question's answers in the first k results,
 * out of at most k answers (a 21-day event asked about with k = 10 counts
 * 10 found as full recall). The reciprocal rank is 1 / the rank of the first
 * answer found, 0 when none is.
 */
export const scoreRanking = (ranked: ReadonlyArray<string>, question: CorpusQuestion): Scores => {
  const answers = new Set(question.answers);
  const recall = (k: number) => {
    const found = ranked.slice(0, k).filter((id) => answers.has(id)).length;
    return found / Math.min(k, answers.size);
  };
  const first = ranked.findIndex((id) => answers.has(id));
  return { recallAt5: recall(5), recallAt10: recall(10), reciprocalRank: first < 0 ? 0 : 1 / (first + 1) };
};

/** Mean of each score over the questions. */
export const meanScores = (scores: ReadonlyArray<Scores>): Scores => {
  const mean = (pick: (score: Scores) => number) => scores.reduce((sum, score) => sum + pick(score), 0) / Math.max(1, scores.length);
  return {
    recallAt5: mean((score) => score.recallAt5),
    recallAt10: mean((score) => score.recallAt10),
    reciprocalRank: mean((score) => score.reciprocalRank),
  };
};

/** The ids in order of first appearance. */
export const distinct = (ids: ReadonlyArray<string>): string[] => [...new Set(ids)];
