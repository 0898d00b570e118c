/**
 * A measure an entry records as a template field, "Name: value unit" ("Sono: 6h", "Sleep: 7.5h", "Humor: 7/10",
 * "Steps: 8000", "Passos: 8.000", "Treino: sim"): its name as written, the value as a number (yes/sim 1, no/não 0) and
 * its unit ("h", "/10", "km"), null when none is written.
 */
export interface EntryField {
  readonly name: string;
  readonly value: number;
  readonly unit: string | null;
  /** "yesNo" for a field answered yes or no (sim/não), whose value is 1 or 0. */
  readonly kind: "number" | "yesNo";
}

const yes = /^(?:yes|y|sim|s)$/iu;
const no = /^(?:no|n|não|nao)$/iu;

/**
 * One field at a line's start (after a bullet) or after "|", ";" or "·" between fields: a name of one to three words,
 * a colon, then a number with its unit (hours and minutes as "6h30"; "8.000" and "8,000" are thousands) or a yes/no.
 */
const field =
  /(?:^|[|;·•]|\n)[ \t]*(?:[-*•][ \t]*)?(\p{L}[\p{L}'’-]*(?:[ \t]\p{L}[\p{L}'’-]*){0,2})[ \t]*:[ \t]*(?:(\d{1,3}(?:[.,]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)[ \t]*(?:(h|hrs?|hours?|horas?)[ \t]*(\d{1,2})(?:[ \t]*(?:m|min))?|(\/[ \t]*(?:5|10|20|100)|%|[\p{L}]{1,12}\.?))?|(yes|no|sim|não|nao))[ \t]*(?=$|[|;·•\n]|[.,!](?:[ \t]|$))/gmu;

const numberOf = (written: string): number =>
  /^\d{1,3}(?:[.,]\d{3})+$/.test(written) ? Number(written.replace(/[.,]/g, "")) : Number(written.replace(",", "."));

/** The fields an entry's text records, in the order written (see `EntryField`); none for prose. */
export const entryFields = (text: string): ReadonlyArray<EntryField> =>
  [...text.matchAll(field)].map((match): EntryField => {
    const [, name, number, hourUnit, minutes, unit, answer] = match;
    if (answer !== undefined) return { name: name!, value: yes.test(answer) ? 1 : no.test(answer) ? 0 : 0, unit: null, kind: "yesNo" };
    const value = numberOf(number!);
    if (hourUnit !== undefined) return { name: name!, value: value + Number(minutes) / 60, unit: "h", kind: "number" };
    const written = unit?.replace(/\s+/g, "").replace(/\.$/, "") ?? null;
    return { name: name!, value, unit: written === null ? null : /^(?:hrs?|hours?|horas?)$/iu.test(written) ? "h" : written, kind: "number" };
  });
