import type { LocalDate } from "@lifeos/core";

/** The same day a year on ("2025-12-25" → "2026-12-25"; the 29th of February the 1st of March). */
export const nextYear = (date: LocalDate): LocalDate => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year + 1, month - 1, day));
  return moved.toISOString().slice(0, 10) as LocalDate;
};

/** The day, moved on a year at a time until it is today or after ("Christmas" asked in November is this year's). */
export const nextAnniversary = (date: LocalDate, today: LocalDate): LocalDate => {
  let next = date;
  while (next < today) next = nextYear(next);
  return next;
};
