import type { PlannedCall, SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Cue, Question } from "../../models/offline/question/Question.js";
import { foldText } from "../../models/offline/question/normalizeText.js";
import { accountWordsIn } from "./knownAccounts.js";
import { accountContentsAsked, finance } from "./portfolioPatterns.js";

/** Cues of a question about the journal's records ("when did I write about my ISA?"), not the account's contents. */
const journalCues: ReadonlyArray<Cue> = ["search", "remember"];

/** The tools that read one account when named (`account` argument). */
const scopedTools = new Set(["get_holdings", "get_performance", "search_activities"]);

/** At most this many accounts are read one by one ("how much is in my ISA and my PPR?"). */
const accountsRead = 3;

/** How something went ("how has T212 done?", "how did my ISA do?", "como correu o PPR?", "como se saiu a Degiro?"). */
const howItWent = /\bhow (?:has|have|did|is|are) (?:my |the )?\S+(?: \S+)? (?:done|do|doing|performed|performing|gone|going|fared)\b|\bcomo (?:correu|correram|foi|se saiu|se tem saido|tem corrido|tem ido|esta a correr|rendeu)\b/;

/** Words that ask what an account holds or is worth ("how much is in Lisbon?", "quanto vale o PPR?"). */
const moneyWords = /\b(?:worth|value|balance|money|much|total|vale|valem|valor|saldo|dinheiro|quanto|quanta|tenho)\b/;

/** The words around an account's name asked alone ("and Degiro?", "e na XTB?", "what about my ISA?"). */
const followUpWord = /^(?:and|or|what|about|how|the|my|in|at|e|ou|o|a|na|no|em|meu|minha|quanto a|account|conta)$/;

/**
 * Whether a question naming an account, with no tool of its own, asks of the account: its contents or money ("what's in
 * Lisbon?", "quanto tenho no PPR?"), accounts compared ("compara o ISA com o T212"), or nothing but its name ("and Degiro?"). A place that also names an account is
 * the journal's in anything else ("who did I meet in Lisbon?", "o que fiz em Lisboa?").
 */
const asksOfAccount = (question: Question): boolean => {
  const text = question.normalized;
  if (accountContentsAsked.test(text) || finance.test(text) || moneyWords.test(text) || question.cues.has("comparison")) return true;
  const named = accountWordsIn(question);
  return question.words.every((word) => named.has(foldText(word)) || followUpWord.test(word));
};

const health: PlannedCall = { name: "get_health_status", arguments: {} };

/**
 * The plan for a question naming accounts of the user's by their own names ("what's in my PPR?", "how much is in my
 * ISA?", "quanto tenho no T212?", "how is my Degiro doing this year?", "dividends in my ISA"): the question's own
 * tool for each account when that tool reads one account (holdings, performance, activities); its dividends and
 * interest as that account's activities; its holdings otherwise (also for the allocation, which is the whole
 * portfolio's), which an account of cash alone shows as its cash. Undefined when the question's tool reads no account
 * (the accounts' list, goals, the value's history), or it asks of the journal; the cash asked, that account's cash.
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
  // "how much cash is in my US broker?", "quanto dinheiro tenho na corretora dos EUA?": that account's cash, not all of it.
  if (planned !== undefined && tool === "get_cash_balances") return { confidence: 0.9, calls: named.map((account) => ({ ...planned.call, arguments: { ...planned.call.arguments, account } })) };
  // "how has T212 done since I opened it?", "como correu o PPR?": that account's performance, since the start unless a period is named.
  if ((tool === undefined || tool === "get_holdings") && question.has(howItWent)) {
    const range = question.range === null ? {} : { from: question.range.from, to: question.range.to < question.today ? question.range.to : question.today };
    return { confidence: 0.9, calls: [...named.map((account) => ({ name: "get_performance", arguments: { account, ...range } })), health] };
  }
  // "how much is my T212 worth in dollars?": the allocation is of the whole portfolio; the account's holdings answer, as
  // they do "what's in my IBKR account?", whose "account" only says what IBKR is.
  if (tool !== undefined && !["get_cash_balances", "get_asset_allocation", "get_accounts"].includes(tool)) return undefined;
  if (tool === undefined && !asksOfAccount(question)) return undefined;
  return { confidence: 0.9, calls: [...named.map((account) => ({ name: "get_holdings", arguments: { account } })), health] };
};
