import type { EntityType, ExtractedEntity } from "@lifeos/core";
import { nameKey, normalizeText, Predicates } from "@lifeos/core";
import { orientDate, withoutDates } from "../dates/findDates.js";
import { statusWords } from "../lexicon/contextWords.js";
import { conditionIn, medicationIn } from "../lexicon/health.js";
import { isOccupation } from "@lifeos/core";
import { learntIn, possessionIn } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, Subject } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { restoreNames, withoutArticles } from "./clauseText.js";
import { slotSubject, subjectKey } from "./subjects.js";
import { interpretRelatives, interpretRelativesOf } from "./interpretRelatives.js";
import { interpretBorn } from "./interpretBorn.js";
import { heldSince } from "./heldSince.js";
import { interpretDate } from "./interpretDate.js";
import { movedToWorkplace } from "./movedToWorkplace.js";
import { isHometown, placesWithArticle } from "../people/placeName.js";

/** Which slot holds each attribute's value, and what entity a named value is. */
const valueSlot: Record<string, { slot: string; entity?: EntityType; relationship?: string }> = {
  [Predicates.name]: { slot: "called" },
  [Predicates.age]: { slot: "number" },
  [Predicates.livesIn]: { slot: "place", entity: "place", relationship: "lives in" },
  [Predicates.bornIn]: { slot: "place", entity: "place", relationship: "born in" },
  [Predicates.comesFrom]: { slot: "place", entity: "place", relationship: "comes from" },
  [Predicates.worksAt]: { slot: "org", entity: "organization", relationship: "works at" },
  [Predicates.jobTitle]: { slot: "title" },
  [Predicates.relationshipStatus]: { slot: "status" },
  [Predicates.email]: { slot: "email" },
  [Predicates.phone]: { slot: "phone" },
  [Predicates.allergicTo]: { slot: "object" },
  [Predicates.diet]: { slot: "diet" },
  [Predicates.takesMedication]: { slot: "object" },
  [Predicates.hasCondition]: { slot: "object" },
  [Predicates.owns]: { slot: "object" },
  [Predicates.learning]: { slot: "object" },
};

const importance: Record<string, number> = { [Predicates.name]: 8, [Predicates.email]: 7, [Predicates.phone]: 7, [Predicates.allergicTo]: 8, [Predicates.takesMedication]: 8, [Predicates.hasCondition]: 8 };

/** Joining said before the employer ("joined Farfetch", "hired by", "contratada pela"), as the word one works there with. */
const joinedAs: Readonly<Record<string, string>> = { joined: "at", by: "at", pela: "na", pelo: "no" };

