import type { Language } from "../common/language.js";
import type { CoachAnswer, Ingestion, ReflectionMood, ReflectionPrompt, ReflectionSource } from "./reflection.js";
import { reflectionSources } from "./reflection.js";
import { jaccard } from "../memory/textSimilarity.js";
import { normalisePrompt, tokenSet } from "./similarity.js";

/** The composer's bounds (configuration). */
export interface ComposerLimits {
  /** Prompts in all (default 5). */
  readonly maxPrompts: number;
  /** Prompts from one tradition (default 2). */
  readonly maxPerSource: number;
  /** Jaccard similarity at or above which a prompt duplicates one kept (default 0.7). */
  readonly duplicateThreshold: number;
}

export const defaultComposerLimits: ComposerLimits = { maxPrompts: 5, maxPerSource: 2, duplicateThreshold: 0.7 };

export interface CoachContribution {
  readonly source: ReflectionSource;
  readonly answer: CoachAnswer;
}

export interface ComposerInput {
  readonly ingestion: Ingestion;
  /** The coaches that answered (a skipped coach is absent). */
  readonly coaches: ReadonlyArray<CoachContribution>;
  readonly question?: string | undefined;
  readonly language: Language;
}

/** What the composer did with one suggestion, for the logs. */
export type ComposerDecision =
  | { readonly action: "kept"; readonly source: ReflectionSource; readonly index: number; readonly score: number }
  | { readonly action: "duplicate"; readonly source: ReflectionSource; readonly index: number; readonly duplicateOf: string }
  | { readonly action: "vague"; readonly source: ReflectionSource; readonly index: number }
  | { readonly action: "capped"; readonly source: ReflectionSource; readonly index: number; readonly score: number };

export interface Composition {
  readonly prompts: ReadonlyArray<ReflectionPrompt>;
  readonly advice: string;
  readonly decisions: ReadonlyArray<ComposerDecision>;
}

/** Words that make a mood's prompt fit it (normalised stems, English and Portuguese, European and Brazilian). */
const moodWords: Readonly<Record<ReflectionMood, ReadonlyArray<string>>> = {
  calm: ["gratitude", "grateful", "notice", "savor", "appreciat", "calm", "gratid", "observe", "aprecie", "note", "repare", "saborear"],
  tense: ["breath", "body", "pause", "control", "respir", "corpo", "pausa"],
  stressed: ["control", "priorit", "one thing", "breath", "pause", "deadline", "priori", "uma coisa", "respir", "pausa", "prazo"],
  sad: ["loss", "grief", "kind", "gentle", "miss", "comfort", "perda", "luto", "gentil", "bondade", "suavidade", "saudade", "conforto", "cuidado"],
  angry: ["anger", "react", "respond", "pause", "judg", "raiva", "reag", "respond", "pausa", "julg", "juizo"],
  energized: ["energy", "momentum", "purpose", "meaning", "choose", "energia", "impulso", "proposito", "sentido", "escolh"],
  mixed: ["both", "tension", "hold", "ambos", "os dois", "tensao", "mixed", "mistur", "contradi"],
};

/** Openings of a concrete prompt: an imperative verb, or a question word (English and Portuguese). */
const verbs = new Set(
  (
    "write name notice list ask choose pick take describe consider imagine recall identify observe sit breathe let try plan " +
    "separate decide note look think set spend give sort map rate draw tell call return count remember find put schedule " +
    "what which how where when who whom " +
    "escreva nomeie observe repare liste pergunte escolha descreva considere imagine lembre recorde identifique respire tente " +
    "planeie planeje separe decida note anote olhe pense defina reserve de ordene mapeie avalie conte ligue volte encontre " +
    "coloque marque agende faca sente fique deixe dedique guarde leia " +
    "o que qual quais como onde quando quem"
  ).split(" "),
);

/** Phrases with nothing to act on. */
const vaguePhrases = [
  "think positive",
  "be positive",
  "stay positive",
  "just relax",
  "everything happens for a reason",
  "be happy",
  "dont worry",
  "reflect on your life",
  "pense positivo",
  "pensa positivo",
  "seja feliz",
  "nao se preocupe",
  "nao te preocupes",
  "relaxe apenas",
  "relaxa apenas",
  "tudo acontece por um motivo",
  "tudo acontece por uma razao",
  "reflita sobre a sua vida",
];

/** Vague: fewer than four words of three letters or more, or a phrase with nothing to act on. `tokens` are `normal`'s words, in order. */
const isVague = (normal: string, tokens: ReadonlyArray<string>): boolean => {
  let long = 0;
  for (const word of tokens) if (word.length > 2) long += 1;
  return long < 4 || vaguePhrases.some((phrase) => normal.includes(phrase));
};

const startsWithVerb = (tokens: ReadonlyArray<string>): boolean => verbs.has(tokens[0] ?? "");

/**
 * The stem a theme word is matched by: the word less its last letter, at
 * least five and at most seven letters (a word of five or fewer is its own
 * stem). Long enough that "sentido" (meaning) is not "sentiu" (felt), short
 * enough that "trabalho" is "trabalhar" and "worry" is "worrying".
 */
