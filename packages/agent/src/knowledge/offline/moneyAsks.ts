import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

/* What a question asks of money (a price, a sum) and the lines that say one. */

const fold = (word: string) => foldAccents(word.toLowerCase());

/** A question for a sum of money. */
const moneyAsked =
  /\b(?:how much|what (?:is|are) the (?:fee|fees|price|cost|amount|rate)|cost|costs|price|quanto|quanta|qual (?:e )?(?:o|a) (?:valor|preco|custo|montante|mensalidade|quota|prestacao))\b/;
/** What a line that says what something costs calls it: weighs when the question asks how much. */
export const costWords =
  "fee fees price cost costs charge charged premium monthly rent paid pay payable custo custa preco preço mensalidade quota prestação prestacao premio prémio valor pago pagos pagar cobrado renda aluguel aluguer";
/** Words of money a question may ask how much of ("how much rent", "quanto imposto"), besides those of `costWords`. */
const moneyNouns = "money cash dinheiro tax taxes imposto impostos salary salario wage wages ordenado deposit caucao refund reembolso deductible excess franquia income rendimento debt divida interest juros";
const costSet = new Set(costWords.split(" ").map(fold));
const nounSet = new Set(moneyNouns.split(" ").map(fold));
const moneySet = new Set([...costSet, ...nounSet]);

/** How much may be carried ("quanto posso levar?", "quanto se pode trazer?", "how much can I take?", "how much can we bring?"). */
const carriedAsked =
  /\b(?:how much (?:\w+ )?(?:can|may|do) (?:i|we) (?:take|bring|carry)|quant[oa] (?:(?:e que )?(?:eu )?(?:posso|podemos|pode|devo|se pode) )?(?:levar|trazer|transportar|despachar))\b/;

/**
 * Whether money is asked, of the searched words (folded, each group's own word): "how much" asked of a thing searched
 * that is no money ("how much luggage can I take?", "quanta bagagem posso levar?") asks an amount of that thing, not a price.
 */
/**
 * The thing a "what is the …?" question names ("what is the rent?", "what's my salary?", "qual é a renda da casa?", "qual
 * a mensalidade?"), folded; undefined for any other question.
 */
const namedThing = (question: Question): string | undefined =>
  /^(?:(?:and|so|e|entao) )?(?:what (?:is|are|was|were) |qual (?:e |era |foi )?|quais (?:sao |eram )?)(?:(?:the|my|our|o|a|os|as|meu|minha|meus|minhas) )+([a-z]+)\b/.exec(question.normalized)?.[1];

/**
 * Whether a sum is asked by the name of what it is, though no "how much" is said: "what is the rent?", "what's the
 * deposit?", "qual é a renda da casa?", "qual é a caução?". What the rent is, is how much it is: the line that holds the
 * sum answers, before one that only names the rent ("the tenant may not sublet…").
 */
export const sumNamed = (question: Question): boolean => {
  const thing = namedThing(question);
  return thing !== undefined && moneySet.has(thing);
};

export const asksMoney = (question: Question, searched: ReadonlyArray<string>): boolean => {
  if (sumNamed(question)) return true;
  if (!question.has(moneyAsked)) return false;
  // "quanto posso levar de bagagem?", "how much can I bring?": what may be carried is an amount of it, unless it is money.
  if (question.has(carriedAsked)) return searched.some((word) => moneySet.has(word));
  const thing = /\b(?:how much|quant[oa]) ([a-z]+)/.exec(question.normalized)?.[1];
  // "quanto tempo dura o contrato?", "how much time…": a length of time, whatever is searched for it (the term).
  if (thing === "tempo" || thing === "time") return false;
  if (thing === undefined || !searched.includes(thing)) return true;
  return moneySet.has(thing);
};

/**
 * A sum of money in a line: a currency, or an amount with cents ("1,150.00", "34,90"), never a date ("12.06.2026"), a
 * time or a number that only has two digits after a dot among others (a member's, a policy's or a phone number).
 */
export const moneyInLine = /[€$£]|\b(?:eur|euros?|usd|dollars?|gbp|pounds?|reais|brl)\b|(?<![\p{N}.,/:-])\p{N}+(?:[.,]\p{N}{3})*[.,]\p{N}{2}(?![.,/:-]?\p{N})/iu;

/**
 * Two more for a price line when the price of something is asked ("how much does the gym membership cost?", "quanto
 * custa a mensalidade do ginásio?", "how much is the rent?"): a line holding a sum of money and a word saying what it is
 * ("Monthly fee: €39.90", "Valor: 34,90 € por mês") answers, before a line of the thing that names no price. None when
 * what is asked is a sum of its own kind (the tax, the deposit, the salary), whose own word tells its line from the
 * other sums. `searched`: the first word of every group; `subject`: the words of the groups the question is
 * about, with their related words ("earn" with "income").
 */
export const priceShare = (question: Question, searched: ReadonlyArray<string>, subject: ReadonlyArray<string>, line: string): number => {
  if (!asksMoney(question, searched) || subject.some((word) => nounSet.has(word)) || !moneyInLine.test(line)) return 0;
  return (fold(line).match(/\p{L}+/gu) ?? []).some((word) => costSet.has(word)) ? 2 : 0;
};

/** A period said with an amount ("per month", "ao mês"), and the words a line uses for it. */
export const periods: ReadonlyArray<{ asked: RegExp; words: string }> = [
  { asked: /\b(?:per|a|each|every) month\b|\bmonthly\b|\b(?:por|ao|cada) mes\b|\bmensa(?:l|is|lmente)\b/, words: "monthly month mensal mensais mensalmente mensalidade mes mês" },
  { asked: /\b(?:per|a|each|every) week\b|\bweekly\b|\b(?:por|a|cada) semana\b|\bsemana(?:l|is)\b/, words: "weekly week semanal semanais semana" },
  { asked: /\b(?:per|a|each|every) year\b|\b(?:yearly|annual|annually)\b|\b(?:por|ao|cada) ano\b|\banua(?:l|is|lmente)\b/, words: "yearly annual annually year anual anuais anualmente ano" },
];
