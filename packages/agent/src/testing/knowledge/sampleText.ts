/**
 * Deterministic prose for generated test documents: every sentence names
 * its page and paragraph, so any passage of a page is found on that page
 * and on no other.
 */

const subjects = ["The tenant", "The landlord", "The building manager", "Each resident", "The agreement", "The inspector", "O inquilino", "A senhoria"];
const verbs = ["reviews", "records", "confirms", "explains", "describes", "schedules", "limits", "mentions"];
const objects = [
  "the heating of the shared hall",
  "the yearly rent adjustment",
  "the rules for bicycles in the courtyard",
  "the repair of the kitchen window",
  "the quiet hours after ten at night",
  "the inventory of the furniture",
  "a manutenção do elevador",
  "o pagamento da renda mensal",
];
const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A word for a number: "seven", "twelve", then "n13", "n307". */
const word = (value: number): string => numberWords[value] ?? `n${value}`;

/** One sentence unique to (page, paragraph, index). */
export const sentence = (page: number, paragraph: number, index: number): string => {
  const pick = <A>(list: ReadonlyArray<A>, salt: number) => list[(page * 7 + paragraph * 3 + index * 5 + salt) % list.length]!;
  return `${pick(subjects, 0)} ${pick(verbs, 1)} ${pick(objects, 2)} in clause ${word(page)}-${word(paragraph)}-${word(index)}.`;
};

/** A paragraph of `sentences` sentences unique to (page, paragraph). */
export const paragraph = (page: number, paragraphIndex: number, sentences: number): string =>
  Array.from({ length: sentences }, (_, index) => sentence(page, paragraphIndex, index)).join(" ");

/** Whitespace runs as single spaces, so texts compare across line breaks. */
export const normalizeSpace = (text: string): string => text.replace(/\s+/g, " ").trim();
