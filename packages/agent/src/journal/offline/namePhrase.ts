import { foldAccents } from "@lifeos/core";

/**
 * A name of several words the question is about ("São Miguel", "Sao Miguel", "New York", "Ponta Delgada"): capitalised
 * words named one after the other, and the subject nothing else. Its words are searched and counted as one phrase
 * (`near`): "São Miguel" is not every entry with Miguel, whatever function word ("são") one of its words also is. Null
 * when the subject is not one such name.
 */
export const namePhrase = (question: NamedQuestion, subject: ReadonlyArray<string>): string | null => {
  const fold = (word: string) => foldAccents(word.toLowerCase());
  for (const words of severalWordNames(question)) {
    const named = new Set(words.map(fold));
    if (subject.length > 0 && subject.every((word) => named.has(fold(word)))) return words.join(" ");
  }
  return null;
};

interface NamedQuestion {
  readonly spelled: string;
  readonly names: ReadonlyArray<string>;
}

/** The question's names of several words ("Ana Sousa", "Cafe Aurora"), each its words in order: capitalised words written one after the other. */
const severalWordNames = ({ names, spelled }: NamedQuestion): string[][] => {
  const found: string[][] = [];
  for (let start = 0; start < names.length - 1; start += 1) {
    let end = start + 1;
    while (end < names.length && spelled.includes(names.slice(start, end + 1).join(" "))) end += 1;
    if (end - start >= 2) found.push(names.slice(start, end));
    start = end - 1;
  }
  return found;
};

/**
 * The names of several words among a subject of other words too ("dinner with Ana Sousa in Lisbon" → "Ana Sousa"),
 * each to be searched whole (`wholeNames`), not word by word.
 */
export const wholeNamesIn = (question: NamedQuestion, subject: ReadonlyArray<string>): string[] => {
  const fold = (word: string) => foldAccents(word.toLowerCase());
  const said = new Set(subject.map(fold));
  return severalWordNames(question)
    .filter((words) => words.every((word) => said.has(fold(word))))
    .map((words) => words.join(" "));
};
