import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { tripLine } from "./trips.js";

/** Something done that a sentence may tell, with its words (lower case, without accents) and its name in each language. */
interface Activity {
  readonly kind: string;
  readonly words: RegExp;
  readonly en: string;
  readonly pt: string;
  /** Counted only when the sentence tells nothing else: "came over for dinner" is a dinner, "came over" alone a visit. */
  readonly alone?: boolean;
}

const activities: ReadonlyArray<Activity> = [
  { kind: "lunch", words: /\b(?:lunch|lunched|almocei|almocamos|almocar|almoco|almocos|almocaram)\b/, en: "lunch", pt: "almoço" },
  { kind: "dinner", words: /\b(?:dinner|dinners|dined|supper|jantei|jantamos|jantar|jantares|jantaram)\b/, en: "dinner", pt: "jantar" },
  { kind: "breakfast", words: /\b(?:breakfast|brunch|pequeno-almoco|pequeno almoco|cafe da manha)\b/, en: "breakfast or brunch", pt: "pequeno-almoço ou brunch" },
  { kind: "coffee", words: /\b(?:coffee|coffees|cafe|cafes|cafezinho|cafezinhos)\b/, en: "coffee", pt: "café" },
  { kind: "drinks", words: /\b(?:drinks|beers?|wine|cocktails?|bebemos|umas cervejas|uma cerveja|um copo|uns copos|vinho)\b/, en: "drinks", pt: "bebidas" },
  { kind: "call", words: /\b(?:called|call|calls|phoned|phone|rang|facetimed|video call|liguei|ligou|ligamos|ligar|telefonei|telefonou|telefonema|chamada|videochamada)\b/, en: "calls", pt: "chamadas" },
  { kind: "walk", words: /\b(?:walk|walks|walked|walking|stroll|strolled|passeei|passeamos|passeio|passeios|passear|caminhamos|caminhada|caminhadas)\b/, en: "walks", pt: "passeios" },
  { kind: "hike", words: /\b(?:hike|hikes|hiked|hiking|trilho|trilha|trilhos|trilhas)\b/, en: "hikes", pt: "trilhos" },
  { kind: "cooking", words: /\b(?:cook|cooked|cooking|baked|baking|cozinhei|cozinhamos|cozinhar|cozinhou|assamos|fizemos um bolo)\b/, en: "cooking", pt: "cozinhar" },
  { kind: "climbing", words: /\b(?:climb|climbed|climbing|bouldering|escalei|escalamos|escalar|escalada)\b/, en: "climbing", pt: "escalada" },
  { kind: "running", words: /\b(?:ran|run|runs|running|jog|jogged|jogging|corri|corremos|correr|corrida)\b/, en: "running", pt: "corrida" },
  { kind: "gym", words: /\b(?:gym|workout|worked out|ginasio|academia|treinamos|treino)\b/, en: "the gym", pt: "ginásio" },
  { kind: "swimming", words: /\b(?:swim|swam|swimming|nadei|nadamos|nadar|natacao|piscina)\b/, en: "swimming", pt: "natação" },
  { kind: "cycling", words: /\b(?:cycled|cycling|bike ride|biked|pedalamos|pedalar|bicicleta)\b/, en: "cycling", pt: "bicicleta" },
  { kind: "films", words: /\b(?:film|films|movie|movies|cinema|series|filme|filmes|serie)\b/, en: "films and series", pt: "filmes e séries" },
  { kind: "games", words: /\b(?:board games?|card games?|game night|jogamos|jogar|jogo|jogos)\b/, en: "games", pt: "jogos" },
  { kind: "concert", words: /\b(?:concert|concerts|gig|show|concerto|concertos|espetaculo|espectaculo)\b/, en: "concerts and shows", pt: "concertos e espetáculos" },
  { kind: "shopping", words: /\b(?:shopping|shopped|compras)\b/, en: "shopping", pt: "compras" },
  { kind: "beach", words: /\b(?:beach|praia)\b/, en: "the beach", pt: "praia" },
  { kind: "celebration", words: /\b(?:celebrated|celebration|birthday|party|celebramos|celebrei|festa|festejamos|aniversario)\b/, en: "celebrations", pt: "celebrações" },
  { kind: "talk", words: /\b(?:talked|talk|chatted|chat|spoke|conversation|conversamos|conversei|falamos|falei|conversa)\b/, en: "talks", pt: "conversas", alone: true },
  { kind: "visit", words: /\b(?:visited|visit|came over|came by|stopped by|visitei|visitou|visita|veio ca|veio a casa|passou ca)\b/, en: "visits", pt: "visitas", alone: true },
];

/** Where something was done, to the sentence's end: "at the climbing gym", "next to the café", "no ginásio de escalada". */
const placeTail = /\s(?:at|near|next to|beside|behind|opposite|no|na|num|numa|perto d[oa]|ao pe d[oa]|junto (?:a|ao|a|da|do)) (?:the |a |an |o |a )?.*$/u;

/** One thing a sentence tells: its kind ("dinner", or "trip:Porto") and its name in the question's language. */
export interface ActivityTold {
  readonly kind: string;
  readonly name: string;
}

/**
 * The sentence read for its common words: the words written capitalised inside it taken out, as parts of names ("Cafe
 * Aurora" is no coffee, "Miguel" no verb), its first word lowered.
 */
const commonWords = (sentence: string): string => {
  const words = sentence.trim().split(/\s+/u);
  return foldAccents(words.map((word, index) => (index > 0 && /^\p{Lu}/u.test(word) ? " " : word)).join(" ").toLowerCase());
};

/**
 * The things one sentence tells were done, each once: the meals, calls, walks, pastimes it names, and a trip to the
 * place it says ("Took the train to Porto to see Miguel" is a trip to Porto).
 */
export const activitiesIn = (sentence: string, language: Language): ReadonlyArray<ActivityTold> => {
  const whole = commonWords(sentence);
  // "coffee … at the café next to the climbing gym": where it was is no second thing done, when the rest tells one.
  const before = whole.replace(placeTail, "");
  const common = before !== whole && activities.some((activity) => activity.words.test(before)) ? before : whole;
  const trip = tripLine(sentence);
  const told: ActivityTold[] =
    trip === null ? [] : [{ kind: trip.place === null ? "trip" : `trip:${trip.place}`, name: trip.place === null ? (language === "pt" ? "viagens" : "trips") : language === "pt" ? `viagens (${trip.place})` : `trips to ${trip.place}` }];
  const found = activities.filter((activity) => activity.words.test(common));
  const main = found.filter((activity) => activity.alone !== true);
  for (const activity of main.length > 0 || told.length > 0 ? main : found) told.push({ kind: activity.kind, name: activity[language] });
  return told;
};
