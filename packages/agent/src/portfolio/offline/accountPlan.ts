import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Cue, Question } from "../../models/offline/question/Question.js";

/** Cues of a question about the journal's records ("when did I write about my ISA?"), not the account's contents. */
const journalCues: ReadonlyArray<Cue> = ["search", "remember"];

/** The tools that read one account when named (`account` argument). */
const scopedTools = new Set(["get_holdings", "get_performance", "search_activities"]);

/** At most this many accounts are read one by one ("how much is in my ISA and my PPR?"). */
const accountsRead = 3;

/** How something went ("how has T212 done?", "how did my ISA do?", "como correu o PPR?", "como se saiu a Degiro?"). */
const howItWent = /\bhow (?:has|have|did|is|are) (?:my |the )?\S+(?: \S+)? (?:done|do|doing|performed|performing|gone|going|fared)\b|\bcomo (?:correu|correram|foi|se saiu|se tem saido|tem corrido|tem ido|esta a correr|rendeu)\b/;

const health: PlannedCall = { name: "get_health_status", arguments: {} };

/**
 * The plan for a question naming accounts of the user's by their own names ("what's in my PPR?", "how much is in my
 * ISA?", "quanto tenho no T212?", "how is my Degiro doing this year?", "dividends in my ISA"): the question's own
 * tool for each account when that tool reads one account (holdings, performance, activities); its dividends and
 * interest as that account's activities; its holdings otherwise (also for the allocation, which is the whole
 * portfolio's), which an account of cash alone shows as its cash. Undefined when the question's tool reads no account
 * (the accounts' list, goals, the value's history), or it asks of the journal.
 */
export const accountPlan = (
  question: Question,
  accounts: ReadonlyArray<string>,
  planned: { readonly intent: { readonly tool: string }; readonly call: PlannedCall } | undefined,
): SkillPlan | undefined => {
  if (journalCues.some((cue) => question.cues.has(cue))) return undefined;
  const named = accounts.slice(0, accountsRead);
  const tool = planned?.intent.tool;
  if (planned !== undefined && tool !== undefined && scopedTools.has(tool)) {
    const calls = named.map((account) => ({ ...planned.call, arguments: { ...planned.call.arguments, account } }));
    return { confidence: 0.9, calls: tool === "search_activities" ? calls : [...calls, health] };
  }
  if (tool === "get_income") {
    // The period named ("this year", "em 2025"), to today at most; every payment when none is.
    const range = question.range === null ? {} : { from: question.range.from, to: question.range.to < question.today ? question.range.to : question.today };
    return { confidence: 0.9, calls: named.map((account) => ({ name: "search_activities", arguments: { account, types: ["DIVIDEND", "INTEREST"], ...range } })) };
  }
  // "how has T212 done since I opened it?", "como correu o PPR?": that account's performance, since the start unless a period is named.
  if ((tool === undefined || tool === "get_holdings") && question.has(howItWent)) {
    const range = question.range === null ? {} : { from: question.range.from, to: question.range.to < question.today ? question.range.to : question.today };
    return { confidence: 0.9, calls: [...named.map((account) => ({ name: "get_performance", arguments: { account, ...range } })), health] };
  }
  // "how much is my T212 worth in dollars?": the allocation is of the whole portfolio; the account's holdings answer, as
  // they do "what's in my IBKR account?", whose "account" only says what IBKR is.
  if (tool !== undefined && !["get_cash_balances", "get_asset_allocation", "get_accounts"].includes(tool)) return undefined;
  return { confidence: 0.9, calls: [...named.map((account) => ({ name: "get_holdings", arguments: { account } })), health] };
};
