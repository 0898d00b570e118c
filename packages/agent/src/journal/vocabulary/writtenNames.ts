import { foldAccents, stopWords } from "@lifeos/core";

/** A word of letters (inner apostrophes and hyphens kept), with where it starts. */
const wordPattern = /\p{L}+(?:['’-]\p{L}+)*/gu;

/**
 * The names a user writes: counts, over their texts, how each word is written inside a sentence. A word written
 * capitalised there ("lunch with Ana", "fui a Sintra") and never in lower case is a name; one at a sentence's start
 * says nothing either way, and one also written in lower case ("Rose" and "a rose") is an ordinary word. Words are
 * kept lower case with accents folded, of two letters or more, and never a function word.
 */
export class WrittenNames {
  private readonly capitalised = new Set<string>();
  private readonly lowered = new Set<string>();

  /** Reads one text (an entry's title and content). */
  add(text: string): void {
    let end = 0;
    for (const match of text.matchAll(wordPattern)) {
      const word = match[0];
      // What stands between the word and the one before: a sentence's or a line's end, an opening quote or bracket.
      const gap = text.slice(end, match.index);
      end = match.index + word.length;
      if (match.index === 0 || /[.!?¿¡:;\n"“«(…]/u.test(gap)) continue;
      const folded = foldAccents(word.toLowerCase()).replace(/['’]s$/u, "");
      if (/^\p{Lu}/u.test(word)) {
        // A word typed in capitals ("OK", "NYC") marks no name.
        if (word.length > 1 && word === word.toUpperCase()) continue;
        this.capitalised.add(folded);
      } else this.lowered.add(folded);
    }
  }

  /** Adds a name known as such (a person or place remembered): each of its words, unless the texts also write it in lower case. */
  addName(name: string): void {
    for (const match of name.matchAll(wordPattern)) this.capitalised.add(foldAccents(match[0].toLowerCase()));
  }

  /** The names read so far. */
  names(): ReadonlySet<string> {
    const names = new Set<string>();
    for (const word of this.capitalised) if (word.length >= 2 && !this.lowered.has(word) && !stopWords.has(word)) names.add(word);
    return names;
  }
}
