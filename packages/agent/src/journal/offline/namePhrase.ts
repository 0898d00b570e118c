import { foldAccents } from "@lifeos/core";

/**
 * A name of several words the question is about ("São Miguel", "Sao Miguel", "New York", "Ponta Delgada"): capitalised
 * words named one after the other, and the subject nothing else. Its words are searched and counted as one phrase
 * (`near`): "São Miguel" is not every entry with Miguel, whatever function word ("são") one of its words also is. Null
 * when the subject is not one such name.
 */
export const namePhrase = (question: { readonly spelled: string; readonly names: ReadonlyArray<string> }, subject: ReadonlyArray<string>): string | null => {
  const { names, spelled } = question;
  const fold = (word: string) => foldAccents(word.toLowerCase());
  for (let start = 0; start < names.length - 1; start += 1) {
    let end = start + 1;
    while (end < names.length && spelled.includes(names.slice(start, end + 1).join(" "))) end += 1;
    const words = names.slice(start, end);
    if (words.length < 2) continue;
    const named = new Set(words.map(fold));
    if (subject.length > 0 && subject.every((word) => named.has(fold(word)))) return words.join(" ");
  }
  return null;
};
