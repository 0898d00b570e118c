import type { Language } from "@lifeos/core";
import { eventName } from "../../lexicon/eventNames.js";

/** A summary's top event as the summary tool writes it: "trip (3×, first 2026-10-02)" or "trip (2026-10-02)". */
const topEvent = /^(.+?) \((?:(\d+)×, first )?(\d{4}-\d{2}-\d{2})\)$/u;

/** Topics of the analysis (themes, drivers, stressors) in the language asked: event labels in its words, the writer's words as written. */
export const topicsInWords = (terms: ReadonlyArray<string>, language: Language): string[] => terms.map((term) => eventName(term, language));

/**
 * A summary's top events in the language asked: the event in its words, how
 * many times and the first date in the answer's own wording
 * ("viagem (3 vezes, a primeira em 2026-10-02)"); an event of another shape as it is.
 */
export const topEventsInWords = (events: ReadonlyArray<string>, language: Language): string[] =>
  events.map((event) => {
    const match = topEvent.exec(event);
    if (match === null) return eventName(event, language);
    const [, label, times, date] = match as unknown as [string, string, string | undefined, string];
    const name = eventName(label, language);
    if (times === undefined) return `${name} (${date})`;
    return language === "pt" ? `${name} (${times} vezes, a primeira em ${date})` : `${name} (${times} times, first ${date})`;
  });
