/**
 * When a word of an activity is not the activity: it names a place or a thing ("the climbing gym", "running shoes",
 * "o ginásio de escalada"), or the words after it give it another sense ("ran out of milk", "running late",
 * "a reunião correu bem"). Words are folded (lower case, no accents), as `searchWords` gives them.
 */

/** Nouns that make the word before them the name of a place or a thing ("the climbing gym", "running shoes"), not the activity. */
const placeOrThingAfter = new Set("gym gyms wall walls shoes shoe boots gear equipment kit shop shops store stores centre center hall track tracks".split(" "));
/** The same in Portuguese, where the noun comes first: "o ginásio de escalada", "as sapatilhas de corrida". */
const placeOrThingBefore = new Set("ginasio ginasios sapatilhas sapatos tenis parede muro loja lojas equipamento material pista".split(" "));

/**
 * Words that, right after a word of an activity, give it another sense: "ran out of milk", "running late", "ran into
 * Tom", "ran errands"; "a reunião correu bem" (went well), "correu tudo mal". Keyed by the activity's word as written.
 */
const otherSense = (() => {
  const english = new Set("out late into errands across short low behind".split(" "));
  const portuguese = new Set("bem mal tudo".split(" "));
  return new Map<string, ReadonlySet<string>>([
    ...["run", "runs", "ran", "running"].map((word) => [word, english] as const),
    ...["corre", "correm", "correu", "correram", "correr", "correndo", "correra", "correria"].map((word) => [word, portuguese] as const),
  ]);
})();

/**
 * Whether `words[index]` only names a place or thing, or is said in another sense, rather than telling the activity.
 * `asked` says whether a word was itself asked for: "climbing gym" asked keeps the gym's word, "ran out" its sense.
 */
export const notTheActivity = (words: ReadonlyArray<string>, index: number, asked: (word: string | undefined) => boolean = () => false): boolean =>
  (placeOrThingAfter.has(words[index + 1] ?? "") && !asked(words[index + 1])) ||
  (words[index - 1] === "de" && placeOrThingBefore.has(words[index - 2] ?? "") && !asked(words[index - 2])) ||
  (otherSense.get(words[index] ?? "")?.has(words[index + 1] ?? "") === true && !asked(words[index + 1]));