const stemOf = (word: string) => word.slice(0, Math.max(5, Math.min(7, word.length - 1)));

/** Each theme with the stems of its words, computed once per composition. */
type ThemeStems = ReadonlyArray<{ readonly theme: string; readonly stems: ReadonlyArray<string> }>;

const themeStemsOf = (themes: ReadonlyArray<string>): ThemeStems =>
  themes.map((theme) => ({ theme, stems: [...tokenSet(theme)].filter((word) => word.length > 2).map(stemOf) }));

/** The themes a prompt touches: those with a word whose stem begins one of the prompt's words. */
const themeOverlap = (words: ReadonlySet<string>, themes: ThemeStems): ReadonlyArray<string> => {
  if (themes.length === 0) return [];
  const long = [...words].filter((word) => word.length > 2);
  return themes.filter((theme) => theme.stems.some((stem) => long.some((word) => word.startsWith(stem)))).map((theme) => theme.theme);
};

const moodFit = (normal: string, mood: ReflectionMood): boolean => moodWords[mood].some((word) => normal.includes(word));

interface Candidate {
  readonly text: string;
  readonly normal: string;
  readonly words: ReadonlySet<string>;
  readonly source: ReflectionSource;
  readonly index: number;
  readonly score: number;
  readonly matched: ReadonlyArray<string>;
  readonly moodAligned: boolean;
}

const rationaleOf = (candidate: Candidate, mood: ReflectionMood, insight: string | undefined, language: Language): string => {
  const parts: Array<string> = [];
  if (candidate.matched.length > 0)
    parts.push(language === "pt" ? `Toca em ${candidate.matched.join(", ")}` : `Touches on ${candidate.matched.join(", ")}`);
  if (candidate.moodAligned) parts.push(language === "pt" ? `adequa-se a quem está ${moodStates[mood]}` : `suits a ${moodNames.en[mood]} mood`);
  const reason = parts.length > 0 ? upperFirst(`${parts.join("; ")}.`) : "";
  return [reason, insight ?? ""].filter((part) => part !== "").join(" ").trim() || (language === "pt" ? "Da tradição mais próxima do tema." : "From the tradition closest to the entry.");
};

/** Each mood's name in each language (for a label: "mood: stressed", "humor: stressado"). */
export const moodNames: Readonly<Record<Language, Readonly<Record<ReflectionMood, string>>>> = {
  en: { calm: "calm", tense: "tense", stressed: "stressed", sad: "sad", angry: "angry", energized: "energized", mixed: "mixed" },
  pt: { calm: "calmo", tense: "tenso", stressed: "stressado", sad: "triste", angry: "zangado", energized: "com energia", mixed: "misto" },
};

/** How someone in each mood is, in Portuguese: "adequa-se a quem está stressado". */
const moodStates: Readonly<Record<ReflectionMood, string>> = {
  calm: "calmo",
  tense: "tenso",
  stressed: "stressado",
  sad: "triste",
  angry: "zangado",
  energized: "cheio de energia",
  mixed: "com sentimentos contraditórios",
};

const byScore = (left: Candidate, right: Candidate) =>
  right.score - left.score ||
  reflectionSources.indexOf(left.source) - reflectionSources.indexOf(right.source) ||
  left.index - right.index ||
  (left.normal < right.normal ? -1 : left.normal > right.normal ? 1 : 0);

/**
 * The code composer: normalises every suggestion, rejects vague ones, scores
 * the rest (theme overlap ×2, +1 for a mood-aligned one, +0.5 for one that
 * opens with a verb or question word), drops near-duplicates of what is kept
 * (token-set Jaccard ≥ `duplicateThreshold`, best-scored first), keeps at
 * least one from the most relevant tradition, at most `maxPerSource` per
 * tradition and `maxPrompts` in all, and writes the advice (the question
 * answered first when given, then one concrete step). Deterministic: the same
 * input gives the same output.
 */
