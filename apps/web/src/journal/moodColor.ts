/** A colour for a happiness score 0–100 (red → amber → green), and words for it. */
export const moodColor = (happiness: number): string => {
  const hue = Math.round((Math.max(0, Math.min(100, happiness)) / 100) * 130);
  return `hsl(${hue} 65% 45%)`;
};

export const moodWord = (happiness: number): string =>
  happiness >= 70 ? "good" : happiness >= 55 ? "fair" : happiness >= 40 ? "mixed" : "low";
