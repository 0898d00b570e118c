/** Endings of a word's own forms that a word of four letters takes too: a plural, a verb's past and gerund ("sala", "salas"). */
const inflections = new Set(["s", "es", "ed", "d", "ing"]);
/**
 * Endings English and Portuguese put on one root, folded: plurals and gender, a verb's forms, and the words made of it
 * ("renewal", "cancelar", "proibido", "proibições", "exclusão", "cobertura").
 */
const endings = new Set([
  ...inflections,
  ...["er", "ers", "al", "als", "ly", "ion", "ions"],
  ...["a", "as", "o", "os", "e", "r", "ar", "ir", "do", "da", "dos", "das", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "cao", "coes", "ao", "oes", "ura", "uras"],
]);

/** The ending after a root, less a consonant it doubles ("cancel·led", "stop·ped"). */
const undoubled = (root: string, rest: string): string => (rest.length > 1 && rest[0] === root.at(-1) && !/[aeiou]/.test(rest[0]!) ? rest.slice(1) : rest);

/**
 * Whether two folded words are one word with different short endings: the shorter whole (four letters or more) and the
 * longer with an ending of at most three letters ("sala" and "salas", "renew" and "renewal", "cancel" and "cancelled"),
 * or a root of five letters or more with an ending each ("vedado" and "vedada", "proibido" and "proibições", "coberto"
 * and "coberturas"); a word's ending only a root of five letters takes beyond a plural or a past. A word that only
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
    if ((first === "" || endings.has(first)) && (second === "" || endings.has(second))) return true;
  }
  return false;
};
