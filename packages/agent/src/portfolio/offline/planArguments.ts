import type { Question } from "../../models/offline/question/Question.js";
import { agoDate, currencyWords, moneyMoved, regionNames, sectorNames } from "./portfolioPatterns.js";
import { regionMarket, tradesCounted } from "./portfolioIntents.js";

/** The day `count` days before `today` (both YYYY-MM-DD). */
export const daysBefore = (today: string, count: number): string => new Date(Date.parse(`${today}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month `count` months before `today`'s. */
export const monthsBack = (today: string, count: number): string => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - count, 1)).toISOString().slice(0, 10);
};

/** The performance period a question names: this year → YTD, "last N months" → 1M/3M/6M, "since the start" → ALL. */
export const periodOf = (question: Question): Record<string, unknown> => {
  const text = question.normalized;
  // "a year ago", "há seis meses": from that day to today.
  const ago = agoDate(question);
  if (ago !== undefined) return { from: ago, to: question.today };
  // "since the start" is all time; "since the start of the year" is a date, read below.
  if (/\b(all time|since (the )?(start|beginning)(?! of\b)|since i (started|began)|desde que comecei|desde (o )?inicio(?! d[oea]s?\b| deste\b)|desde sempre|ever)\b/.test(text)) return { period: "ALL" };
  // "my total return" is since the start; "my total portfolio value" is what it is worth today.
  if (/\btotal\b/.test(text) && !/\b(value|worth|balance|valor|vale|valem|saldo)\b/.test(text)) return { period: "ALL" };
  // "over the last year", "no último ano": the twelve months to today ("last year" alone is the calendar year).
  if (/\b(over|in|during|for|within) the (last|past) (12 months|year)\b|\bthe past (12 months|year)\b|\b(last|past) 12 months\b|\b(no|nos|durante o|ao longo do) (ultimo ano|ultimos 12 meses)\b|\bultimos 12 meses\b/.test(text)) return { period: "1Y" };
  if (/\b(this year|year to date|ytd|este ano|neste ano|ano ate agora)\b/.test(text)) return { period: "YTD" };
  if (/\b(last|past|ultimos?) (12 months|year|ano)\b|\bum ano\b|\b1 year\b/.test(text) && question.range === null) return { period: "1Y" };
  if (/\b(6|six|seis) (months|meses)\b/.test(text)) return { period: "6M" };
  if (/\b(3|three|tres) (months|meses)\b/.test(text)) return { period: "3M" };
  if (/\b(this month|last month|past month|este mes|ultimo mes|mes passado)\b/.test(text) && question.range === null) return { period: "1M" };
  if (question.range !== null) return { from: question.range.from, to: question.range.to < question.today ? question.range.to : question.today };
  return {};
};

export const allocationDimension = (text: string): string | undefined =>
  // "US ETFs", "fundos europeus": a region's market, however it is held.
  regionMarket.test(text) ? "region"
  // "how much do I have in ETFs?", "quanto tenho em fundos?", "by instrument": how the assets are held (not an emergency fund).
  : /\b(?:etfs?|etcs?|exchange traded|instruments?|instrumentos?|vehicles?|(?<!emergency )funds?(?! goals?)|fundos?(?! de (?:emergencia|maneio)))\b/.test(text) ? "instrument"
  : /\b(currency|currencies|moeda|moedas|cambial|cambiais|fx)\b/.test(text) || currencyWords.test(text) ? "currency"
  : /\b(sector|setor|sectors|setores|sectores|industry|industries)\b/.test(text) || sectorNames.test(text) ? "sector"
  : /\b(region|regiao|regioes|country|countries|pais|paises|geograph\w*)\b/.test(text) || regionNames.test(text) ? "region"
  : /\b(account|accounts|conta|contas)\b/.test(text) ? "account"
  : undefined;

/**
 * The income tool's arguments for a period named by its code (`periodOf`): "YTD" from the first of January, "1M" to "1Y"
 * from as many months before today; an unknown code, the tool's own default (this year so far).
 */
export const incomeStart = (range: Readonly<Record<string, unknown>>, today: string): Record<string, unknown> => {
  const months: Readonly<Record<string, number>> = { "1M": 1, "3M": 3, "6M": 6, "1Y": 12 };
  const back = months[String(range["period"])];
  if (back === undefined) return {};
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 - back + 1, 0)).getUTCDate();
  return { from: new Date(Date.UTC(year, month - 1 - back, Math.min(day, lastDay) + 1)).toISOString().slice(0, 10) };
};

export const activityTypes = (text: string): ReadonlyArray<string> | undefined => {
  const types = [
    /\b(buy|bought|buys|purchases?|compras?|comprei|trades?|operacoes|operacao)\b/.test(text) ? "BUY" : null,
    /\b(sell|sold|sells|sales?|vendas?|vendi|trades?|operacoes|operacao)\b/.test(text) ? "SELL" : null,
    /\b(deposits?|deposited|depositos?|depositei|put in|put into|paid in|paid into|put (?:any |some )?(?:money|cash) in)\b/.test(text) ? "DEPOSIT" : null,
    /\b(withdraw|withdrawals?|withdrew|withdrawn|levantamentos?|levantei|saques?|saquei|retiradas?|retirei|take out|taken out|took out|(?:take|taken|took) (?:any |some )?(?:money|cash) out|tirei (?:algum )?dinheiro)\b/.test(text) ? "WITHDRAWAL" : null,
    /\b(fees?|comissoes|comissao|taxas)\b/.test(text) ? "FEE" : null,
    /\b(dividends?|dividendos?)\b/.test(text) ? "DIVIDEND" : null,
    /\b(interest|juros)\b/.test(text) ? "INTEREST" : null,
  ].filter((type) => type !== null);
  // "did I make any transfers?", "fiz alguma transferência?": money moved into or out of the portfolio, however recorded.
  if (types.length === 0 && /\b(?:transfers?|transferred|transferencias?|transferi)\b/.test(text)) return ["DEPOSIT", "WITHDRAWAL", "TRANSFER_IN", "TRANSFER_OUT"];
  // "taxes on dividends", "retenção na fonte": the tax, not the income it was withheld from.
  if (/\b(tax|taxes|impostos?|withholding|retencao)\b/.test(text)) return ["TAX"];
  return types.length === 0 ? undefined : types;
};

/** "my last 5 transactions", "as últimas 3 compras": how many to list (20 when not said). */
export const listSize = (text: string): number => {
  // "how many trades did I make?", "how much did I deposit?": every one, to be counted or added up (the tool's most).
  if (tradesCounted.test(text) || moneyMoved.test(text)) return 200;
  // "what did I buy last?", "my last purchase", "a minha última compra": one.
  if (/\b(?:(?:buy|bought|sell|sold|purchased?) last(?! (?:week|month|year|weekend|night|time|semana|mes|ano|\w+day))|(?:last|latest|most recent) (?:buy|purchase|sale|trade|transaction|dividend|interest payment|deposit|withdrawal)(?!s)|ultima (?:compra|venda|transacao|operacao)(?!s)|ultimo (?:dividendo|deposito|levantamento|saque)(?!s)|(?:comprei|vendi) por ultimo|(?:comprei|vendi|depositei|levantei|recebi)\b.* pela ultima vez|the last time i (?:bought|sold|deposited|withdrew)|when did i last (?:buy|sell)|a ultima vez que (?:eu )?(?:comprei|vendi))\b/.test(text)) return 1;
  const said = /\b(?:last|latest|recent|first|ultim[oa]s|primeir[oa]s)\s+(\d{1,2})\b/.exec(text);
  const count = said === null ? 20 : Number(said[1]);
  return count >= 1 && count <= 20 ? count : 20;
};

/**
 * The periods a comparison names: those written ("2024 vs 2025"), or one past calendar year or month with the one
 * running now ("my dividends vs last year", "a rentabilidade comparada com o mês passado": this year, or this month, to
 * today, against it). Fewer than two when neither is said.
 */
export const comparedPeriods = (question: Question): ReadonlyArray<{ readonly from: string; readonly to: string }> => {
  if (question.dates.length !== 1) return question.dates;
  const past = question.dates[0];
  const today = question.today;
  const wholeYear = past!.from.endsWith("-01-01") && past!.to.endsWith("-12-31") && past!.from.slice(0, 4) === past!.to.slice(0, 4);
  const wholeMonth = past!.from.endsWith("-01") && new Date(Date.parse(`${monthsBack(past!.from, -1)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) === past!.to;
  if (past!.to >= today || (!wholeYear && !wholeMonth)) return question.dates;
  const current = wholeYear ? { from: `${today.slice(0, 4)}-01-01`, to: today } : { from: `${today.slice(0, 7)}-01`, to: today };
  return current.from > past!.to ? [current, past!] : question.dates;
};
