import type { Language, LocalDate } from "@lifeos/core";

const weekdays: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  pt: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
};

/** The day of the week of a calendar day, in words ("Monday", "segunda-feira"). */
export const weekdayOf = (date: LocalDate, language: Language): string => weekdays[language][new Date(`${date}T12:00:00Z`).getUTCDay()]!;
