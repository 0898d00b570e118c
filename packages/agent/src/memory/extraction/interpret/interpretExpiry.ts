import { datePredicate, normalizeText, zonedParts } from "@lifeos/core";
import type { DateMention } from "../dates/findDates.js";
import type { ClauseContext, Subject } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { ofWhom, subjectKey } from "./subjects.js";
import { dayMonth, monthNames } from "./dayMonth.js";

/** The verb a thing's own date was said with: "expires", "is valid until", "caduca". */
const expiryVerb = {
  en: /\b(expires|runs out|is valid until|is valid till|renews|is up for renewal|is due for renewal|is due|needs to be renewed|must be renewed)\b/iu,
  pt: /(?<![\p{L}])(caduca|expira|vence|perde a validade|(?:é|e) v[áa]lid[oa] até|renova|tem (?:de|que) ser renovad[oa]|precisa ser renovad[oa])(?![\p{L}])/iu,
} as const;

/**
 * Things a person holds that have their own date (documents, contracts, policies, plans, bookings), by which a date told
 * without "my" ("the car insurance renews in March", "o seguro do carro renova em março") is still of the person's own.
 */
const heldThings =
  /^(?:insurance|policy|passport|licen[cs]e|visa|permit|id|card|lease|tenancy|contract|subscription|membership|warranty|guarantee|mortgage|loan|registration|inspection|mot|service|plan|booking|reservation|rent|tax|seguro|apólice|apolice|passaporte|carta|licença|licenca|visto|autorização|autorizacao|cartão|cartao|bilhete|documento|arrendamento|contrato|subscrição|subscricao|assinatura|garantia|hipoteca|empréstimo|emprestimo|crédito|credito|matrícula|matricula|inspeção|inspecção|inspecao|revisão|revisao|plano|reserva|renda|aluguel|aluguer|iuc|imposto|quota|mensalidade)$/iu;

/**
 * A thing with its own date, once ("my passport expires in June 2027", "in 2030", "a minha carta de condução vence a 3 de
 * março de 2028"): kept with the year, the month or the day said, always with its year, as a fact dated that day, so what is still ahead
 * shows it.
 */
export const interpretExpiry = (
  said: { readonly topic: string; readonly own: string | null; readonly subject: Subject; readonly date: DateMention },
  context: ClauseContext,
  draft: ExtractionDraft,
): boolean => {
  const pt = context.language === "pt";
  // Told without a possessive, only a thing a person holds is theirs: "the car insurance renews", not "the election is due".
  if (said.own === null && said.subject === "user" && !said.topic.split(/\s+/u).some((word) => heldThings.test(word))) return false;
  const { year, month } = zonedParts(said.date.at, context.timeZone);
  const byYear = said.date.precision === "year";
  const byMonth = byYear || said.date.precision === "month";
  const { value, object } = byYear
    ? { value: String(year), object: String(year) }
    : byMonth
      ? { value: pt ? `${monthNames.pt[month - 1]} de ${year}` : `${monthNames.en[month - 1]} ${year}`, object: `${year}-${String(month).padStart(2, "0")}` }
      : dayMonth(said.date.at, true, context);
  const verb = expiryVerb[context.language].exec(context.masked)?.[1]?.toLowerCase() ?? (pt ? "caduca" : "expires");
  const until = /\b(?:until|till|até)$/iu.test(verb);
  const when = until ? value : pt ? (byMonth ? `em ${value}` : `no dia ${value}`) : byMonth ? `in ${value}` : `on ${value}`;
  // The article said stands for the possessive not said: "a carta" is "a minha carta", "os vistos" "os meus vistos".
  const article = /^(os|as|o|a)\s/iu.exec(context.masked.trim())?.[1]?.toLowerCase() ?? "o";
  const own = (said.own ?? (pt ? { o: "meu", a: "minha", os: "meus", as: "minhas" }[article] ?? "meu" : "my")).toLowerCase();
  const whose = said.subject === "user" ? null : subjectKey(said.subject);
  const opening = pt ? (/^(?:minhas|nossas)$/u.test(own) ? "As" : /^(?:meus|nossos)$/u.test(own) ? "Os" : /^(?:minha|nossa)$/u.test(own) ? "A" : "O") : "";
  const sentence =
    whose !== null
      ? pt
        ? `${article.charAt(0).toUpperCase()}${article.slice(1)} ${said.topic} ${ofWhom(whose, context.clause)} ${verb} ${when}`
        : `${whose}'s ${said.topic} ${verb} ${when}`
      : pt
        ? `${opening} ${own} ${said.topic} ${verb} ${when}`
        : `${own === "our" ? "Our" : "My"} ${said.topic} ${verb} ${when}`;
  draft.addMemory(
    buildMemory(
      { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
      { type: "fact", triple: { subject: whose ?? "user", predicate: datePredicate(normalizeText(said.topic)), object }, subjects: [said.subject], importance: 7, validFrom: context.sentAt, occurred: said.date },
    ),
  );
  if (said.subject !== "user") addPerson(draft, said.subject, context);
  return true;
};
