import type { EmotionName } from "@lifeos/core";
import { tokenize } from "@lifeos/tools";
import { detectEvents } from "./detectEvents.js";
import { wordInfo } from "./matchWords.js";
import { feelingCues, feelingOnlyWords, negators } from "./wordLists.js";

/** The mood reading of one text, before it is tied to an entry. */
export interface MoodReading {
  readonly emotions: Readonly<Record<EmotionName, number>>;
  readonly happiness: number;
  readonly valence: number;
  readonly arousal: number;
  readonly stress: number;
  readonly energy: number;
  readonly events: ReadonlyArray<string>;
  readonly confidence: number;
}

/** Words of crying, sad or not by the rest of the entry. */
const crying: ReadonlySet<string> = new Set(["cry", "crying", "cried", "tears", "chorei", "chorar", "choro", "chorou", "lagrimas"]);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Offline mood scoring: AFINN-165 valence plus hand-made English and
 * Portuguese lists for six emotions, stress and energy, with simple negation
 * ("not happy" neither counts as joy nor as positive). Deterministic;
 * intensities grow with the share of matching words and saturate.
 */
export const analyzeWithLexicon = (text: string): MoodReading => {
  const tokens = tokenize(text);
  const counts = { joy: 0, sadness: 0, anxiety: 0, anger: 0, gratitude: 0, calm: 0, stress: 0, highEnergy: 0, lowEnergy: 0 };
  let valenceSum = 0;
  let hits = 0;
  // Tears are set aside until the entry is read: on a day of more joy than sorrow they are tears of joy.
  const tears = { valence: 0, count: 0 };
  tokens.forEach((token, index) => {
    const info = wordInfo(token);
    if (info === null) return;
    if (feelingOnlyWords.has(token) && !feelingCues.has(tokens[index - 1] ?? "") && !feelingCues.has(tokens[index - 2] ?? "")) return;
    hits++;
    const negated = negators.has(tokens[index - 1] ?? "") || negators.has(tokens[index - 2] ?? "");
    if (!negated && crying.has(token)) {
      tears.valence += info.valence;
      tears.count++;
      return;
    }
    valenceSum += negated ? -info.valence / 2 : info.valence;
    if (negated) return;
    for (const key of Object.keys(counts) as Array<keyof typeof counts>) if (info[key]) counts[key]++;
  });
  if (counts.joy <= counts.sadness) {
    valenceSum += tears.valence;
    counts.sadness += tears.count;
  }
  const words = Math.max(tokens.length, 1);
  const intensity = (count: number) => 1 - Math.exp((-count * 60) / (words + 40));
  const emotions = {
    joy: intensity(counts.joy),
    sadness: intensity(counts.sadness),
    anxiety: intensity(counts.anxiety),
    anger: intensity(counts.anger),
    gratitude: intensity(counts.gratitude),
    calm: intensity(counts.calm),
  };
  const stressLevel = intensity(counts.stress);
  const high = intensity(counts.highEnergy);
  const low = intensity(counts.lowEnergy);
  const valence = Math.tanh(valenceSum / (Math.sqrt(words) * 1.2));
  const happiness =
    50 + 32 * valence + 18 * (emotions.joy - emotions.sadness) + 6 * (emotions.gratitude + emotions.calm) - 6 * (emotions.anxiety + emotions.anger);
  const stress = 22 + 55 * stressLevel + 30 * emotions.anxiety + 12 * emotions.anger - 15 * emotions.calm - 5 * valence;
  const energy = 50 + 40 * (high - low) + 10 * emotions.joy - 8 * emotions.sadness;
  const arousal = 0.25 + 0.45 * Math.max(emotions.joy, emotions.anxiety, emotions.anger, high) + 0.2 * stressLevel - 0.15 * emotions.calm - 0.15 * low;
  const confidence = Math.min(1, words / 80) * Math.min(1, (hits + 1) / 8);
  return {
    emotions: Object.fromEntries(Object.entries(emotions).map(([name, value]) => [name, round(value, 3)])) as MoodReading["emotions"],
    happiness: round(clamp(happiness, 0, 100), 1),
    valence: round(clamp(valence, -1, 1), 3),
    arousal: round(clamp(arousal, 0, 1), 3),
    stress: round(clamp(stress, 0, 100), 1),
    energy: round(clamp(energy, 0, 100), 1),
    events: detectEvents(text),
    confidence: round(clamp(confidence, 0, 1), 3),
  };
};
