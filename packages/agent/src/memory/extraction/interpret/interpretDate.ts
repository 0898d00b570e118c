import { datePredicate, normalizeText, Predicates, zonedParts } from "@lifeos/core";
import { orientDate } from "../dates/findDates.js";
import { clockTime } from "../dates/formatDate.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, Subject } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { addPerson, buildMemory } from "./buildMemory.js";
import { dayMonth } from "./dayMonth.js";
import { interpretBorn } from "./interpretBorn.js";
import { interpretExpiry } from "./interpretExpiry.js";
import { ofWhom, slotSubject, subjectKey } from "./subjects.js";

/** The verb a date was said with, when it is not "is" / "é": "starts", "começa", "são". */
const verbSaid = (masked: string, pt: boolean): string | undefined =>
  (pt ? /(?<![\p{L}])(começam|comecam|começa|comeca|acabam|acaba|terminam|termina|são|sao)(?![\p{L}])/iu : /\b(starts|begins|ends|is due)\b/iu).exec(masked)?.[1]?.toLowerCase();

/** Words that name an event that has a day: "exam", "interview", "wedding", "party", "dinner", "exame", "casamento", "festa", "jantar". */
const eventWords =
  /^(?:exams?|tests?|interviews?|meetings?|presentations?|flights?|trips?|weddings?|party|parties|surgery|operation|deadline|concerts?|recitals?|dinner|lunch|barbecue|bbq|picnic|celebration|graduation|christening|baptism|funeral|reunion|gig|show|match|game|race|marathon|exame|exames|prova|provas|teste|testes|entrevista|reuni[ãa]o|apresenta[çc][ãa]o|voo|viagem|casamento|festa|festas|cirurgia|opera[çc][ãa]o|prazo|concerto|jantar|jantarada|almo[çc]o|churrasco|piquenique|celebra[çc][ãa]o|formatura|batizado|baptizado|funeral|encontro|jogo|corrida|maratona|espet[áa]culo)$/iu;

/** Rules of a day told of something not one's own, which keep only an event's day: "my sister's wedding", "the party", "a festa". */
const ofAnEvent = /\.date\.(?:have|relation|other|the)$/u;

/** "The party", "a festa", "Ana's wedding", "o casamento da minha irmã": an event named without "my"/"our", and whose. */
const sentenceOf = (context: ClauseContext, topic: string, subject: Subject, value: string): string => {
  const whose = subject === "user" ? null : subjectKey(subject);
  const pt = context.language === "pt";
  const verb = verbSaid(context.masked, pt);
  if (pt) {
    const article = /^(?:os|as|o|a)(?=\s)/iu.exec(context.masked)?.[0]?.toLowerCase() ?? "o";
    // "O casamento da minha irmã Ana": of Ana by the gender the relation gave her ("da Ana"), as the clause did not say it.
    const gender = subject === "user" ? null : subject.gender;
    const of = whose === null ? "" : ` ${ofWhom(whose, context.clause).replace(/^de(?=\s+\p{Lu})/u, (plain) => (gender === "female" ? "da" : gender === "male" ? "do" : plain))}`;
    return `${article[0]!.toUpperCase()}${article.slice(1)} ${topic}${of} ${verb ?? (/s$/u.test(article) ? "são" : "é")} no dia ${value}`;
  }
  const of = whose === null ? "The" : /^my\s/iu.test(whose) ? `My ${whose.replace(/^my\s+/iu, "")}'s` : `${whose}'s`;
  return `${of} ${topic} ${verb ?? "is"} on ${value}`;
};

/**
 * A birthday ("my birthday is on 3 March", "o aniversário da Ana é a 12 de
 * maio", "faço anos a 5 de junho"): a day and month that come back every
 * year, kept as "3 March" / "12 de maio" with no year; nothing without a day.
 * Another date of one's own ("my anniversary is on June 14", "o meu
 * aniversário de casamento é a 14 de junho", "my exam is on 3 July 2027") is
 * kept the same way under `date:<topic>`, with the year when one was said; so is the day of an event someone else's or
 * the family's ("my sister's wedding is on Saturday", "the party is on 12 December", "o casamento da minha irmã é no
 * sábado", "a festa é a 12 de dezembro"), of whom it is told.
 */
