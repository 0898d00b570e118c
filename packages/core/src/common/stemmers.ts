// An ambient declaration of the untyped package, referenced so every project compiling core from source sees it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./snowballStemmers.d.ts" />
import * as snowballModule from "snowball-stemmers";

// Node hands a CommonJS module to `import` as its default export; bundlers that load core as CommonJS (drizzle-kit) hand the exports themselves.
const snowball = ("newStemmer" in snowballModule ? snowballModule : snowballModule.default) as typeof snowballModule.default;

/** Reduces a word to its stem. */
export interface Stemmer {
  readonly stem: (word: string) => string;
}

/** The Snowball stemmers of the two languages LifeOS understands, built once for every caller. */
export const stemmers: { readonly en: Stemmer; readonly pt: Stemmer } = {
  en: snowball.newStemmer("english"),
  pt: snowball.newStemmer("portuguese"),
};
