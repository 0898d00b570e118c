import { userSubject } from "./memoryTriple.js";
import { nameKey } from "./normalizeText.js";
import type { RecurringPattern } from "./recurringPatterns.js";
import { topicLabel } from "./serviceTopics.js";
import type { TimeNudge } from "./timeNudges.js";

type Language = "en" | "pt";

const weekdaysEn = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
const weekdaysPt = ["aos domingos", "às segundas", "às terças", "às quartas", "às quintas", "às sextas", "aos sábados"];

/** "a" + article, contracted as Portuguese writes it: "ao dentista", "à academia", "às análises". */
const toPt = (label: string): string => label.replace(/^(o|a|os|as) /, (_match, article: string) => ({ o: "ao ", a: "à ", os: "aos ", as: "às " })[article] ?? "a ");

const clockEn = ({ hour, minute }: { hour: number; minute: number }) =>
  `${hour % 12 === 0 ? 12 : hour % 12}${minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`} ${hour < 12 ? "AM" : "PM"}`;
const clockPt = ({ hour, minute }: { hour: number; minute: number }) =>
  `${hour === 1 ? "da" : "das"} ${hour}h${minute === 0 ? "" : String(minute).padStart(2, "0")}`;

const units = {
  en: { day: ["day", "days"], week: ["week", "weeks"], month: ["month", "months"] },
  pt: { day: ["dia", "dias"], week: ["semana", "semanas"], month: ["mês", "meses"] },
} as const;
const amountOf = (amount: number, unit: "day" | "week" | "month", language: Language) =>
  `${amount} ${units[language][unit][amount === 1 ? 0 : 1]}`;

/** The interval in the unit that reads best: months from 60 days, weeks from 14. */
const intervalOf = (days: number, language: Language) =>
  days >= 60
    ? amountOf(Math.round(days / 30.44), "month", language)
    : days >= 14
      ? amountOf(Math.round(days / 7), "week", language)
      : amountOf(days, "day", language);

const isUser = (subject: string) => nameKey(subject) === userSubject;

/**
 * A habit in one sentence, in the person's language: "You usually go to the
 * dentist on Tuesdays around 2 PM." / "Costuma ir ao dentista às terças,
 * por volta das 14h." (no "você": it reads the same in Portugal and in
 * Brazil). About someone else: "Susana usually goes …" /
 * "Susana costuma ir …".
 */
export const describePattern = (pattern: RecurringPattern, language: Language): string => {
  const label = topicLabel(pattern.topic, language);
  if (language === "pt") {
    const parts = [`${isUser(pattern.subject) ? "Costuma" : `${pattern.subject} costuma`} ir ${toPt(label)}`];
    if (pattern.weekday !== null) parts.push(` ${weekdaysPt[pattern.weekday]}`);
    if (pattern.time !== null) parts.push(`, por volta ${clockPt(pattern.time)}`);
    if (pattern.intervalDays !== null) parts.push(`, mais ou menos a cada ${intervalOf(pattern.intervalDays, "pt")}`);
    return `${parts.join("")}.`;
  }
  const parts = [isUser(pattern.subject) ? `You usually go to ${label}` : `${pattern.subject} usually goes to ${label}`];
  if (pattern.weekday !== null) parts.push(` on ${weekdaysEn[pattern.weekday]}`);
  if (pattern.time !== null) parts.push(` around ${clockEn(pattern.time)}`);
  if (pattern.intervalDays !== null) parts.push(`, about every ${intervalOf(pattern.intervalDays, "en")}`);
  return `${parts.join("")}.`;
};

/**
 * A nudge in one sentence: "Faz 3 meses desde o dentista." / "It's been 3
 * months since the dentist." About someone else the name follows
 * ("… desde o oftalmologista (Susana).").
 */
export const describeNudge = (nudge: TimeNudge, language: Language): string => {
  const label = topicLabel(nudge.topic, language);
  const who = isUser(nudge.subject) ? "" : ` (${nudge.subject})`;
  const { amount, unit } = nudge.elapsed;
  return language === "pt"
    ? `Faz ${amountOf(amount, unit, "pt")} desde ${label}${who}.`
    : `It's been ${amountOf(amount, unit, "en")} since ${label}${who}.`;
};
