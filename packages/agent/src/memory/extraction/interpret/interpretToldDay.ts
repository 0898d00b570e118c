import { Predicates, zonedParts } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import type { ExtractionLanguage } from "../detectLanguage.js";
import type { ClauseContext, PersonRef } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { personNamed, subjectKey } from "./subjects.js";

/** English pasts that do not end in "-ed". */
const irregularPastEn =
  "went|had|was|were|saw|met|ate|took|got|made|spent|did|came|ran|drove|flew|bought|swam|rode|gave|found|left|read|wrote|slept|caught|brought|won|lost|sang|began|sat|heard|felt|kept|paid|sent|spoke|told|threw|wore|woke|thought|taught|built|fell|forgot|hung|drank|fought|chose|grew|knew|stole|shook";

/** Words ending in "-ed" that open no past of one's own ("I need…", "I used to…", "I'm tired"). */
const notPastEn = /^(?:need|used|feed|bleed|breed|seed|speed|proceed|succeed|exceed|indeed)$/iu;

/** Portuguese first-person words ending as a past does, that are none: "sei", "hei de", "aqui". */
const notPastPt = /^(?:sei|hei|aqui|ali|daqui|dali|aí|ai|vamos|temos|estamos|somos|podemos|queremos|devemos|precisamos|gostamos|moramos|vivemos|trabalhamos|achamos|sabemos|fazemos|comemos|bebemos)$/iu;

/**
 * The opening of a clause told in the first person in the past: "I went…", "we had…", "(eu) jantei…", "fui…", "saí…",
 * "estive…", "(nós) jantámos…". The verb is the group.
 */
const pastOpening: Record<ExtractionLanguage, RegExp> = {
  en: new RegExp(`^(?:i|we)\\s+(?:just\\s+|finally\\s+|also\\s+|all\\s+)?(\\p{L}+ed|${irregularPastEn})(?![\\p{L}'’])`, "iu"),
  pt: /^(?:(?:eu|nós|nos)\s+)?(?:também\s+|ainda\s+|já\s+)?(\p{L}+(?:ei|i|í)|fui|estive|tive|fiz|pus|vim|trouxe|disse|quis|pude|soube|fomos|estivemos|tivemos|fizemos|\p{L}+(?:ámos|amos|emos|imos))(?:-(?:me|nos|se))?(?![\p{L}])/iu,
};

/** Verbs of setting a day for something, whose day is one to come when said after "for" ("booked … for Saturday", "marquei … para sábado"). */
const bookingVerb: Record<ExtractionLanguage, RegExp> = {
  en: /^(?:booked|scheduled|arranged|planned|reserved|organised|organized)$/iu,
  pt: /^(?:marquei|combinei|agendei|reservei|marcámos|marcamos|combinámos|combinamos|agendámos|agendamos|reservámos|reservamos)$/iu,
};

/** "for", "para", "pra", "pro" right before the day said ("for Saturday", "pra sábado", "para o dia 12"). */
const dayFor = /(?:^|\s)(?:for|para|pra|pro)(?:\s+(?:o|a|the))?\s*$/iu;

/** What follows the event, said of how it went ("…, it was amazing", "… and it was lovely", "…, foi ótimo", "… e estava ótimo"): not part of what happened. */
const feelingAfter: Record<ExtractionLanguage, RegExp> = {
  en: /(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:it|that|this|which|everything|all)\s+(?:was|were|is|'s|felt|went|has been|had been)\b.*$/isu,
  pt: /(?:\s*,\s*(?:e\s+)?|\s+e\s+)(?:(?:isso|aquilo|tudo)\s+)?(?:foi|estava|era|está|esteve|correu|soube)(?![\p{L}]).*$/isu,
};

/** Words before a name that say it is someone one was with: "with ⟨0⟩", "com a ⟨0⟩", "and ⟨1⟩" after them. */
const withWhom = (index: number) => new RegExp(`(?:^|\\s)(?:with|and|com|e)(?:\\s+(?:a|o|the))?\\s+⟨${index}⟩`, "iu");

const dayKey = (at: Date, timeZone: string) => {
  const parts = zonedParts(at, timeZone);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
};

/**
 * Something the person did on a day they name, whatever the verb: "yesterday I had dinner with Marta in Porto", "today I
 * went hiking with my brother João in Gerês, it was amazing", "ontem fui jantar com a Marta ao Porto", "no sábado estive
 * com o Pedro em Braga". An event memory of that day, its words as told (how it went left out), with whom and where;
 * false for a clause not told in the first person's past, or whose date is no day already come.
 */
export const interpretToldDay = (context: ClauseContext, draft: ExtractionDraft): boolean => {
  const said = context.dates[0];
  if (said === undefined || (said.precision !== "day" && said.precision !== "minute")) return false;
  const masked = context.masked.replace(feelingAfter[context.language], "").trim();
  const verb = pastOpening[context.language].exec(masked)?.[1];
  if (verb === undefined || (context.language === "en" ? notPastEn : notPastPt).test(verb)) return false;
  // "Marquei jantar com a Ana pra sábado", "I booked dinner with Ana for Saturday": booked now, for a day to come.
  const bookedFor = bookingVerb[context.language].test(verb) && dayFor.test(context.clause.slice(0, said.index));
  const date = orientDate(said, bookedFor ? "future" : "past", context.sentAt, context.timeZone);
  if (!bookedFor && dayKey(date.at, context.timeZone) > dayKey(context.sentAt, context.timeZone)) return false;
  const clause = context.clause.replace(feelingAfter[context.language], "").trim();
  // The date must be in what is kept: "I was tired, it was a long day yesterday" keeps no day.
  if (said.index + said.text.length > clause.length) return false;
  const people: PersonRef[] = [];
  const places: string[] = [];
  for (const [index, span] of context.names.entries()) {
    if (!masked.includes(`⟨${index}⟩`)) continue;
    if (withWhom(index).test(masked)) people.push(personNamed(span.name, context, span.gender));
    else places.push(span.name);
  }
  const memory = buildMemory(
    { ...context, clause, masked },
    {
      // Booked for a day to come, it is on the agenda as an appointment is.
      type: bookedFor ? "appointment" : "event",
      triple: people[0] === undefined ? null : { subject: "user", predicate: Predicates.metWith, object: subjectKey(people[0]) },
      subjects: people,
      importance: 4,
      occurred: date,
      otherEntities: places,
    },
  );
  for (const person of people) addPerson(draft, person, context);
  for (const place of places) if (draft.entity(place) === undefined) draft.addEntity({ name: place, type: "place", aliases: [], gender: null, relationshipToUser: null });
  draft.addMemory(memory);
  return true;
};
