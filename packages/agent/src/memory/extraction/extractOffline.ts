import { fazAsAgo } from "./dates/fazAgo.js";
import type { Extraction, ExtractionInput, IgnoredReason, MemoryCommand, UnknownPerson } from "@lifeos/core";
import { emptyExtraction, nameKey, Predicates } from "@lifeos/core";
import { classifyClause, withoutConnectors } from "./classifyClause.js";
import type { DateMention } from "./dates/findDates.js";
import { findDates, withoutDates } from "./dates/findDates.js";
import type { ExtractionLanguage } from "./detectLanguage.js";
import { detectLanguage } from "./detectLanguage.js";
import type { ClauseContext, PersonRef, StatedRelation } from "./interpret/ClauseContext.js";
import { ExtractionDraft } from "./interpret/ExtractionDraft.js";
import { buildMemory } from "./interpret/buildMemory.js";
import { findKnown } from "./interpret/knownEntities.js";
import { interpretRule } from "./interpret/interpretRule.js";
import { interpretToldDay } from "./interpret/interpretToldDay.js";
import { interpretWeeklyActivity } from "./interpret/interpretWeeklyActivity.js";
import { interpretLifeEvent } from "./interpret/interpretLifeEvent.js";
import { recordRelationship } from "./interpret/interpretRelationship.js";
import { recordAppositions } from "./interpret/recordAppositions.js";
import { addUnplacedPeople } from "./interpret/addUnplacedPeople.js";
import { heldInPlace } from "./interpret/deadline.js";
import { personNamed, resolveSubject } from "./interpret/subjects.js";
import { relationAlternation } from "@lifeos/core";
import { memoryCommand } from "./memoryCommand.js";
import type { Apposition } from "./people/appositions.js";
import { takeAppositions } from "./people/appositions.js";
import type { NameSpan } from "./people/maskNames.js";
import { maskNames } from "./people/maskNames.js";
import { nameAfterRole } from "./people/nameAfterRole.js";
import { matchClause } from "./rules/matchClause.js";
import { namedRelatives } from "./people/namedRelatives.js";
import type { NamedRelative } from "./people/namedRelatives.js";
import { correctionOf } from "./correction.js";
import { petWithAge } from "./petAge.js";
import { introducedName } from "./people/introducedName.js";
import { pronounIs } from "./people/pronounIs.js";
import { agesInBrackets } from "./people/agesInBrackets.js";
import { marriedTo } from "./people/marriedTo.js";
import { fromAfterJob } from "./people/fromAfterJob.js";
import { splitClauses } from "./splitClauses.js";
import { parseWhoIsAnswer } from "./whoIs.js";
import { reminderRequest } from "./reminderRequest.js";

/** "o meu filho faz anos…", "my son starts school…": someone a clause names only by relationship, whom a later "chamo-lhe" or "her" means. */
const relationSubject = (masked: string, context: ClauseContext): PersonRef | null => {
  const phrase = new RegExp(`^(?:(?:a|o)\\s+)?(?:minha|meu|my)\\s+(?:${relationAlternation(context.language)})(?![\\p{L}'’])`, "iu").exec(masked.trim());
  const subject = phrase === null ? null : resolveSubject(phrase[0], context);
  return subject === null || subject === "user" ? null : subject;
};

/** The last person the previous message spoke of, by name or by relationship, as a referent for this one. */
const lastPersonOf = (previous: ExtractionInput, base: Omit<ClauseContext, "clause" | "masked" | "names" | "dates" | "referent">): PersonRef | null => {
  const extraction = extractOffline({ text: previous.text, sentAt: previous.sentAt, timeZone: previous.timeZone, ...(previous.knownEntities === undefined ? {} : { knownEntities: previous.knownEntities }) });
  const context: ClauseContext = { ...base, clause: "", masked: "", names: [], dates: [], referent: null };
  for (const memory of [...extraction.memories].reverse()) {
    const subject = memory.triple?.subject;
    if (subject === undefined || subject === "user") continue;
    const entity = extraction.entities.find((candidate) => nameKey(candidate.name) === nameKey(subject));
    if (entity !== undefined && entity.type === "person") return personNamed(entity.name, context, entity.gender);
    const byRelation = relationSubject(subject, context);
    if (byRelation !== null) return byRelation;
  }
  return null;
};

/**
 * Known by both, "Sara and I have known each other", "eu e a Sara conhecemo-nos", or friends for a while ("Sara and I
 * have been friends since school", "somos amigas desde a escola"): who Sara is need not be asked.
 */
const eachOther = /\b(?:known each other|know each other|known one another|know one another|been (?:\w+ )?friends|are (?:\w+ )?friends)\b|conhecemo-nos|\bnos conhecemos\b|\bsomos (?:\p{L}+ )?amig[oa]s\b|\bsou amig[oa]\b/iu;

/** A clause ready for the rules: names masked, relationships in passing folded, dates found and removed. */
interface PreparedClause {
  readonly text: string;
  readonly masked: string;
  readonly names: ReadonlyArray<NameSpan>;
  readonly appositions: ReadonlyArray<Apposition>;
  readonly dates: ReadonlyArray<DateMention>;
}

