/** A colour for a happiness score 0–100 (red → amber → green). */
export const moodColor = (happiness: number): string => {
  const hue = Math.round((Math.max(0, Math.min(100, happiness)) / 100) * 130);
  return `hsl(${hue} 65% 45%)`;
};
