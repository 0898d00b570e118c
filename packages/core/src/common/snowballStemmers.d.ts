/** The part of `snowball-stemmers` (a JavaScript port of the Snowball stemmers, no types of its own) that core uses. */
declare module "snowball-stemmers" {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(algorithm: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
