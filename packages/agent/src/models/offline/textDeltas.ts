/** Splits text into word-sized deltas (each keeps its trailing whitespace) that concatenate back to the text. */
export const textDeltas = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];
