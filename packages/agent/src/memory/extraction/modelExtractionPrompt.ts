import type { ExtractionInput } from "@lifeos/core";
import { Predicates, serviceTopics, timeZoneOffsetMinutes } from "@lifeos/core";

const offset = (minutes: number) => {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
};

/** The message's time as the person's wall clock with its offset, e.g. "2025-03-12T15:00:00+00:00 (Europe/Lisbon, Wednesday)". */
const localTime = (sentAt: Date, timeZone: string) => {
  const minutes = timeZoneOffsetMinutes(sentAt, timeZone);
  const local = new Date(sentAt.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long" }).format(sentAt);
  return `${local}${offset(minutes)} (${timeZone}, ${weekday})`;
};

/** The instructions for one extraction call: what to keep, what to leave out, and the vocabulary of the answer. */
export const extractionInstructions = (input: ExtractionInput): string => {
  const known = (input.knownEntities ?? [])
    .slice(0, 50)
    .map((entity) => `${entity.name}${entity.relationshipToUser === null ? "" : ` (${entity.relationshipToUser})`}`)
    .join(", ");
  return [
    "You extract long-term memories from ONE message a person wrote to their personal assistant. Answer with one JSON object only.",
    `The message was sent at ${localTime(input.sentAt, input.timeZone)}. Resolve relative dates ("ontem", "essa semana", "next Tuesday at 2 pm") from it, in that time zone, and give instants in ISO 8601 with the offset. For a week, use its Monday at 00:00 and precision "week".`,
    "Write content and summary in the message's own language. content is self-contained (relative dates made absolute); summary is one short line.",
    "Keep facts about the person and people they know, preferences, visits, appointments, needs and tasks, relationships. Leave out questions, hypotheticals, small talk and instructions to the assistant: for those, answer with empty arrays.",
    "Never keep a secret: a password, PIN, card number, access or security code or key is left out entirely (not even masked); the facts around it may stay.",
    `Types: fact, preference, event (a past visit or happening), relationship, appointment (ahead), task (a need or to-do). Context: work, personal or family. Importance 1-10.`,
    `Triples: subject is "user" for the person or an entity name; predicate one of ${Object.values(Predicates).join(", ")} or "prefers:<topic>" with the preferred value as object. Use null for all three when no triple fits.`,
    'validFrom is when a fact began to hold, null when the message does not say. holdsNow is true when the message says the fact holds now and when it began ("I started a new job at Farfetch today", "mudei-me para Lisboa no mês passado", "I\'ve worked at Acme since 2020"): it replaces what was true before. holdsNow is false for a past state that has ended ("last year I lived in Porto", "em 2019 vivia no Porto", "last year Susana was 15"), for a fact with no start said, and for anything that is not a fact.',
    `For visits, appointments and needs about a service use its key as object and topic: ${serviceTopics.map((topic) => topic.key).join(", ")}.`,
    "Entities: people (with relationshipToUser such as daughter, wife, boss, dentist, and gender when the words mark it, e.g. filha, minha, a Susana), places, organizations.",
    "tasks and appointments point to their memory by memoryIndex (0-based). unknownPeople: people named without saying who they are and not already known.",
    known === "" ? "No people are known yet." : `Already known: ${known}.`,
    input.pendingWhoIs === undefined ? "" : `The assistant just asked who ${input.pendingWhoIs} is; the message may answer it ("é minha filha" → ${input.pendingWhoIs} is the person's daughter).`,
  ]
    .filter((line) => line !== "")
    .join("\n");
};
