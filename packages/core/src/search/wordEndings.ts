/** Endings of a word's own forms that a word of four letters takes too: a plural, a verb's past and gerund ("sala", "salas"). */
const inflections = new Set(["s", "es", "ed", "d", "ing"]);
/** Endings both languages put on a root: a plural, and an "e" a root may end in ("sala·s", "exclud·e"). */
const eitherEndings = ["s", "es", "e"];
/** Endings English puts on a root, folded: a verb's forms and the words made of it ("renew·al", "cancel·led", "exclus·ion"). */
const englishEndings = new Set([...eitherEndings, "ed", "d", "ing", "er", "ers", "al", "als", "ly", "ion", "ions"]);
/**
 * Endings Portuguese puts on a root, folded: gender and plural, a verb's forms and the words made of it ("cancel·ar",
 * "proibi·do", "proibi·ções", "exclus·ão", "cobert·ura").
 */
const portugueseEndings = new Set([
  ...eitherEndings,
  ...["a", "as", "o", "os", "r", "ar", "ir", "do", "da", "dos", "das", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "cao", "coes", "ao", "oes", "ura", "uras"],
]);
/** Every ending of either language. */
const endings = new Set([...englishEndings, ...portugueseEndings]);
/**
 * An English ending and the Portuguese one that says the same of the root: an act ("exclus·ion", "exclus·ão"), its
 * plural, a past participle ("cancel·led", "cancel·ado").
 */
const translatedEndings = new Map<string, ReadonlySet<string>>([
  ["ion", new Set(["ao", "cao"])],
  ["ions", new Set(["oes", "coes"])],
  ["ed", new Set(["ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"])],
]);

/** The ending after a root, less a consonant it doubles ("cancel·led", "stop·ped"). */
const undoubled = (root: string, rest: string): string => (rest.length > 1 && rest[0] === root.at(-1) && !/[aeiou]/.test(rest[0]!) ? rest.slice(1) : rest);

/**
 * Whether two endings of one root make the same word: either is none (the root itself) and the other an ending, both are
 * of one language, or one is the other's translation. An English ending against a Portuguese one makes another word:
 * "gener·al" and "gener·o" ("general", "género"), "person·al" and "person·a", "cultur·al" and "cultur·a".
 */
const sameWordEndings = (first: string, second: string): boolean => {
  if (first === "") return endings.has(second);
  if (second === "") return endings.has(first);
  if (englishEndings.has(first) && englishEndings.has(second)) return true;
  if (portugueseEndings.has(first) && portugueseEndings.has(second)) return true;
  return translatedEndings.get(first)?.has(second) === true || translatedEndings.get(second)?.has(first) === true;
};

/**
 * Whether two folded words are one word with different short endings: the shorter whole (four letters or more) and the
 * longer with an ending of at most three letters ("sala" and "salas", "renew" and "renewal", "cancel" and "cancelled"),
 * or a root of five letters or more with an ending each of one language, or each other's translation ("vedado" and
 * "vedada", "proibido" and "proibições", "coberto" and "coberturas", "exclusion" and "exclusão"; not "general" and
 * "género", see `sameWordEndings`); a word's ending only a root of five letters takes beyond a plural or a past. A word that only
 * starts like the other is another word: "sala" and "salário", "porta" and "portagem", "sócio" and "social", "cancel"
 * and "cancer". Symmetric; a word is no other ending of itself.
 */
export const endingApart = (one: string, other: string): boolean => {
  if (one === other) return false;
  const [shorter, longer] = one.length <= other.length ? [one, other] : [other, one];
  if (shorter.length >= 4 && longer.startsWith(shorter)) {
    const rest = undoubled(shorter, longer.slice(shorter.length));
    if (longer.length - shorter.length <= 3 && (inflections.has(rest) || (shorter.length >= 5 && endings.has(rest)))) return true;
  }
  let shared = 0;
  while (shared < shorter.length && one[shared] === other[shared]) shared++;
  for (let root = shared; root >= 5; root--) {
    const first = undoubled(one.slice(0, root), one.slice(root));
    const second = undoubled(other.slice(0, root), other.slice(root));
    if (sameWordEndings(first, second)) return true;
  }
  return false;
};
