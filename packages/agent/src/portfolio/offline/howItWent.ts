import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { periodOf } from "./planArguments.js";
import { finance } from "./portfolioPatterns.js";

/**
 * How the person did, with nothing said of what ("how did I do this year?", "how have I done since March?", "como me
 * saí este ano?", "como é que me saí em 2025?"): the journal's year as often as the portfolio's.
 */
const howDidIDo = /\bhow (?:did|have) i (?:do|done|fare|fared)\b|\bcomo (?:e que )?(?:eu )?me (?:sai|tenho saido)\b/;

/**
 * "how did I do this year?" asked in a conversation of money (the question before was the portfolio's) or with a finance
 * word: the portfolio's performance over the period (since the start when none is named). Undefined otherwise, which
 * leaves it to the journal.
 */
export const howItWentPlan = (question: Question, moneyBefore: (previous: Question) => boolean): SkillPlan | undefined => {
  if (!howDidIDo.test(question.normalized)) return undefined;
  if (!finance.test(question.normalized) && (question.previous === null || !moneyBefore(question.previous))) return undefined;
  const period = periodOf(question);
  return { confidence: 0.92, calls: [{ name: "get_performance", arguments: Object.keys(period).length === 0 ? { period: "ALL" } : period }, { name: "get_health_status", arguments: {} }] };
};
