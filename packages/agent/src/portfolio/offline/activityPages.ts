import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { largestActivityAsked } from "./largestActivity.js";
import { moneyFlowsAsked } from "./moneyFlows.js";
import { moneyMoved } from "./portfolioPatterns.js";
import { feesAsked } from "./feesPaid.js";
import { taxesAsked } from "./taxesPaid.js";

/** Questions answered from every activity of a kind (the largest, the first, a sum over a period, what was deposited, the fees or tax paid), not the newest few. */
const everyRowAsked = (question: Question): boolean =>
  largestActivityAsked(question) !== undefined || moneyFlowsAsked(question) || moneyMoved.test(question.normalized) || feesAsked(question) || taxesAsked(question);

const pagesOf = (results: ReadonlyArray<ToolResultView>): ReadonlyArray<ToolResultView> => results.filter((result) => result.success && result.name === "search_activities");

/** The next page of the activities read, when such a question's last page says there are more (a follow-up). */
export const nextPageCalls = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  const last = pagesOf(results).at(-1);
  const cursor = last?.data["nextCursor"];
  if (!everyRowAsked(question) || last === undefined || typeof cursor !== "string") return [];
  return [{ name: "search_activities", arguments: { ...last.arguments, cursor } }];
};

/**
 * The pages read for such a question as one list, on its last page (undefined on the others, which say nothing of
 * their own); the data of any other question's result as it is.
 */
export const activitiesRead = (question: Question, result: ToolResultView, results: ReadonlyArray<ToolResultView>): Data | undefined => {
  if (!everyRowAsked(question)) return result.data;
  const pages = pagesOf(results);
  if (pages.at(-1) !== result) return undefined;
  return { baseCurrency: result.data["baseCurrency"], activities: pages.flatMap((page) => (page.data["activities"] as ReadonlyArray<Data> | undefined) ?? []), nextCursor: result.data["nextCursor"] ?? null };
};
