import type { Language } from "@lifeos/core";

/**
 * Each life event the offline analysis names (see `detectEvents`: its labels
 * are English), in words of each language. The labels are the system's own
 * words, not the writer's, so an answer in Portuguese says them in Portuguese.
 */
export const eventNames: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  birthday: { en: "birthday", pt: "aniversário" },
  "job interview": { en: "job interview", pt: "entrevista de emprego" },
  promotion: { en: "promotion", pt: "promoção" },
  "new job": { en: "new job", pt: "novo emprego" },
  trip: { en: "trip", pt: "viagem" },
  wedding: { en: "wedding", pt: "casamento" },
  "moving house": { en: "moving house", pt: "mudança de casa" },
  "doctor visit": { en: "doctor visit", pt: "consulta médica" },
  illness: { en: "illness", pt: "doença" },
  concert: { en: "concert", pt: "concerto" },
  exam: { en: "exam", pt: "exame" },
  breakup: { en: "breakup", pt: "separação" },
  loss: { en: "loss", pt: "perda" },
  race: { en: "race", pt: "corrida" },
  argument: { en: "argument", pt: "discussão" },
  deadline: { en: "deadline", pt: "prazo" },
  "dinner with friends": { en: "dinner with friends", pt: "jantar com amigos" },
  "family visit": { en: "family visit", pt: "visita à família" },
  "new pet": { en: "new pet", pt: "animal de estimação novo" },
};

/** A topic of the analysis in the language asked: an event label in its words, anything else (the writer's words, names) as written. */
export const eventName = (term: string, language: Language): string => eventNames[term]?.[language] ?? term;
