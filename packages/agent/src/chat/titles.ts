import type { ModelRequest } from "@lifeos/core";

export const titleMaxChars = 50;

/** A title from the first message: its first line, cut at a word boundary to at most 50 characters. */
export const autoTitle = (content: string): string => {
  const line = content.replace(/\s+/g, " ").trim();
  if (line.length <= titleMaxChars) return line || "New conversation";
  const cut = line.slice(0, titleMaxChars - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
};

/** The request asking a model for a short title. */
export const titleRequest = (content: string): ModelRequest => ({
  system:
    "Write a title of at most six words for a conversation that starts with the user's message. Reply with the title only, in the user's language, without quotes.",
  messages: [{ role: "user", content: content.slice(0, 2000) }],
  maxOutputTokens: 24,
});

/** Cleans a model-written title: first line, no quotes or trailing punctuation, at most 50 characters; null when empty. */
export const cleanTitle = (text: string): string | null => {
  const line = (text.split("\n").find((candidate) => candidate.trim() !== "") ?? "")
    .replace(/^\s*(title|título)\s*:\s*/i, "")
    .replace(/^["'“”‘’*#\s]+|["'“”‘’*\s.!]+$/g, "")
    .trim();
  if (line === "") return null;
  return line.length <= titleMaxChars ? line : autoTitle(line);
};