/**
 * "Now" said with a fact ("I live in Lisbon now", "agora moro em Coimbra", "actually my boss is Rita now"): the present,
 * which every fact told holds from; read past like a date, but no moment to note beside the fact.
 */
const present = /^(?:(?:right\s+)?now|agora(?:\s+mesmo)?)$/iu;

const prepare = (clause: string, input: ExtractionInput, language: ExtractionLanguage, knownNames: ReadonlySet<string>): PreparedClause => {
  // "conheço a Ana faz 10 anos" is "há 10 anos": the same time back.
  const text = fazAsAgo(withoutConnectors(pronounIs(clause), language), language);
  const found = findDates(text, language, input.sentAt, input.timeZone);
  const dates = found.filter((date) => !present.test(date.text.trim()));
  // A holiday told of with no deadline stays in the words the rules read ("I spent Christmas in Porto").
  const taken = found.filter((date) => !heldInPlace(date, text, language));
  const { text: masked, names } = maskNames(nameAfterRole(withoutDates(text, taken), language), language, knownNames);
  const folded = takeAppositions(withoutConnectors(masked, language), language);
  return { text, masked: withoutConnectors(folded.text, language), names, appositions: folded.appositions, dates };
};

/** The sentences that list relatives by name ("I have two kids, Tomás and Leonor"), taken out of the text the rules read. */
const takeNamedRelatives = (text: string, language: ExtractionLanguage): { readonly text: string; readonly relatives: ReadonlyArray<NamedRelative> } => {
  const relatives: NamedRelative[] = [];
  const rest = text.split(/(?<=[.!;])\s+|\n+/).filter((sentence) => {
    const listed = namedRelatives(sentence, language);
    if (listed !== null) relatives.push(...listed);
    return listed === null;
  });
  return { text: rest.join(" "), relatives };
};

const languageOf = (input: ExtractionInput): ExtractionLanguage => {
  const given = input.language?.slice(0, 2);
  return given === "en" || given === "pt" ? given : detectLanguage(input.text);
};

/** What the message's own words say of each name's relationship ("a Susana, minha filha"). */
const statedRelationsOf = (clauses: ReadonlyArray<PreparedClause>, language: ExtractionLanguage): Map<string, StatedRelation> => {
  const stated = new Map<string, StatedRelation>();
  for (const clause of clauses) {
    for (const apposition of clause.appositions) {
      const span = clause.names[apposition.name];
      if (span === undefined || apposition.of !== null) continue;
      const gender = apposition.relation.gender ?? (language === "pt" ? apposition.possessiveGender : null) ?? span.gender;
      stated.set(nameKey(span.name), { kind: apposition.relation.relation.kind, word: apposition.relation.word, context: apposition.relation.relation.context, gender });
    }
  }
  return stated;
};

/**
 * The offline extractor: rules per language over each clause of the
 * message, with dates from chrono and names from capitalisation (and
 * compromise, in English). See `MemoryExtractorService.extract` for the
 * contract; this is its pure, synchronous core.
 */
