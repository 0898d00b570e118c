import type { MemoryReference, MessageContent } from "@lifeos/core";
import { contentTokens } from "@lifeos/core";

/** The languages whose stop words and stems a memory and an answer are compared in. */
const languages = ["en", "pt"] as const;

/** The meaning words of a text in one language, as a set. */
const wordsOf = (text: string, language: (typeof languages)[number]): ReadonlySet<string> => new Set(contentTokens(text, language));

/**
 * Whether the answer says what the memory says: it names the memory
 * (`lifeos:memory/<id>` or the bare id), or, in English or Portuguese
 * words, it holds at least half of the memory's meaning words and two of
 * them (the one, for a memory of a single word). A memory that merely
 * stood in the context shares a word or none with an answer about
 * something else.
 */
const drawsOn = (memory: MemoryReference, answer: string, answerWords: ReadonlyArray<ReadonlySet<string>>): boolean => {
  if (answer.includes(memory.id)) return true;
  return languages.some((language, index) => {
    const words = wordsOf(memory.summary, language);
    if (words.size === 0) return false;
    let shared = 0;
    for (const word of words) if (answerWords[index]!.has(word)) shared += 1;
    return shared >= Math.min(2, words.size) && shared * 2 >= words.size;
  });
};

/** The text an answer says: its text parts, joined. */
export const answerText = (content: MessageContent): string =>
  content.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");

/**
 * The memories of a turn's context that its answer drew on, in their
 * order: the ones it quotes, names or says in its own words (see
 * `drawsOn`). The rest were offered and not used, so the answer does not
 * report them.
 */
export const memoriesUsedBy = (memories: ReadonlyArray<MemoryReference>, answer: string): ReadonlyArray<MemoryReference> => {
  if (memories.length === 0 || answer.trim() === "") return [];
  const answerWords = languages.map((language) => wordsOf(answer, language));
  return memories.filter((memory) => drawsOn(memory, answer, answerWords));
};