export const composeReflection = (input: ComposerInput, limits: ComposerLimits = defaultComposerLimits): Composition => {
  const { ingestion, language } = input;
  const decisions: Array<ComposerDecision> = [];
  const candidates: Array<Candidate> = [];
  const themes = themeStemsOf(ingestion.themes);
  const coaches = [...input.coaches].sort((left, right) => reflectionSources.indexOf(left.source) - reflectionSources.indexOf(right.source));
  for (const { source, answer } of coaches) {
    answer.prompt_suggestions.forEach((text, index) => {
      const normal = normalisePrompt(text);
      const tokens = normal === "" ? [] : normal.split(" ");
      if (isVague(normal, tokens)) {
        decisions.push({ action: "vague", source, index });
        return;
      }
      const words: ReadonlySet<string> = new Set(tokens);
      const matched = themeOverlap(words, themes);
      const moodAligned = moodFit(normal, ingestion.mood);
      const score = matched.length * 2 + (moodAligned ? 1 : 0) + (startsWithVerb(tokens) ? 0.5 : 0);
      candidates.push({ text: text.trim(), normal, words, source, index, score, matched, moodAligned });
    });
  }
  candidates.sort(byScore);

  const unique: Array<Candidate> = [];
  for (const candidate of candidates) {
    const duplicate = unique.find((kept) => jaccard(kept.words, candidate.words) >= limits.duplicateThreshold);
    if (duplicate) decisions.push({ action: "duplicate", source: candidate.source, index: candidate.index, duplicateOf: `${duplicate.source}#${duplicate.index}` });
    else unique.push(candidate);
  }

  const relevance = new Map<ReflectionSource, number>();
  for (const candidate of unique) relevance.set(candidate.source, (relevance.get(candidate.source) ?? 0) + candidate.score);
  const mostRelevant = [...relevance.entries()].sort(
    (left, right) => right[1] - left[1] || reflectionSources.indexOf(left[0]) - reflectionSources.indexOf(right[0]),
  )[0]?.[0];

  const chosen: Array<Candidate> = [];
  const first = unique.find((candidate) => candidate.source === mostRelevant);
  if (first && limits.maxPrompts > 0 && limits.maxPerSource > 0) chosen.push(first);
  for (const candidate of unique) {
    if (candidate === first) continue;
    const fromSource = chosen.filter((kept) => kept.source === candidate.source).length;
    if (chosen.length < limits.maxPrompts && fromSource < limits.maxPerSource) chosen.push(candidate);
    else decisions.push({ action: "capped", source: candidate.source, index: candidate.index, score: candidate.score });
  }
  chosen.sort(byScore);
  for (const candidate of chosen) decisions.push({ action: "kept", source: candidate.source, index: candidate.index, score: candidate.score });

  // A coach that gave one insight per prompt explains each prompt with its own; else with its first.
  const insightOf = (candidate: Candidate) => {
    const answer = coaches.find((coach) => coach.source === candidate.source)?.answer;
    if (answer === undefined) return undefined;
    return answer.insights.length === answer.prompt_suggestions.length ? answer.insights[candidate.index] : answer.insights[0];
  };
  const prompts = chosen.map((candidate) => ({
    text: candidate.text,
    source: candidate.source,
    rationale: rationaleOf(candidate, ingestion.mood, insightOf(candidate), language),
  }));
  const top = chosen[0];
  return { prompts, advice: buildAdvice(input, top?.text, top === undefined ? undefined : insightOf(top)), decisions };
};

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

const limitWords = (text: string, max: number) => {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(" ").replace(/[,;:]$/, "")}…`;
};

/** The insight most related to the question (shared words), or the first one. */
const answerTo = (question: string, coaches: ReadonlyArray<CoachContribution>): string | undefined => {
  const asked = tokenSet(question);
  let best: { text: string; shared: number } | undefined;
  for (const coach of coaches)
    for (const insight of coach.answer.insights) {
      const shared = [...tokenSet(insight)].filter((word) => word.length > 3 && asked.has(word)).length;
      if (best === undefined || shared > best.shared) best = { text: insight, shared };
    }
  return best?.text;
};

/**
 * 2–4 sentences, at most 120 words: the answer to the question when one was
 * asked, the insight behind the top prompt (else the first coach's), one
 * concrete step (the top prompt), and the first caveat when there is room.
 */
const buildAdvice = (input: ComposerInput, step: string | undefined, stepInsight: string | undefined): string => {
  const { language, coaches, question } = input;
  const sentences: Array<string> = [];
  if (question !== undefined && question.trim() !== "") {
    const answer = answerTo(question, coaches);
    sentences.push(
      sentence(
        language === "pt"
          ? `Sobre a sua pergunta: ${answer ?? "não há uma resposta pronta, mas o passo abaixo ajuda a olhar para ela com calma"}`
          : `On your question: ${answer ?? "there is no ready answer, but the step below helps you look at it steadily"}`,
      ),
    );
  }
  // The insight behind the step first, so the advice reads as one thought; else the first coach's.
  const insight = [stepInsight, ...coaches.map((coach) => coach.answer.insights[0])].find((text) => text !== undefined && !sentences.some((kept) => kept.includes(text)));
  if (insight !== undefined) sentences.push(sentence(insight));
  else
    sentences.push(
      language === "pt"
        ? `Quem escreveu esta entrada parece estar ${moodStates[input.ingestion.mood]}.`
        : `The entry reads as ${moodNames.en[input.ingestion.mood]}.`,
    );
  const concrete = step ?? (language === "pt" ? "escreva três linhas sobre o que mais pesa hoje e o que está ao seu alcance" : "write three lines on what weighs most today and what is within your reach");
  sentences.push(sentence(language === "pt" ? `Um passo concreto: ${lowerFirst(concrete)}` : `One concrete step: ${lowerFirst(concrete)}`));
  const caveat = coaches.flatMap((coach) => coach.answer.caveats ?? [])[0];
  if (caveat !== undefined && sentences.length < 4) sentences.push(sentence(caveat));
  return limitWords(sentences.slice(0, 4).join(" "), 120);
};

const lowerFirst = (text: string) => (/^[A-ZÀ-Ý][a-zà-ÿ]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
