import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/**
 * A yes-or-no question of losing money ("did I lose money this year?", "am I losing money?", "am I down?", "perdi dinheiro este ano?",
 * "estou a perder dinheiro?", "tive prejuízo?", "tenho prejuízo?").
 */
const lossAsked =
  /^(?:(?:and|so|but|e|entao|mas|sera que) )*(?:(?:did|have|has|am|are|was|were) (?:i|we|my (?:portfolio|investments)|the portfolio) (?:\w+ )?(?:lose|lost|losing)|(?:eu )?(?:perdi|perdemos|tive (?:prejuizo|perdas?)|tivemos (?:prejuizo|perdas?)|(?:estou|estamos) (?:a perder|perdendo)|a carteira perdeu|os (?:meus )?investimentos perderam|(?:tenho|temos|estou no|estamos no) prejuizo)\b|(?:am i|are we|is my portfolio|are my investments) (?:at a loss|in the red|down)\b(?! or\b))/;

/**
 * A yes-or-no question of making money ("did I make money last month?", "did we make a profit?", "am I in profit?",
 * "ganhei dinheiro em 2025?", "tive lucro este ano?", "tenho lucro?", "a carteira ganhou dinheiro?").
 */
const gainAsked =
  /^(?:(?:and|so|but|e|entao|mas|sera que) )*(?:(?:did|have|has|am|are|was|were) (?:i|we|my (?:portfolio|investments)|the portfolio) (?:\w+ )?(?:make|made|making|earn|earned|earning|gain|gained|gaining|turn|turned)\b(?! (?:any )?(?:deposits?|withdrawals?|trades?|transactions?)\b)|(?:eu )?(?:ganhei|ganhamos|lucrei|lucramos|tive (?:lucro|ganhos?)|tivemos (?:lucro|ganhos?)|(?:estou|estamos) (?:a ganhar|ganhando)|a carteira (?:ganhou|rendeu)|os (?:meus )?investimentos (?:ganharam|renderam)|(?:tenho|temos|estou no|estamos no) lucro)\b|(?:am i|are we|is my portfolio|are my investments) (?:in profit|in the green|in the black|up)\b(?! or\b))/;

/**
 * "Yes" or "No" ("Sim", "Não") to a yes-or-no question of money lost or made, for a gain of `gain`; null when the
 * question is no such question.
 */
export const gainYesOrNo = (question: Question, gain: number): string | null => {
  const asksLoss = lossAsked.test(question.normalized);
  if (!asksLoss && !gainAsked.test(question.normalized)) return null;
  return (asksLoss ? gain < 0 : gain > 0) ? text("Yes", "Sim")(question.language) : text("No", "Não")(question.language);
};

/**
 * "did I lose money this year?", "ganhei dinheiro em 2025?": a plain yes or no and the amount, before the detail of the
 * period's performance; the gain is the markets' part, money put in or taken out aside. Empty for any other question.
 */
export const gainVerdict = (data: Data, question: Question): string => {
  const report = data["report"] as Data | null | undefined;
  if (report === null || report === undefined) return "";
  const gain = Number(report["gain"]);
  const answer = Number.isFinite(gain) ? gainYesOrNo(question, gain) : null;
  if (answer === null) return "";
  const language = question.language;
  const money = amount(Math.abs(gain), report["baseCurrency"], language);
  const from = String(report["from"]);
  const to = String(report["to"]);
  const what =
    gain === 0
      ? text(`your portfolio neither gained nor lost from ${from} to ${to}`, `a carteira não ganhou nem perdeu de ${from} a ${to}`)(language)
      : gain < 0
        ? text(`you lost ${money} from ${from} to ${to}`, `perdeu ${money} de ${from} a ${to}`)(language)
        : text(`you made ${money} from ${from} to ${to}`, `ganhou ${money} de ${from} a ${to}`)(language);
  const flows = text(" (money put in or taken out not counted)", " (sem contar o dinheiro que entrou ou saiu)")(language);
  return `${answer}: ${what}${flows}.\n\n`;
};