export const interpretDate = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  if (match.rule.id.endsWith(".birthday.born")) return interpretBorn(context, draft);
  const birthday = match.rule.predicate === Predicates.birthday;
  // A date of one's own said with "is" is still to come: "my flight is on Friday" is the next Friday.
  const date = context.dates[0] === undefined || birthday ? context.dates[0] : orientDate(context.dates[0], "future", context.sentAt, context.timeZone);
  const subject = slotSubject(match, context);
  // A thing with its own date ("my passport expires in June 2027", "in 2030") may be told by its month or its year alone.
  const expires = /\.date\.expires(?:\.|$)/u.test(match.rule.id);
  if (date === undefined || date.precision === "week" || ((date.precision === "month" || date.precision === "year") && !expires) || subject === null) return false;
  const topic = match.slots["thing"]?.trim();
  if (expires) return interpretExpiry({ topic: topic!, own: match.slots["own"] ?? null, subject, date }, context, draft);
  if (!birthday && (topic === undefined || topic === "")) return false;
  // "I have a physics exam on …", "the party is on …" are an event's date; "I have a cold today", "the car is on Friday" none.
  if (ofAnEvent.test(match.rule.id) && !eventWords.test(topic!.split(/\s+/)[0]!) && !eventWords.test(topic!.split(/\s+/).at(-1)!)) return false;
  // A day and month said alone come back every year (an anniversary); a year, a weekday or "tomorrow" make it one day, as
  // does an event not one's own ("the party is on 12 December" is this year's, or the next).
  const monthSaid = /\d{1,2}\s*[/.-]\s*\d{1,2}|\b(?:jan|feb|fev|mar|apr|abr|may|mai|jun|jul|aug|ago|sep|set|oct|out|nov|dec|dez)/iu.test(date.text);
  const notOwn = /\.date\.(?:relation|other|the)$/u.test(match.rule.id);
  const day = dayMonth(date.at, !birthday && (notOwn || /\b\d{4}\b/.test(date.text) || !monthSaid), context);
  const pt = context.language === "pt";
  // "I have an exam tomorrow at 9am": the hour said is kept with the day ("on 4 December 2026 at 9 AM").
  const clock = zonedParts(date.at, context.timeZone);
  const value = date.precision === "minute" && !birthday ? `${day.value} ${pt ? "às" : "at"} ${clockTime(clock.hour, clock.minute, context.language)}` : day.value;
  const object = day.object;
  // "Tenho uma entrevista…" told with no possessive: "a minha entrevista", by the article said or the word's ending.
  const feminine = /^(?:eu\s+)?(?:tenho|terei|vou ter)\s+(?:uma|a)\s/iu.test(context.masked) || (!/^(?:eu\s+)?(?:tenho|terei|vou ter)\s+(?:um|o)\s/iu.test(context.masked) && /(?:a|ão|gem)$/iu.test(topic?.split(/\s+/)[0] ?? ""));
  const own = match.slots["own"] ?? (feminine ? "minha" : "meu");
  const whose = subject === "user" ? null : subjectKey(subject);
  const sentence = birthday
    ? pt
      ? whose === null ? `O meu aniversário é no dia ${value}` : `O aniversário ${ofWhom(whose, context.clause)} é no dia ${value}`
      : whose === null ? `My birthday is on ${value}` : `${whose}'s birthday is on ${value}`
    : notOwn
      ? sentenceOf(context, topic!, subject, value)
      : pt
        ? `${/^(?:minhas|nossas)$/iu.test(own) ? "As" : /^(?:meus|nossos)$/iu.test(own) ? "Os" : /^(?:minha|nossa)$/iu.test(own) ? "A" : "O"} ${own.toLowerCase()} ${topic} ${verbSaid(context.masked, pt) ?? "é"} no dia ${value}`
        : `${/^our$/iu.test(match.slots["own"] ?? "") ? "Our" : "My"} ${topic} ${verbSaid(context.masked, pt) ?? "is"} on ${value}`;
  const memory = buildMemory(
    { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
    { type: "fact", triple: { subject: subjectKey(subject), predicate: birthday ? Predicates.birthday : datePredicate(normalizeText(topic!)), object }, subjects: [subject], importance: 7, validFrom: context.sentAt },
  );
  if (subject !== "user") addPerson(draft, subject, context);
  draft.addMemory(memory);
  return true;
};
