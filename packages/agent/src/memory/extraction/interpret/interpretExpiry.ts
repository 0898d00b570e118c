import { datePredicate, normalizeText, zonedParts } from "@lifeos/core";
import type { DateMention } from "../dates/findDates.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { buildMemory } from "./buildMemory.js";
import { dayMonth, monthNames } from "./dayMonth.js";

/** The verb a thing's own date was said with: "expires", "is valid until", "caduca". */
const expiryVerb = {
  en: /\b(expires|runs out|is valid until|is valid till|renews|is up for renewal|is due for renewal|is due|needs to be renewed|must be renewed)\b/iu,
  pt: /(?<![\p{L}])(caduca|expira|vence|perde a validade|(?:é|e) v[áa]lid[oa] até|renova|tem (?:de|que) ser renovad[oa]|precisa ser renovad[oa])(?![\p{L}])/iu,
} as const;

/**
 * A thing with its own date, once ("my passport expires in June 2027", "a minha carta de condução vence a 3 de março de
 * 2028"): kept with the month or the day said, always with its year, as a fact dated that day, so what is still ahead
 * shows it.
 */
export const interpretExpiry = (said: { readonly topic: string; readonly own: string; readonly date: DateMention }, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const pt = context.language === "pt";
  const { year, month } = zonedParts(said.date.at, context.timeZone);
  const byMonth = said.date.precision === "month";
  const { value, object } = byMonth
    ? { value: pt ? `${monthNames.pt[month - 1]} de ${year}` : `${monthNames.en[month - 1]} ${year}`, object: `${year}-${String(month).padStart(2, "0")}` }
    : dayMonth(said.date.at, true, context);
  const verb = expiryVerb[context.language].exec(context.masked)?.[1]?.toLowerCase() ?? (pt ? "caduca" : "expires");
  const until = /\b(?:until|till|até)$/iu.test(verb);
  const when = until ? value : pt ? (byMonth ? `em ${value}` : `no dia ${value}`) : byMonth ? `in ${value}` : `on ${value}`;
  const own = said.own.toLowerCase();
  const sentence = pt
    ? `${/^(?:minhas|nossas)$/u.test(own) ? "As" : /^(?:meus|nossos)$/u.test(own) ? "Os" : /^(?:minha|nossa)$/u.test(own) ? "A" : "O"} ${own} ${said.topic} ${verb} ${when}`
    : `${own === "our" ? "Our" : "My"} ${said.topic} ${verb} ${when}`;
  draft.addMemory(
    buildMemory(
      { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
      { type: "fact", triple: { subject: "user", predicate: datePredicate(normalizeText(said.topic)), object }, subjects: ["user"], importance: 7, validFrom: context.sentAt, occurred: said.date },
    ),
  );
  return true;
};
