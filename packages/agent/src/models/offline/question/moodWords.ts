import type { MoodMetric } from "@lifeos/core";

interface MoodWord {
  readonly pattern: RegExp;
  readonly metric: MoodMetric;
  readonly direction: "high" | "low" | null;
}

/** Words of happiness and joy ("happy", "joy", "feliz", "alegria", "o que me anima"), over the normalised text. */
export const joyWords =
  /\b(?:happ(?:y|ier|iest|iness)|joy|joyful|cheerful|glad|content|delighted|thrilled|over the moon|feliz|radiante|entusiasmad[oa]s?|felizes|felicidade|alegre|alegria|contente|satisfeit[oa]|anima|animam|animou|animad[oa]s?)\b/;

/** Words naming a mood metric and which end of it, over the normalised text (English, then Portuguese). */
const moodWords: ReadonlyArray<MoodWord> = [
  { pattern: /\b(?:unhappy|unhappiest|sad|sadder|saddest|sadness|down|depressed|miserable|lonely|fed up|sick (?:and tired )?of|heartbroken|hopeless|gloomy|upset|infeliz|triste|tristes|tristeza|deprimid[oa]|em baixo|(?:pra|para) baixo|abatid[oa]s?|sozinh[oa]|fart[oa]s?|chatead[oa]s?|desanimad[oa]s?|desesperad[oa]s?|na fossa)\b/, metric: "happiness", direction: "low" },
  { pattern: joyWords, metric: "happiness", direction: "high" },
  { pattern: /\b(?:calm|calmer|calmest|calmed|calms|calming|relaxed|relaxes|relaxing|peaceful|at ease|serene|chilled|calm[oa]s?|acalm(?:a|am|ou|ava|aram|ar)|relax(?:a|ou|ava)|tranquil[oa]s?|relaxad[oa]s?|descontraid[oa]s?|seren[oa]s?|em paz)\b/, metric: "stress", direction: "low" },
  { pattern: /\b(?:stress\w*|anxious|anxiety|worried|worry|worries|pressure|overwhelmed|tense|nervous|on edge|panicking|panicked|estress\w*|ansios[oa]s?|ansiedade|preocupad[oa]s?|preocupacao|preocupacoes|preocupa|preocupava|preocupou|pressao|nervos[oa]|sobrecarregad[oa]|angustiad[oa]s?|angustia|aflit[oa]s?|em panico)\b/, metric: "stress", direction: "high" },
  { pattern: /\b(?:tired|tiredness|exhausted|exhaustion|fatigued?|drained|sleepy|worn out|burn(?:ed|t) out|burnout|knackered|wiped out|low energy|cansad[oa]s?|cansaco|cansa|cansam|cansou|cansativ[oa]s?|exaust[oa]|esgotad[oa]s?|exaust[oa]s|de rastos|rastos|rebentad[oa]s?|estoirad[oa]s?|sem forcas|sem energia)\b/, metric: "energy", direction: "low" },
  { pattern: /\b(?:energy|energetic|energised|energized|vitality|motivated|energia|energetic[oa]|cheio de energia|motivad[oa]|disposto|disposta)\b/, metric: "energy", direction: null },
  { pattern: /\b(?:mood|moods|feel|feeling|feelings|felt|emotion\w*|spirits|humor|animo|estado de espirito|emoc\w*|sentiment\w*|senti|sentia|sinto)\b/, metric: "valence", direction: null },
];

const highWords = /\b(?:best|better|good|great|high|highest|top|highlights?|melhor|melhores|bom|boa|bons|otim[oa]s?|alt[oa]s?|destaques?)\b/;
const lowWords = /\b(?:worst|worse|bad|low|lowest|hard|hardest|rough|roughest|tough|toughest|most difficult|pior|piores|mau|maus|baix[oa]|dificil|dificeis|mais dur[oa]s?)\b/;
/** A kind of day ("a bad day", "good days", "dias maus", "um dia difícil"): the overall mood, at the end the words say. */
const dayOfAKind =
  /\b(?:good|great|nice|bad|awful|terrible|rough|hard|tough|difficult) days?\b|\bdias? (?:bons|bom|otimos?|maus|mau|ruins?|dificeis|dificil|pessimos?)\b|\b(?:bons|maus|otimos|pessimos) dias\b/;
/** Superlatives that point at an end of the mood scale even without a metric word ("my best days"). */
/** "the highlight of the week", "the low point", "o ponto alto", "o momento mais baixo", "o destaque": an end, as "best" and "worst" are. */
const superlatives =
  /\b(?:best|worst|happiest|saddest|hardest|toughest|roughest|most difficult|highlights?|high points?|low points?|melhor(?:es)?|pior(?:es)?|mais (?:dificil|dificeis|dur[oa]s?|complicad[oa]s?)|destaques?|(?:pontos?|momentos?) (?:alto|baixo)s?)\b/;

/**
 * The mood metric a normalised message names (the first specific one in
 * its words, else the overall mood) and
 * which end of it: "happy" → happiness high, "sad" → happiness low,
 * "stressed" → stress high, "calm" → stress low, "tired" → energy low,
 * "mood" → valence. "best"/"worst" alone point at happiness; with
 * "mood" or "energy", "good"/"bad" set the end; a kind of day ("a bad
 * day", "dias bons") is the overall mood at that end.
 */
export const findMood = (normalized: string): { metric: MoodMetric | null; direction: "high" | "low" | null } => {
  // The first specific word ("happy", "stressed", "tired") wins over a general one ("feel", "mood") anywhere.
  let first: { index: number; word: MoodWord } | null = null;
  for (const word of moodWords) {
    const match = word.pattern.exec(normalized);
    if (match === null) continue;
    const general = (candidate: MoodWord) => candidate.metric === "valence";
    if (first === null || (general(first.word) && !general(word)) || (general(first.word) === general(word) && match.index < first.index)) first = { index: match.index, word };
  }
  const high = highWords.test(normalized);
  const low = lowWords.test(normalized);
  const leaning = high && !low ? "high" : low && !high ? "low" : null;
  if (first === null && dayOfAKind.test(normalized)) return { metric: "valence", direction: /\b(?:bad|awful|terrible|rough|hard|tough|difficult|maus|mau|ruins?|dificeis|dificil|pessimos?)\b/.test(normalized) ? "low" : "high" };
  // "my best day and my worst day": both ends of happiness, each read where it is said.
  if (first === null) return superlatives.test(normalized) && (leaning !== null || (high && low)) ? { metric: "happiness", direction: leaning } : { metric: null, direction: null };
  return { metric: first.word.metric, direction: first.word.direction ?? leaning };
};
