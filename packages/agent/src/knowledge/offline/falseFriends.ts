/**
 * Words that look alike across the two languages (or within one) and mean different things: the medicine of
 * "remédios" and the figurative "remedies" of a study note or a contract's clause ("Remedies: more data,
 * regularisation"); the relatives ("parentes") and the parents; the police ("polícia") of a theft clause and the
 * insurance policy; what the landlord intends ("pretende") and pretending. Each pair's words (folded) are matched only as
 * themselves, never by starting like or sharing a stem with the other's.
 */
const pairs: ReadonlyArray<readonly [ReadonlyArray<string>, ReadonlyArray<string>]> = [
  [["remedio", "remedios"], ["remedy", "remedies"]],
  [["pretende", "pretendem", "pretender", "pretendo", "pretendia", "pretendemos", "pretensao"], ["pretend", "pretends", "pretended", "pretending", "pretence", "pretense"]],
  [["parente", "parentes"], ["parent", "parents", "parental"]],
  [["policia", "policias", "policial", "police"], ["policy", "policies"]],
  [["realizar", "realiza", "realizam", "realizado", "realizada", "realizados", "realizadas", "realizou", "realizei", "realizacao"], ["realise", "realize", "realised", "realized", "realises", "realizes"]],
  [["eventual", "eventuais", "eventualmente"], ["eventually"]],
  [["assistir", "assiste", "assistem", "assisti", "assistiu", "assisto"], ["assist", "assists", "assisted", "assisting"]],
  [["fabrica", "fabricas"], ["fabric", "fabrics"]],
  [["compromisso", "compromissos"], ["compromise", "compromises"]],
];

/** Whether `word` only looks like `term` (the two sides of a pair of false friends). */
export const falseFriends = (word: string, term: string): boolean =>
  pairs.some(([one, other]) => (one.includes(word) && other.includes(term)) || (other.includes(word) && one.includes(term)));
