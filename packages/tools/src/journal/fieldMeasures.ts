import type { FieldMeasure, JournalEntry } from "@lifeos/core";
import { entryFields, foldAccents, sameWords, searchWords, stemsOf } from "@lifeos/core";
import { round, trendOf } from "./stats.js";

/** Most fields measured in one call, and most readings listed per field. */
export const maxMeasures = 8;
export const maxReadings = 10;

/** Field names in both languages that the topic words do not pair: "Passos" is "Steps", "Humor" is "Mood". */
const fieldNames: ReadonlyArray<ReadonlyArray<string>> = [
  ["steps", "passos"],
  ["mood", "humor", "humour"],
  ["energy", "energia"],
  ["sleep", "sono"],
];

const stemSet = (words: ReadonlyArray<string>) => new Set(words.flatMap((word) => searchWords(word)).flatMap(stemsOf));

/** The stems a query word stands for as a field's name: its own, its same words in either language, its field names. */
const nameStems = (word: string, related: ReadonlyArray<ReadonlyArray<string>>): ReadonlySet<string> => {
  const folded = foldAccents(word.toLowerCase());
  const own = stemSet([word]);
  const paired = fieldNames.filter((names) => [...stemSet(names)].some((stem) => own.has(stem))).flat();
  const alternatives = related.filter((group) => group.some((alternative) => foldAccents(alternative.toLowerCase()) === folded)).flat();
  return stemSet([word, ...sameWords(word), ...paired, ...alternatives]);
};

/** Readings averaged by day of the week (1 = Monday … 7 = Sunday), the days without one left out. */
const byWeekday = (readings: ReadonlyArray<{ date: string; value: number }>) => {
  const days = new Map<number, number[]>();
  for (const reading of readings) {
    const weekday = new Date(`${reading.date}T12:00:00Z`).getUTCDay() || 7;
    days.set(weekday, [...(days.get(weekday) ?? []), reading.value]);
  }
  return [...days.entries()]
    .sort(([left], [right]) => left - right)
    .map(([weekday, values]) => ({ weekday, average: round(values.reduce((total, value) => total + value, 0) / values.length, 2), count: values.length }));
};

/** A field's key: its name folded ("Sono" and "sono" are one field). */
const keyOf = (name: string) => foldAccents(name.toLowerCase());

/**
 * What the entries record in template fields ("Sono: 6h", "Steps: 8000", "Treino: sim"), one measure per field name
 * (and unit), most entries first, at most `maxMeasures`: only the fields whose name is one of the query words, in either
 * language ("sleep" measures "Sono"), or every field without a query. Each with its average, lowest and highest (with
 * their days), trend over the period and its latest readings with the entries they come from; a yes/no field counts
 * its yes days.
 */
export const fieldMeasures = (entries: ReadonlyArray<JournalEntry>, query: ReadonlyArray<string> | null, related: ReadonlyArray<ReadonlyArray<string>>): FieldMeasure[] => {
  const asked = query === null ? null : query.map((word) => nameStems(word, related));
  type Slot = { names: Map<string, number>; unit: string | null; kind: "number" | "yesNo"; readings: Array<{ date: string; value: number; entryId: string }> };
  const fields = new Map<string, Slot>();
  for (const entry of [...entries].sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0))) {
    for (const field of entryFields(entry.content)) {
      if (asked !== null) {
        const stems = stemSet([field.name]);
        if (!asked.some((group) => [...stems].some((stem) => group.has(stem)))) continue;
      }
      const key = `${keyOf(field.name)}\u0000${field.unit ?? ""}\u0000${field.kind}`;
      const slot: Slot = fields.get(key) ?? { names: new Map(), unit: field.unit, kind: field.kind, readings: [] };
      slot.names.set(field.name, (slot.names.get(field.name) ?? 0) + 1);
      slot.readings.push({ date: entry.date, value: field.value, entryId: entry.id });
      fields.set(key, slot);
    }
  }
  return [...fields.values()]
    .sort((left, right) => right.readings.length - left.readings.length)
    .slice(0, maxMeasures)
    .map((slot): FieldMeasure => {
      const values = slot.readings.map((reading) => reading.value);
      const average = values.reduce((total, value) => total + value, 0) / values.length;
      const lowest = slot.readings.reduce((low, reading) => (reading.value < low.value ? reading : low));
      const highest = slot.readings.reduce((high, reading) => (reading.value > high.value ? reading : high));
      const name = [...slot.names.entries()].sort((left, right) => right[1] - left[1])[0]![0];
      return {
        name,
        unit: slot.unit,
        kind: slot.kind,
        entries: slot.readings.length,
        average: round(average, 2),
        min: { value: lowest.value, date: lowest.date },
        max: { value: highest.value, date: highest.date },
        ...(slot.kind === "yesNo" ? { yes: values.filter((value) => value === 1).length } : {}),
        // A tenth of the average counts as a real rise or fall, whatever the unit.
        trend: trendOf(slot.readings, Math.abs(average) / 10),
        readings: slot.readings.slice(-maxReadings).reverse().map((reading) => ({ ...reading, value: round(reading.value, 2) })),
        ...(slot.kind === "number" ? { byWeekday: byWeekday(slot.readings) } : {}),
      };
    });
};
