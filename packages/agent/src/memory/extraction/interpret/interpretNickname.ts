import { Predicates } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, PersonRef } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { relationKindOf } from "@lifeos/core";
import { buildMemory } from "./buildMemory.js";
import { resolveSubject } from "./subjects.js";

/** "I call Sofia Sofi" / "Chamo Sofi à Sofia": the memory's words, whoever said it how. */
const sentence = (person: PersonRef, nickname: string, language: ClauseContext["language"]): string => {
  if (language === "en") return `I call ${person.label} ${nickname}`;
  // The relation's word marks the gender when the clause did not ("Rui", my son).
  const gender = person.gender ?? (person.relation === null ? null : (relationKindOf(person.relation)?.pt[0]?.[1] ?? null));
  const to = gender === "female" ? "à" : gender === "male" ? "ao" : person.name === null ? "ao" : "a";
  return `Chamo ${nickname} ${to} ${person.label.replace(/^(?:a|o)\s+/iu, "")}`;
};

/**
 * What the person calls someone ("I call her Sofi", "chamo Nini ao meu
 * filho"): the nickname is an alias of the person named, or, for someone
 * known only by relationship ("my son"), the name they are known by, with
 * that relationship; and a memory naming both. The person themself, or no
 * one the clause can tell, is not read.
 */
export const interpretNickname = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const placeholder = /⟨(\d+)⟩/.exec(match.slots["name"] ?? "");
  const nickname = placeholder === null ? undefined : context.names[Number(placeholder[1])]?.name;
  const subject = match.slots["who"] === undefined ? context.referent : resolveSubject(match.slots["who"], context);
  if (nickname === undefined || subject === null || subject === "user") return false;
  const named = subject.name !== null;
  const memory = buildMemory(
    { ...context, clause: sentence(subject, nickname, context.language), masked: sentence(subject, nickname, context.language), names: [], dates: [] },
    {
      type: "fact",
      triple: { subject: subject.name ?? nickname, predicate: Predicates.nickname, object: nickname },
      subjects: [named ? subject : { ...subject, name: nickname }],
      importance: 6,
    },
  );
  if (named) {
    draft.addEntity({ name: subject.name!, type: "person", aliases: [nickname], gender: subject.gender, relationshipToUser: subject.relation });
  } else {
    // "my son", never named: known by what he is called.
    draft.addEntity({ name: nickname, type: "person", aliases: [], gender: subject.gender, relationshipToUser: subject.relation });
    if (subject.relation !== null) draft.addRelationship({ from: nickname, kind: subject.relation, to: "user" });
  }
  draft.addMemory(memory);
  return true;
};
