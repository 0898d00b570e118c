import { foldAccents } from "@lifeos/core";

/**
 * Word endings that Portuguese and English write differently for the same Latin word ("regularização" and
 * "regularisation", "probabilidade" and "probability", "gradiente" and "gradient"), each way: the Portuguese ending,
 * accent-folded, and the English ones it becomes. Only endings long enough to say the word is a learned one: a short
 * ending ("-o", "-a", "-ia") would turn everyday words into other words.
 */
const endings: ReadonlyArray<readonly [portuguese: string, english: ReadonlyArray<string>]> = [
  ["izacoes", ["izations", "isations"]],
  ["izacao", ["ization", "isation"]],
  ["coes", ["tions"]],
  ["cao", ["tion"]],
  ["soes", ["sions"]],
  ["sao", ["sion"]],
  ["dades", ["ties"]],
  ["dade", ["ty"]],
  ["encias", ["ences", "encies"]],
  ["encia", ["ence", "ency"]],
  ["ancias", ["ances", "ancies"]],
  ["ancia", ["ance", "ancy"]],
  ["ismos", ["isms"]],
  ["ismo", ["ism"]],
  ["istas", ["ists"]],
  ["ista", ["ist"]],
  ["aveis", ["ables"]],
  ["avel", ["able"]],
  ["iveis", ["ibles"]],
  ["ivel", ["ible"]],
  ["osos", ["ous"]],
  ["oso", ["ous"]],
  ["osa", ["ous"]],
  ["logia", ["logy"]],
  ["grafia", ["graphy"]],
  ["metria", ["metry"]],
  ["entes", ["ents"]],
  ["ente", ["ent"]],
  ["antes", ["ants"]],
  ["ante", ["ant"]],
  ["arios", ["aries"]],
  ["ario", ["ary"]],
  ["icos", ["ics"]],
  ["ico", ["ic", "ical"]],
  ["ica", ["ic", "ical"]],
  ["agens", ["ages"]],
  ["agem", ["age"]],
  ["ivos", ["ives"]],
  ["ivo", ["ive"]],
  ["iva", ["ive"]],
  // Medicines, whose international names the two languages end differently ("amoxicilina", "amoxicillin").
  ["cilina", ["cillin"]],
  ["micina", ["mycin"]],
  ["profeno", ["profen"]],
  ["statina", ["statin"]],
  ["formina", ["formin"]],
  ["prazol", ["prazole"]],
  ["oxetina", ["oxetine"]],
  ["triptilina", ["triptyline"]],
];

/** The English endings back to the Portuguese ones, longest first ("-ization" before "-tion"). */
const englishEndings: ReadonlyArray<readonly [english: string, portuguese: string]> = [
  ...new Map(endings.flatMap(([portuguese, english]) => english.map((ending) => [ending, portuguese] as const))).entries(),
].sort((a, b) => b[0].length - a[0].length);
const portugueseEndings = [...endings].sort((a, b) => b[0].length - a[0].length);

/** Letters a word keeps before its ending, at least: "nacao" is no "-cao" word worth a guess, "ativacao" is. */
const minimumStem = 3;

/**
 * The word as the other language most likely writes it, by its ending (see `endings`): "retropropagação" →
 * "retropropagation", "convolução" → "convolution", "regularisation" → "regularizacao", "gradient" → "gradiente".
 * Accent-folded, as the keyword index reads words; empty for a word with no such ending, or too short to guess.
 * A guess that no text holds finds nothing, so a wrong one costs nothing; a word the two languages write alike needs none.
 */
export const cognatesOf = (word: string): string[] => {
  const folded = foldAccents(word.toLowerCase());
  if (!/^\p{L}+$/u.test(folded)) return [];
  const found = new Set<string>();
  const portuguese = portugueseEndings.find(([ending]) => folded.endsWith(ending) && folded.length - ending.length >= minimumStem);
  if (portuguese !== undefined) for (const ending of portuguese[1]) found.add(folded.slice(0, -portuguese[0].length) + ending);
  const english = englishEndings.find(([ending]) => folded.endsWith(ending) && folded.length - ending.length >= minimumStem);
  if (english !== undefined) found.add(folded.slice(0, -english[0].length) + english[1]);
  found.delete(folded);
  return [...found];
};
