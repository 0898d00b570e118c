import { foldAccents } from "@lifeos/core";

/**
 * When something was bought ("when did I buy my laptop?", "quando comprei o portátil?"): an invoice or a receipt names
 * the thing in one line (its item) and the day in another (its date), and the answer needs both. Patterns match the
 * normalised question (lower case, accent-folded).
 */
export const purchaseDateAsked =
  /\b(?:when did (?:i|we) (?:buy|purchase|order|get)|what (?:day|date) did (?:i|we) (?:buy|purchase|order|get)|when was (?:my |the |our )?(?:[a-z]+ ){1,3}(?:bought|purchased|ordered)|(?:quando|em que (?:dia|data)) (?:e que )?(?:eu )?(?:comprei|compramos|encomendei|encomendamos|adquiri|adquirimos)|quando (?:e que )?(?:o |a |os |as )?(?:meu |minha |meus |minhas )?\w+ (?:foi|foram) (?:comprad|encomendad|adquirid)[oa]s?)\b/;

/** The label of a line that dates a purchase: the invoice's, the order's or the sale's date, or a date alone. */
const purchaseDateLabel = /\b(?:date|dated|issued|purchased|bought|ordered|invoice|receipt|order|sale|data|emitid[ao]|emissao|comprad[oa]|fatura|factura|recibo|encomenda|venda)\b/i;
/** A line of a date yet to come (a warranty's end, a payment due), not the day of the purchase. */
const laterDate = /\b(?:due|until|expires?|valid|next|warranty|ate|vence|vencimento|validade|valid[oa]|garantia|proxim[oa])\b/i;

interface DatedLine {
  readonly text: string;
  readonly index: number;
}

/**
 * The line that dates the purchase, among a passage's lines (`dated` tells a line holding a date): the first one
 * labelled as an invoice's, an order's or a sale's date, else the first dated line that is not of a later date; none
 * when no line is dated.
 */
const purchaseDateLine = <Line extends DatedLine>(lines: ReadonlyArray<Line>, dated: (text: string) => boolean): Line | undefined => {
  const candidates = lines.filter((line) => dated(line.text) && !laterDate.test(foldAccents(line.text)));
  return candidates.find((line) => purchaseDateLabel.test(foldAccents(line.text))) ?? candidates[0];
};

/**
 * The lines of a purchase to quote besides the best one (`scored`: each line with how much of the searched words it
 * holds): the line dating it when the best one holds no date, and the line holding the most of the searched words (the
 * item) when the best one holds none ("what date did I buy…" may find the date first).
 */
export const purchaseLines = <Line extends DatedLine>(
  scored: ReadonlyArray<{ readonly line: Line; readonly searched: number }>,
  best: { readonly line: Line; readonly searched: number },
  dated: (text: string) => boolean,
): Line[] => {
  const date = dated(best.line.text) ? undefined : purchaseDateLine(scored.map((entry) => entry.line), dated);
  const item = best.searched > 0 ? undefined : scored.reduce<{ readonly line: Line; readonly searched: number } | undefined>((top, entry) => (entry.searched > (top?.searched ?? 0) ? entry : top), undefined)?.line;
  return [date, item].filter((line): line is Line => line !== undefined);
};
