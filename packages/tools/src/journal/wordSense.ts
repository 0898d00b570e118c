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
 * Prepositions that name a landmark by the noun phrase after them: "the café next to the climbing gym", "o café ao
 * lado do ginásio". The place is only where something else happened: the gym is not gone to, the climbing not done.
 * Each is its words, folded, in order.
 */
const landmarkBefore: ReadonlyArray<ReadonlyArray<string>> = [
  ["next", "to"], ["near"], ["opposite"], ["beside"], ["across", "from"],
  ...["de", "do", "da", "dos", "das"].flatMap((of) => [["lado", of], ["perto", of], ["ao", "pe", of], ["em", "frente", of], ["junto", of]]),
  ...["a", "ao", "aos", "as"].flatMap((to) => [["em", "frente", to], ["junto", to]]),
];

/** Words that end a noun phrase: what follows them is no longer the landmark ("near the gym and climbed", "perto do ginásio e fui"). */
const phraseEnds = new Set("and or then but where when while after before with for to i we e ou depois mas onde quando com para que eu fui fomos".split(" "));

/** Whether `words[index]` is in the noun phrase after a landmark's preposition: at most three words after it, none ending the phrase. */
const inLandmark = (words: ReadonlyArray<string>, index: number): boolean => {
  for (let start = index - 1; start >= Math.max(0, index - 4); start--) {
    const ends = landmarkBefore.some((preposition) => preposition.every((word, at) => words[start - preposition.length + 1 + at] === word));
    if (ends) return true;
    if (phraseEnds.has(words[start]!)) return false;
  }
  return false;
};

/**
 * Whether `words[index]` only names a place or thing, or is said in another sense, rather than telling the activity.
 * `asked` says whether a word was itself asked for: "climbing gym" asked keeps the gym's word, "ran out" its sense.
 */
export const notTheActivity = (words: ReadonlyArray<string>, index: number, asked: (word: string | undefined) => boolean = () => false): boolean =>
  (placeOrThingAfter.has(words[index + 1] ?? "") && !asked(words[index + 1])) ||
  (words[index - 1] === "de" && placeOrThingBefore.has(words[index - 2] ?? "") && !asked(words[index - 2])) ||
  (otherSense.get(words[index] ?? "")?.has(words[index + 1] ?? "") === true && !asked(words[index + 1])) ||
  inLandmark(words, index);
