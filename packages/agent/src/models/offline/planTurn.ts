import type { ModelToolCall } from "@lifeos/core";
import type { OfflineSkill, PlannedCall, SkillPlan, ToolResultView } from "./OfflineSkill.js";
import type { Question } from "./question/Question.js";

/** What the model does this turn: call tools, or reply. */
export type Turn = { readonly kind: "calls"; readonly calls: ReadonlyArray<ModelToolCall> } | { readonly kind: "text"; readonly text: string };

let counter = 0;
/**
 * A call id naming the skill that planned the call (`offline-<skill>-<n>`), so its result goes back to that skill, and,
 * in a message of several asks, the asks it answers other than only the first (`offline-<skill>-p<asks>-<n>`, "p1"
 * for the second, "p01" for the first and the second).
 */
export const callId = (skill: string, parts: ReadonlyArray<number> = [0]): string =>
  `offline-${skill}${parts.length === 1 && parts[0] === 0 ? "" : `-p${parts.join("")}`}-${(counter = (counter + 1) % 1_000_000)}`;

/** A planned call as the model makes it, its id naming the skill that reads its result back (the call's own `skill` when it names one) and its asks. */
export const toolCall = (skill: string, call: PlannedCall, parts: ReadonlyArray<number> = [0]): ModelToolCall => ({
  id: callId(call.skill ?? skill, parts),
  name: call.name,
  arguments: JSON.stringify(call.arguments),
});

const offered = (question: Question, plan: SkillPlan): boolean => plan.calls.every((call) => question.tools.has(call.name));

/**
 * The surest plan of all skills whose tools the request offers (ties to
 * the skill listed first; a skill's own plans in the order it gave them),
 * and the confidence of the surest plan that could not run for want of a
 * tool (0 when none). Plans with neither calls nor an answer are ignored.
 */
export const choosePlan = (
  question: Question,
  skills: ReadonlyArray<OfflineSkill>,
): { chosen: { skill: OfflineSkill; plan: SkillPlan } | null; missed: number } => {
  let chosen: { skill: OfflineSkill; plan: SkillPlan } | null = null;
  let missed = 0;
  for (const skill of skills) {
    for (const plan of skill.plan(question)) {
      if (plan.calls.length === 0 && plan.answer === undefined) continue;
      if (!offered(question, plan)) missed = Math.max(missed, plan.confidence);
      else if (chosen === null || plan.confidence > chosen.plan.confidence) chosen = { skill, plan };
    }
  }
  return { chosen, missed };
};

const key = (call: { name: string; arguments: Readonly<Record<string, unknown>> }) => `${call.name}\u0000${JSON.stringify(call.arguments)}`;

/**
 * The follow-up calls the skills ask for after their first results, once
 * per question: only calls to offered tools not made already.
 */
export const followUps = (
  question: Question,
  skills: ReadonlyArray<OfflineSkill>,
  resultsBySkill: ReadonlyMap<OfflineSkill, ReadonlyArray<ToolResultView>>,
  part = 0,
): ModelToolCall[] => {
  const made = new Set([...resultsBySkill.values()].flat().map(key));
  return skills.flatMap((skill) => {
    const results = resultsBySkill.get(skill);
    if (results === undefined || skill.followUp === undefined) return [];
    return skill
      .followUp(question, results)
      .filter((call) => question.tools.has(call.name) && !made.has(key(call)))
      .map((call) => toolCall(skill.name, call, [part]));
  });
};
