import type { ReflectionMood } from "@lifeos/core";
import type { MoodReading } from "../../journal/lexicon/analyzeWithLexicon.js";

/**
 * The reflection mood of a lexicon reading: strong opposite feelings are
 * mixed; then anger, sadness, pressure beyond anxiety (stressed), anxiety (tense), high energy with joy
 * (energized), and calm as the quiet default of a non-negative entry.
 */
export const readMood = (reading: MoodReading): ReflectionMood => {
  const { joy, sadness, anxiety, anger, gratitude, calm } = reading.emotions;
  const positive = Math.max(joy, gratitude);
  const negative = Math.max(sadness, anxiety, anger);
  if (positive >= 0.3 && negative >= 0.3 && Math.abs(positive - negative) < 0.25) return "mixed";
  if (anger >= 0.3 && anger >= sadness && anger >= anxiety) return "angry";
  if (sadness >= 0.3 && sadness >= anxiety) return "sad";
  // The lexicon's stress already counts anxiety (30 points at full anxiety): what is left is pressure.
  if (reading.stress - 30 * anxiety >= 45) return "stressed";
  if (anxiety >= 0.3) return "tense";
  if (joy >= 0.3 && reading.energy >= 58) return "energized";
  if (reading.valence <= -0.25) return negative === sadness ? "sad" : "tense";
  if (calm >= 0.2 || gratitude >= 0.2 || reading.valence >= 0) return "calm";
  return "mixed";
};

const positiveMoods: ReadonlySet<ReflectionMood> = new Set(["calm", "energized"]);

/**
 * The mood of several entries read together: each entry's own mood, then the most common one of the side
 * (calm and energized, or the hard moods) that holds at least two thirds of the entries; otherwise mixed.
 * Reading the whole period as one text would let a few angry days name a month that was mostly calm.
 */
export const readPeriodMood = (readings: ReadonlyArray<MoodReading>): ReflectionMood => {
  const moods = readings.map(readMood);
  const positive = moods.filter((mood) => positiveMoods.has(mood));
  const negative = moods.filter((mood) => mood !== "mixed" && !positiveMoods.has(mood));
  const side = positive.length * 3 >= moods.length * 2 ? positive : negative.length * 3 >= moods.length * 2 ? negative : [];
  const counts = new Map<ReflectionMood, number>();
  for (const mood of side) counts.set(mood, (counts.get(mood) ?? 0) + 1);
  const [top] = [...counts].sort((left, right) => right[1] - left[1]);
  return top?.[0] ?? "mixed";
};