export const extractOffline = (input: ExtractionInput): Extraction => {
  const language = languageOf(input);
  const command: MemoryCommand = memoryCommand(input.text);
  const ignoredCommand = { text: input.text.trim(), reason: "command" as IgnoredReason };
  if (command.kind === "forget" || (command.kind === "remember" && command.content === null)) {
    return { ...emptyExtraction(language, command), ignored: [ignoredCommand] };
  }
  // "Actually it's shellfish, not peanuts": what the message before told, put right, is what this one tells.
  const corrected = correctionOf(input.text, input.previousText, language)?.corrected;
  const told = corrected ?? (command.kind === "remember" && command.content !== null ? command.content : (reminderRequest(input.text)?.task ?? input.text));
  const { text, relatives } = takeNamedRelatives(petWithAge(agesInBrackets(marriedTo(fromAfterJob(introducedName(told, language), language), language), language), language), language);
  const known = input.knownEntities ?? [];
  const knownNames = new Set(known.flatMap((entity) => [nameKey(entity.name), ...entity.aliases.map(nameKey)]));
  if (input.pendingWhoIs !== undefined) knownNames.add(nameKey(input.pendingWhoIs));

  const draft = new ExtractionDraft();
  const ignored: Array<Extraction["ignored"][number]> = [];
  const kept: PreparedClause[] = [];
  // "If I get the job, I'll move": what follows a hypothetical in the same sentence is hypothetical too.
  const hypotheticalSentences = new Set<number>();
  for (const clause of splitClauses(text, language)) {
    const reason = hypotheticalSentences.has(clause.sentence) ? "hypothetical" : classifyClause(clause, language);
    if (reason === "hypothetical") hypotheticalSentences.add(clause.sentence);
    if (reason === null) kept.push(prepare(clause.text, input, language, knownNames));
    else ignored.push({ text: clause.text, reason });
  }
  const statedRelations = statedRelationsOf(kept, language);
  const base = { language, sentAt: input.sentAt, timeZone: input.timeZone, statedRelations, known, explicit: command.kind === "remember" };
  const asked = input.pendingWhoIs === undefined ? null : personNamed(input.pendingWhoIs, { ...base, clause: "", masked: "", names: [], dates: [], referent: null });

  // An answer to "who is …?" ("é minha filha", "she's my daughter").
  const answer = asked === null ? null : parseWhoIsAnswer(text, language);
  if (asked !== null && answer !== null) {
    const context: ClauseContext = { ...base, clause: text, masked: text, names: [], dates: [], referent: asked };
    const person = { ...asked, name: asked.name!, relation: answer.relation.relation.kind, relationContext: answer.relation.relation.context, gender: answer.gender ?? asked.gender };
    recordRelationship(person, answer.relation.relation.kind, context, draft, answer.relation.word);
  }

  for (const relative of relatives) {
    const context: ClauseContext = { ...base, clause: told, masked: told, names: [], dates: [], referent: null };
    recordRelationship({ ...personNamed(relative.name, context, relative.gender), name: relative.name }, relative.relation.relation.kind, context, draft, relative.relation.word);
  }
  let referent: PersonRef | null = asked ?? (input.previousText === undefined ? null : lastPersonOf({ ...input, text: input.previousText }, base));
  for (const clause of kept) {
    const context: ClauseContext = { ...base, clause: clause.text, masked: clause.masked, names: clause.names, dates: clause.dates, referent };
    recordAppositions(clause.appositions, clause.names, context, draft);
    // No rule's verb, but something done on a day said ("yesterday I had dinner with Marta in Porto"): kept as that day's event.
    const accepted = matchClause(clause.masked, language).some((match) => interpretRule(match, context, draft)) || interpretToldDay(context, draft) || interpretWeeklyActivity(context, draft) || interpretLifeEvent(context, draft);
    // A clause that only answered "who is …?" or only named relationships in passing has already been read.
    const answeredWhoIs = answer !== null && clause === kept[0];
    if (!accepted && clause.appositions.length === 0 && !answeredWhoIs) ignored.push({ text: clause.text, reason: "noMatch" });
    const named = clause.names.find((span) => draft.entity(span.name)?.type === "person");
    if (named !== undefined) referent = personNamed(named.name, context, named.gender);
    else referent = relationSubject(clause.masked, context) ?? referent;
  }
  addUnplacedPeople(kept, language, draft);

  // Asked to remember something no rule reads: keep it as said.
  if (command.kind === "remember" && draft.memories.length === 0 && text.trim() !== "") {
    const context: ClauseContext = { ...base, clause: text.trim(), masked: text.trim(), names: [], dates: [], referent: null };
    draft.addMemory(buildMemory(context, { type: "fact", triple: null, subjects: [], importance: 8 }));
    ignored.splice(0, ignored.length, ...ignored.filter((entry) => entry.reason !== "noMatch"));
  }

  // Someone whose relationship just ended is known: "who is Mark?" would not be asked after "Mark is no longer my boss".
  const ended = new Set(draft.memories.flatMap((memory) => (memory.triple?.predicate === Predicates.formerRelationship ? [nameKey(memory.triple.subject)] : [])));
  // "My son's pediatrician is Dr. Costa" says who Dr. Costa is: someone of one's own relative, no one to ask about.
  const placedByKin = new Set(draft.memories.flatMap((memory) => (memory.triple?.predicate === Predicates.relationshipToOther && /\bof (?:my|minha|meu|minhas|meus)\s/u.test(memory.triple.object) ? [nameKey(memory.triple.subject)] : [])));
  // "I know Tom from work", "conheço o Tom do trabalho" says where Tom is known from: asking who he is would ask it again.
  const knownFrom = new Set(draft.memories.flatMap((memory) => (memory.triple?.predicate === Predicates.metWith && (/^(?:i\s+|i(?=['’])|eu\s+)?(?:know|have known|'ve known|have also known|'ve also known|also know|knew|conheço|conheco|também conheço|já conheço)\s/iu.test(memory.content) || eachOther.test(memory.content)) ? [nameKey(memory.triple.object)] : [])));
  // The person's own name ("my name is Sofia") is no one else to ask about or keep as a person.
  const own = new Set(draft.memories.flatMap((memory) => (memory.triple?.predicate === Predicates.name ? [nameKey(memory.triple.object)] : [])));
  const entities = draft.entities.filter((entity) => !own.has(nameKey(entity.name)));
  const unknownPeople: UnknownPerson[] = entities
    .filter((entity) => entity.type === "person" && entity.relationshipToUser === null && !ended.has(nameKey(entity.name)) && !placedByKin.has(nameKey(entity.name)) && !knownFrom.has(nameKey(entity.name)))
    .filter((entity) => findKnown(entity.name, known) === undefined && (input.pendingWhoIs === undefined || nameKey(input.pendingWhoIs) !== nameKey(entity.name)))
    .map((entity) => ({ name: entity.name, gender: entity.gender }));

  return {
    language,
    command,
    memories: draft.memories,
    entities,
    relationships: draft.relationships,
    tasks: draft.tasks,
    appointments: draft.appointments,
    unknownPeople,
    ignored,
  };
};
