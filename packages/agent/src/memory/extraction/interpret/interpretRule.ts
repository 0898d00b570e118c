import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { interpretAttribute } from "./interpretAttribute.js";
import { interpretNeed } from "./interpretNeed.js";
import { interpretNickname } from "./interpretNickname.js";
import { interpretPreference } from "./interpretPreference.js";
import { interpretRelationship } from "./interpretRelationship.js";
import { interpretSocial } from "./interpretSocial.js";
import { interpretVisit } from "./interpretVisit.js";

const byKind = {
  need: interpretNeed,
  task: interpretNeed,
  visit: interpretVisit,
  appointment: interpretVisit,
  preference: interpretPreference,
  attribute: interpretAttribute,
  relationship: interpretRelationship,
  social: interpretSocial,
  nickname: interpretNickname,
} as const;

/**
 * Adds what a matched rule means to the draft; false (and nothing added)
 * when the captured words do not make sense for it — a status that is not a
 * status, a subject that cannot be told — so the next rule is tried.
 */
export const interpretRule = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean =>
  byKind[match.rule.kind](match, context, draft);
