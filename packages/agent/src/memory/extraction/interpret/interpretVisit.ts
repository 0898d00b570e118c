import type { ExtractedAppointment } from "@lifeos/core";
import { escapeRegExp, nameKey, Predicates, serviceTopicIn, zonedParts } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, PersonRef } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { restoreNames, withoutArticles } from "./clauseText.js";
import { findKnown, knownByRelation } from "./knownEntities.js";
import { personNamed, resolveSubject, subjectKey } from "./subjects.js";

const articles = "the|a|an|my|o|os|as|um|uma|no|na|nos|nas|ao|à|aos|às|pelo|pela|meu|minha";

/** True when the place follows an article in the clause ("to the park", "no mercado"). */
const articled = (placeSlot: string, context: ClauseContext) => {
  const escaped = escapeRegExp(placeSlot).replace(/\s+/g, "\\s+");
  return new RegExp(`(?:^|\\s)(?:${articles})\\s+${escaped}[\\s.!,;:]*$`, "iu").test(context.masked);
};

const startOfDay = (at: Date, timeZone: string) => {
  const parts = zonedParts(at, timeZone);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
};

/**
 * A visit that happened ("essa semana fui no dentista", "I took Susana to
 * the pediatrician") or an appointment ahead ("dentist appointment next
 * Tuesday at 2 pm"): an event or appointment memory dated when a date is
 * said, its topic the service named ("dentist") or the place as said, and
 * the professional when the message or the known entities name one.
 */
export const interpretVisit = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const upcomingRule = match.rule.kind === "appointment";
  const subject = match.slots["who"] === undefined ? "user" : resolveSubject(match.slots["who"], context);
  const placeSlot = (match.slots["place"] ?? "").trim();
  if (subject === null || placeSlot === "" || placeSlot.split(/\s+/).length > 8) return false;
  // "Tenho um pediatra", "I have a dentist": a professional the person has, not an appointment, unless a day is said.
  if (upcomingRule && match.rule.serviceOnly === true && /^(?:um|uma|a|an)\s/iu.test(placeSlot) && context.dates.length === 0) return false;
  const place = withoutArticles(restoreNames(placeSlot, context.names));
  const service = serviceTopicIn(place);

  // A named place: a person seen (a title, or someone known), or else a place.
  const placeholder = /^(?:(?:o|a|the|my|meu|minha)\s+)?⟨(\d+)⟩$/iu.exec(placeSlot);
  const span = placeholder === null ? undefined : context.names[Number(placeholder[1])];
  const seen: PersonRef | null =
    span !== undefined && (span.hasTitle || findKnown(span.name, context.known) !== undefined || context.statedRelations.has(nameKey(span.name)))
      ? personNamed(span.name, context, span.gender)
      : null;
  // A service ("o dentista"), someone seen, a named place ("Lisboa"), or a place said with an article ("no mercado"),
  // not any words after a verb ("went to bed early", "saw a movie").
  if (match.rule.serviceOnly === true ? (service === undefined || place.split(/\s+/).length > 3) && seen === null : service === undefined && span === undefined && !articled(placeSlot, context)) return false;
  const professional = seen?.name ?? (service === undefined ? null : (knownByRelation(service.key, context.known)?.name ?? null));
  const topic = service?.key ?? (seen?.relation ?? place);

  const date = context.dates[0] === undefined ? null : orientDate(context.dates[0], upcomingRule ? "future" : "past", context.sentAt, context.timeZone);
  const upcoming = upcomingRule && (date === null || startOfDay(date.at, context.timeZone) >= startOfDay(context.sentAt, context.timeZone));
  const memory = buildMemory(context, {
    type: upcoming ? "appointment" : "event",
    triple: { subject: subjectKey(subject), predicate: upcoming ? Predicates.appointment : Predicates.visited, object: topic },
    subjects: [subject, seen],
    importance: upcoming ? 7 : service !== undefined || seen !== null ? 5 : 3,
    occurred: date,
    otherEntities: [...(professional === null ? [] : [professional]), ...(span !== undefined && seen === null ? [span.name] : [])],
  });
  if (subject !== "user") addPerson(draft, subject, context);
  if (seen !== null) addPerson(draft, seen, context);
  else if (span !== undefined) draft.addEntity({ name: span.name, type: "place", aliases: [], gender: null, relationshipToUser: null });
  const memoryIndex = draft.addMemory(memory);
  const appointment: ExtractedAppointment = {
    memoryIndex,
    status: upcoming ? "upcoming" : "past",
    topic,
    at: date?.at ?? null,
    precision: date?.precision ?? null,
    subject: subjectKey(subject),
    withWhom: professional,
  };
  draft.appointments.push(appointment);
  return true;
};
