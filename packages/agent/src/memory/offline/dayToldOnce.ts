import { foldAccents } from "@lifeos/core";

const dayMs = 86_400_000;

/** How far a day is from `today`: "today", "tomorrow", "in 2 days"; "hoje", "amanhã", "daqui a 2 dias". */
export const howFar = (day: string, today: string, language: "en" | "pt"): string => {
  const days = Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / dayMs);
  if (days === 0) return language === "pt" ? "hoje" : "today";
  if (days === 1) return language === "pt" ? "amanhã" : "tomorrow";
  return language === "pt" ? `daqui a ${days} dias` : `in ${days} days`;
};

const spelt = (at: Date, language: "en" | "pt", options: Intl.DateTimeFormatOptions) =>
  at.toLocaleDateString(language === "pt" ? "pt-PT" : "en-GB", { ...options, timeZone: "UTC" });

/**
 * A sentence told back that names a day still ahead ("Your exam is on 4 December 2026, as you told me", "O seu exame é no
 * dia 4 de dezembro de 2026, como me contou") said with that day once, its weekday and how far it is beside it: "Your exam
 * is on Friday, 4 December 2026 (in 2 days), as you told me", "O seu exame é na sexta-feira, 4 de dezembro de 2026 (daqui a
 * 2 dias), como me disse". Null when the sentence does not name the day in its words (then the day is said before it).
 */
export const dayToldOnce = (sentence: string, day: string, today: string, language: "en" | "pt"): string | null => {
  const at = new Date(`${day}T12:00:00Z`);
  const dayOfMonth = String(at.getUTCDate());
  const month = foldAccents(spelt(at, language, { month: "long" }).toLowerCase());
  const year = String(at.getUTCFullYear());
  const said =
    language === "pt"
      ? new RegExp(`(?:(?<![\\p{L}])(?:no dia|no|a|em|dia)\\s+)?(?<![\\d])${dayOfMonth}\\s+de\\s+${month}(?:\\s+de\\s+${year})?(?![\\p{L}\\d])`, "iu")
      : new RegExp(`(?:\\b(?:on|for)\\s+)?(?:the\\s+)?(?<![\\d])${dayOfMonth}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${month}(?:,?\\s+${year})?(?![\\p{L}\\d])`, "iu");
  const folded = foldAccents(sentence);
  const found = said.exec(folded);
  if (found === null || folded.length !== sentence.length) return null;
  const weekday = spelt(at, language, { weekday: "long" });
  const date = spelt(at, language, { day: "numeric", month: "long", year: "numeric" });
  const article = /feira$/u.test(weekday) ? "na" : "no";
  const far = `(${howFar(day, today, language)})`;
  const before = sentence.slice(0, found.index);
  const after = sentence.slice(found.index + found[0].length);
  // "You have a dentist appointment (4 December 2026 at 3 PM)": the day kept in parentheses, with its time, said in the words.
  const kept = /\($/u.test(before) ? /^([^()]*)\)/u.exec(after) : null;
  const opening = language === "pt" ? `${article} ${weekday}, ${date}` : `on ${weekday}, ${date}`;
  // "…on 4 December 2026 at 9 AM": the hour stays with its day, before how far it is.
  const hour = (language === "pt" ? /^\s+às\s+\d{1,2}h(?:\d{2})?/u : /^\s+at\s+\d{1,2}(?::\d{2})?\s*(?:AM|PM)/u).exec(after)?.[0] ?? "";
  const told =
    kept === null
      ? `${before}${opening}${hour} ${far}${after.slice(hour.length)}`
      : `${before.slice(0, -1).trimEnd()} ${opening}${kept[1]} ${far}${after.slice(kept[0].length)}`;
  // "como me disse": the day is the person's word, said back once.
  return language === "pt" ? told.replace(/, como me contou$/u, ", como me disse") : told;
};
