import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";
import { amount, gainOrLoss, text } from "./portfolioFormat.js";

/**
 * What selling made or lost, asked with nothing else sold named ("how much did I make selling?", "what did I gain
 * from my sales this year?", "quanto ganhei com vendas?", "quanto lucrei com as vendas este ano?"): the realised gain.
 * "How much did I make selling cakes?" names something else sold, which the portfolio does not hold.
 */
export const salesGainAsked =
  /\b(?:(?:make|made|earn|earned|gain|gained|profit|profited|lose|lost|get|got) (?:\w+ )?(?:from |by |on |with |in )?(?:selling|my sales|the sales|sales|what i sold)|(?:ganhei|lucrei|perdi|ganhamos|lucramos|tive de lucro) (?:\w+ )?(?:com|n[ao]s|em) (?:as |os )?(?:vendas|minhas vendas|o que vendi)|(?:ganhei|lucrei|perdi) (?:a vender|vendendo))(?= *\??$| (?:this|last|in|since|so far|ever|of|on|este|esta|neste|nesta|no|na|nos|nas|em|desde|ate|de|do|da|dos|das|stocks|shares|my (?:stocks|shares|investments|positions|holdings|etfs))\b)/;

/** The realised gain asked as such ("my realised gains", "mais-valias realizadas") or as what selling made. */
const realisedWords = /\b(?:realis|realiz)\w* (?:any )?(?:gains?|loss(?:es)?|profits?)|\b(?:gains?|loss(?:es)?|profits?) (?:i )?(?:realised|realized)|\b(?:ganhos?|perdas?|lucros?|prejuizos?|mais-valias|menos-valias) realizad[oa]s?|\bmais-valias|\bmenos-valias|\bmais valias|\bmenos valias/;
/** The gain not yet realised asked as such ("unrealised gains", "paper losses", "ganhos não realizados"). */
const unrealisedWords = /\bunreali[sz]ed|\bpaper (?:gains?|loss(?:es)?)|\b(?:nao|por) realiz\w*|\bpotencia(?:l|is)\b/;

/** An amount with its sign ("+157.00 EUR", "-133.93 EUR"; no sign for nothing). */
export const signed = (value: number, currency: unknown, language: Question["language"]) => `${value > 0 ? "+" : value < 0 ? "-" : ""}${amount(Math.abs(value), currency, language)}`;

/**
 * Before the holdings, the gain asked first: realised on sales, in all and by holding (what was sold of positions closed
 * since counted as such), then what is not yet realised; or the other way round when the unrealised gain is asked. Null
 * when neither is asked or the holdings carry no totals.
 */
export const realisedLead = (data: Data, question: Question): string | null => {
  const asked = question.normalized;
  const unrealisedFirst = unrealisedWords.test(asked);
  if (!unrealisedFirst && !realisedWords.test(asked) && !salesGainAsked.test(asked)) return null;
  const totals = (data["totals"] as Data | undefined) ?? {};
  const realised = Number(totals["realisedGain"]);
  const unrealised = Number(totals["unrealisedGain"]);
  if (!Number.isFinite(realised) || !Number.isFinite(unrealised)) return null;
  const language = question.language;
  const base = data["baseCurrency"];
  const sold = ((data["holdings"] as ReadonlyArray<Data> | undefined) ?? []).filter((row) => Number.isFinite(Number(row["realisedGain"])) && Number(row["realisedGain"]) !== 0);
  const closed = realised - sold.reduce((sum, row) => sum + Number(row["realisedGain"]), 0);
  const lines = [
    ...sold.map((row) => `- ${String(row["symbol"])}: ${signed(Number(row["realisedGain"]), base, language)}`),
    ...(Math.abs(closed) >= 0.005 ? [`- ${text("Positions since closed", "Posições já fechadas")(language)}: ${signed(closed, base, language)}`] : []),
  ];
  // "this year": the holdings count what was realised since the first trade, not by period, and the answer says so.
  const since = question.range === null ? "" : text(" since your first trade (not split by period)", " desde a primeira operação (não separado por período)")(language);
  const realisedLine =
    realised === 0 && sold.length === 0
      ? text("Nothing you sold has made or lost money yet: you have no realised gains.", "Nada do que vendeu deu ganho ou perda: não tem ganhos realizados.")(language)
      : [text(`Realised on what you sold: ${gainOrLoss(realised, base, language)} in all${since}.`, `Realizado com o que vendeu: ${gainOrLoss(realised, base, language)} no total${since}.`)(language), ...lines].join("\n");
  const unrealisedLine = text(`Not yet realised on what you still hold: ${gainOrLoss(unrealised, base, language)}.`, `Ainda por realizar no que continua a ter: ${gainOrLoss(unrealised, base, language)}.`)(language);
  return unrealisedFirst ? `${unrealisedLine}\n${realisedLine}` : `${realisedLine}\n${unrealisedLine}`;
};
