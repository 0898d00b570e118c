import { foldAccents } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import { amountSpentAsked } from "./journalPatterns.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Words that say money or the most of it, not what it went on ("what did I spend the most money on?"). */
const moneyWords = /^(?:money|dinheiro|most|mais|much|muito|cash|euros?|dollars?|reais)$/;

/** What entries write when money goes out, in both languages: searched when no thing is named. */
const spendingWords = ["spent", "spend", "spending", "bought", "paid", "expensive", "gastei", "gastar", "gasto", "comprei", "paguei", "caro", "cara"];

/**
 * "what did I spend the most on?", "em que gastei mais dinheiro?", "how much did I spend last month?": spending asked
 * of nothing named. The entries' amounts are not added up (the answer says so first, see `composeJournal`); what can be
 * found is the entries that write of spending, over the period said.
 */
export const spendingRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(amountSpentAsked) || question.metric !== null) return null;
  if (reading.subject.some((word) => !moneyWords.test(foldAccents(word.toLowerCase())))) return null;
  return [plan(0.8, call("search_journal", { query: spendingWords[0]!, related: [spendingWords], limit: 10, ...dateBounds(reading.range) }))];
};
