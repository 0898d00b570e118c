import type { Json } from "./readData.js";
import { numberOrNull, objects } from "./readData.js";

/** The measure a ranking of days reads, and the end of the scale its days are at. */
export interface RankedFeeling {
  readonly metric: "happiness" | "energy" | "stress";
  readonly direction: "high" | "low";
}

/** What a ranking of days reads ("happiest": happiness, high; "calmest": stress, low); the most stressed for any other. */
export const feelingOf = (sort: string): RankedFeeling =>
  sort === "happiest" ? { metric: "happiness", direction: "high" }
  : sort === "unhappiest" ? { metric: "happiness", direction: "low" }
  : sort === "most_energetic" ? { metric: "energy", direction: "high" }
  : sort === "most_tired" ? { metric: "energy", direction: "low" }
  : sort === "calmest" ? { metric: "stress", direction: "low" }
  : { metric: "stress", direction: "high" };

/** The day's value of the measure (0–100), or null when its entry carries none. */
export const moodValue = (row: Json, feeling: RankedFeeling): number | null => numberOrNull(objects([row["mood"]])[0]?.[feeling.metric]);

/**
 * Whether the day's measure is past the middle of the scale (50) at the end asked: a happy day is one over 50, a hard
 * one under it. A day with no value is not.
 */
export const pastMiddle = (row: Json, feeling: RankedFeeling): boolean => {
  const value = moodValue(row, feeling);
  return value !== null && (feeling.direction === "high" ? value > 50 : value < 50);
};
