import type { Language } from "@lifeos/core";
import type { SkillPlan } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { knownAccountsIn } from "./knownAccounts.js";
import { text } from "./portfolioFormat.js";

/**
 * Whether money is safe where it is held, or what happens if the holder fails: "is my money safe in Degiro?", "is it
 * safe to keep my savings in Trading 212?", "what if my broker goes bankrupt?", "o meu dinheiro está seguro na XTB?",
 * "a corretora é segura?", "e se o banco falir?". Not insurance ("o meu seguro cobre…": "seguro" as a noun).
 */
const safetyWords =
  /\b(?:(?:is|are|am|be|stay|stays|keep|kept|feel) (?:\w+ ){0,3}(?:safe|secure|protected)|safe (?:to|with|in|at)|(?:how|really) safe|safety of|(?:go|goes|went|going|gone) (?:bankrupt|bust|under)|bankrupt\w*|insolven\w*|(?:esta|estao|e|sao|estar|ficar|fica|ficam|estara) (?:\w+ ){0,3}(?:segur[oa]s?|protegid[oa]s?)|(?:quao|tao|mesmo) segur[oa]s?|em seguranca|seguranca d[aoe]s?|falir|faliu|falencia|insolvente)\b/;

/**
 * Where or what money is held in: the money itself, a broker, a bank, a portfolio; an account only as one of money
 * ("is my account secure?" may be about signing in).
 */
const holderWords =
  /\b(?:money|funds|cash|savings|investments?|assets|brokers?|brokerage|banks?|portfolio|dinheiro|fundos|poupancas?|investimentos?|ativos|corretoras?|bancos?|carteira|(?:bank|brokerage|savings|investment) accounts?|contas? (?:bancarias?|poupanca|a ordem|de (?:investimento|poupanca|corretagem)))\b/;

/** Whether the question asks if money is safe where it is held. */
export const safetyAsked = (question: Question): boolean =>
  safetyWords.test(question.normalized) && (holderWords.test(question.normalized) || knownAccountsIn(question).length > 0);

/**
 * "is my money safe in Degiro?": the holdings of each account named, or every account and what it holds when none is;
 * undefined for any other question.
 */
export const safetyPlan = (question: Question): SkillPlan | undefined => {
  if (!safetyAsked(question)) return undefined;
  const named = knownAccountsIn(question).slice(0, 3);
  const calls = named.length > 0 ? named.map((account) => ({ name: "get_holdings", arguments: { account } })) : [{ name: "get_accounts", arguments: {} }];
  return { confidence: 0.93, calls };
};

/** No judgement of a broker's or bank's safety, and what the data does show: what is held in the account named, or in each. */
export const safetyLead = (language: Language, accountNamed: boolean): string =>
  text(
    `I can't tell you whether your money is safe ${accountNamed ? "there" : "where it is held"}: that depends on how the broker or bank is regulated, whether your assets are held separately from its own, and which investor-compensation or deposit-guarantee scheme covers you, none of which I can check. Your provider's terms and its regulator will say. ${accountNamed ? "What I can show is what you hold there:" : "What I can show is where your money is:"}`,
    `Não consigo dizer se o seu dinheiro está seguro ${accountNamed ? "aí" : "onde está"}: isso depende da supervisão da corretora ou do banco, de os seus ativos estarem separados dos dela e do fundo de garantia (de investidores ou de depósitos) que o cobre, e nada disso consigo verificar. As condições do seu fornecedor e o regulador dirão. ${accountNamed ? "O que posso mostrar é o que tem lá:" : "O que posso mostrar é onde está o seu dinheiro:"}`,
  )(language);