/** The word the clause puts before the employer ("at", "no", "para a"); "em" when the clause does not show one. */
const employerPreposition = (clause: string, employer: string): string => {
  const said = new RegExp(`(?:^|\\s)(at|for|in|para a|para o|na|no|em|joined|by|pela|pelo)\\s+${employer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").exec(clause)?.[1]?.toLowerCase() ?? "em";
  return joinedAs[said] ?? said;
};

/**
 * Where the job is done names an employer when it is a name ("at Santa Maria", "no hospital Santa Maria"), not a
 * place: "in Lisbon" and "em Lisboa" are cities, as is "no Porto"; "at the hospital" names none.
 */
const namesEmployer = (clause: string, employer: string): boolean => {
  if (!/(?:^|\s)\p{Lu}/u.test(employer)) return false;
  const preposition = employerPreposition(clause, employer);
  return preposition !== "in" && preposition !== "em" && !placesWithArticle.has(normalizeText(employer));
};

/**
 * "I work as a nurse at Santa Maria" keeps, beside the job, where: a memory of its own that the subject works at the
 * employer, so "where do I work?" is answered with it and a later employer replaces it as any other would.
 */
const employerMemory = (subject: Subject, employer: string, context: ClauseContext, validFrom: Date | null, holdsNow: boolean) => {
  const name = subject === "user" ? null : subjectKey(subject);
  // "em Farfetch", never an article of a gender the employer's name does not say ("na Farfetch", "no Farfetch"): the same
  // words the person's page uses for where someone works.
  const sentence =
    context.language === "pt" ? (name === null ? `Trabalho em ${employer}` : `${name} trabalha em ${employer}`)
    : name === null ? `I work at ${employer}` : `${name} works at ${employer}`;
  return buildMemory(
    { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
    { type: "fact", triple: { subject: subjectKey(subject), predicate: Predicates.worksAt, object: employer }, subjects: [subject], importance: 6, validFrom, holdsNow, otherEntities: [employer] },
  );
};

/**
 * A medicine, a condition or a thing of one's own is kept only when the words name one ("I take metformin", never "I take
 * the bus"; "I have a car", never "I have a meeting"); what is learnt, when it names something ("Spanish", not "a lot");
 * a way of eating in lower case, however it was typed.
 */
const namedValue = (predicate: string, value: string): string | null =>
  predicate === Predicates.takesMedication ? medicationIn(value)
  : predicate === Predicates.hasCondition ? conditionIn(value)
  : predicate === Predicates.owns ? (possessionIn(value) === null ? null : value)
  : predicate === Predicates.learning ? learntIn(value)
  // "I'm Vegan" is the same way of eating as "I'm vegan".
  : predicate === Predicates.diet ? value.toLocaleLowerCase()
  : value;

const canonicalStatus = (text: string, context: ClauseContext): string | null => {
  for (const [pattern, value] of statusWords[context.language]) if (new RegExp(`^(?:${pattern})$`, "iu").test(text.trim())) return value;
  return null;
};

/** "My goal this year is to run a marathon", "o meu objetivo é ler 20 livros": a goal memory, kept as said. */
const interpretGoal = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const action = restoreNames(match.slots["action"] ?? "", context.names).trim().replace(/[.!]+$/, "");
  if (action === "" || action.split(/\s+/).length > 15) return false;
  // "My goal for next year is…": the date becomes "(2027)", so the "for" before it goes with it.
  const first = context.dates[0];
  const before = first === undefined ? "" : context.clause.slice(0, first.index);
  const dangling = /\s(?:for|para)\s+$/iu.exec(before);
  const said = first === undefined || dangling === null ? context : { ...context, clause: context.clause.slice(0, dangling.index + 1) + context.clause.slice(first.index), masked: context.masked.replace(/\s(?:for|para)(?=\s+(?:is|'s|are|é|e|são|sao)(?![\p{L}]))/iu, ""), dates: [{ ...first, index: dangling.index + 1 }, ...context.dates.slice(1)] };
  draft.addMemory(buildMemory(said, { type: "goal", triple: { subject: "user", predicate: Predicates.goal, object: normalizeText(action) }, subjects: ["user"], importance: 7, validFrom: context.sentAt }));
  return true;
};

/**
 * An attribute of the person or someone else: age, where they live or work,
 * job title, relationship status, email, phone, an allergy. A fact memory with the value
 * as its triple's object, true from the date said (or from when it was
 * said), so a later different value closes it. Named places and
 * organisations become entities related to the subject.
 */
export const interpretAttribute = (match: RuleMatch, told: ClauseContext, draft: ExtractionDraft): boolean => {
  const context = heldSince(match, told);
  const predicate = match.rule.predicate ?? "";
  // "I moved to Farfetch", "mudei-me para a Farfetch" where Farfetch is known as a workplace: a new job, not a new home.
  const jobMove = predicate === Predicates.livesIn ? movedToWorkplace(match, told, draft) : null;
  if (jobMove !== null) return interpretAttribute(jobMove.match, jobMove.context, draft);
  // "I've worked at Acme" alone may be a job had once; with how long or since when ("for 5 years"), it is where one works.
  if (match.rule.id.endsWith(".since") && context.dates.length === 0) return false;
  // "Nasci em Lisboa em 1990": the place is where one was born, the date when (kept apart, see interpretBorn).
  if (predicate === Predicates.bornIn && context.dates.length > 0) {
    const born = match.slots["who"] === undefined && interpretBorn(context, draft);
    return interpretAttribute(match, { ...context, clause: withoutDates(context.clause, context.dates), dates: [] }, draft) || born;
  }
  if (predicate === Predicates.birthday || predicate === Predicates.date) return interpretDate(match, context, draft);
  if (predicate === Predicates.goal) return interpretGoal(match, context, draft);
  // "I have two kids", "tenho uma irmã": relatives had, not things owned.
  if (predicate === Predicates.owns && match.slots["who"] === undefined && interpretRelatives(match, context, draft)) return true;
  if (predicate === Predicates.hasRelatives) return interpretRelativesOf(match, context, draft);
  const spec = valueSlot[predicate];
  const subject = slotSubject(match, context);
  const raw = restoreNames(match.slots[spec?.slot ?? ""] ?? "", context.names).trim().replace(/[.!]+$/, "");
  if (spec === undefined || subject === null || raw === "" || raw.split(/\s+/).length > 8) return false;
  const value =
    predicate === Predicates.relationshipStatus
      ? canonicalStatus(raw, context)
      : predicate === Predicates.email
        ? raw.toLowerCase()
        : predicate === Predicates.phone
          ? raw.replace(/[^\d+]/g, "")
          : namedValue(predicate, predicate === Predicates.takesMedication || predicate === Predicates.hasCondition || predicate === Predicates.learning ? raw : withoutArticles(raw));
  if (value === null || value === "") return false;
  // "My car is a Fiat" names a make; "my car is a mess" says nothing of one.
  if (match.slots["make"] !== undefined && !/(?:^|\s)\p{Lu}/u.test(restoreNames(match.slots["make"], context.names))) return false;
  if (match.rule.occupationOnly === true && !isOccupation(value)) return false;
  // Where one was born is a place named ("in Lisbon", "no Porto"), never the words a date left ("nasci no dia").
  if (predicate === Predicates.bornIn && !/^\p{Lu}/u.test(value)) return false;
  // Where one comes from is a place known as one ("sou de Coimbra"), never a side or a way of thinking ("sou do Benfica",
  // "sou da opinião").
  if (predicate === Predicates.comesFrom && !isHometown(value, match.rule.id.endsWith(".article"))) return false;
  const named = spec.entity !== undefined && /^\p{Lu}/u.test(value);
  if (match.rule.namedOnly === true && !named) return false;
  const date = context.dates[0] === undefined ? null : orientDate(context.dates[0], "past", context.sentAt, context.timeZone);
  // "My brother Tiago is a plumber" is kept as "Tiago is a plumber": the relationship is a memory of its own.
  const jobOf = predicate === Predicates.jobTitle && subject !== "user" && subject.name !== null && context.statedRelations.has(nameKey(subject.name)) ? subject.name : null;
  // The person's name, however it was said ("call me Sofi", "podes tratar-me por Sofi"), is kept as "My name is Sofi".
  const ownName = predicate === Predicates.name ? (context.language === "pt" ? `O meu nome é ${value}` : `My name is ${value}`) : null;
  // Where the job is done, said with it: an employer ("at Santa Maria") or a city ("in Lisbon", "em Lisboa"), which is
  // where the subject works, never where they live.
  const employer = restoreNames(match.slots["org"] ?? "", context.names).trim().replace(/[.!]+$/, "");
  const workPlace = predicate === Predicates.jobTitle && /^\p{Lu}/u.test(employer);
  const employed = workPlace && namesEmployer(context.clause, employer);
  // "My sister Ana works as a nurse in Lisbon" is kept as "Ana is a nurse in Lisbon": the place stays with the job.
  const where = workPlace ? ` ${employerPreposition(context.clause, employer)} ${employer}` : "";
  const said = ownName !== null ? { ...context, clause: ownName, masked: ownName, names: [], dates: [] } : jobOf === null ? context : (() => {
    const sentence = context.language === "pt" ? `${jobOf} é ${value}${where}` : `${jobOf} is ${/^[aeiou]/iu.test(value) ? "an" : "a"} ${value}${where}`;
    return { ...context, clause: sentence, masked: sentence, names: [], dates: [] };
  })();
  const memory = buildMemory(said, {
    type: "fact",
    triple: { subject: subjectKey(subject), predicate, object: predicate === Predicates.jobTitle ? normalizeText(value) : value },
    subjects: [subject],
    importance: importance[predicate] ?? 6,
    validFrom: date?.at ?? context.sentAt,
    // Every attribute the rules read is said as holding now, in the present ("I work at", "moro em") or as a change that
    // still holds ("I started a new job at", "mudei-me para", "turned 16"); a date said with it is when it began.
    holdsNow: date !== null,
    otherEntities: named ? [value] : [],
  });
  if (subject !== "user") addPerson(draft, subject, context);
  if (named && spec.entity !== undefined) {
    const entity: ExtractedEntity = { name: value, type: spec.entity, aliases: [], gender: null, relationshipToUser: null };
    draft.addEntity(entity);
  }
  if (named && spec.relationship !== undefined) draft.addRelationship({ from: subjectKey(subject), kind: spec.relationship, to: value });
  // "an engineer at Google": the employer said with the job is an organisation the subject works at; "a nurse in
  // Lisbon" names the city the subject works in.
  if (workPlace) {
    draft.addEntity({ name: employer, type: employed ? "organization" : "place", aliases: [], gender: null, relationshipToUser: null });
    draft.addRelationship({ from: subjectKey(subject), kind: employed ? "works at" : "works in", to: employer });
  }
  draft.addMemory(memory);
  if (employed) draft.addMemory(employerMemory(subject, employer, context, memory.validFrom, memory.holdsNow === true));
  return true;
};
