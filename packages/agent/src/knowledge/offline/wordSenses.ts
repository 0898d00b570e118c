import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

/*
 * Words of several meanings, whose other words say which: "lugar" is a seat on a plane ("qual é o meu lugar no
 * avião?") and a parking space in a garage ("lugar de estacionamento"); "place" and "spot" likewise; "holiday" and
 * "férias" are days of paid leave ("how many holiday days do I have left?") and a trip ("my holiday in London"). The sense the
 * question's other words name searches with its words, and a line whose words name another sense does not hold it.
 */

interface Sense {
  /** Words (accent-folded) that name this sense beside the word. */
  readonly context: RegExp;
  /** The words this sense is written with, in both languages. */
  readonly words: ReadonlyArray<string>;
}

interface SeveralMeanings {
  /** The word (accent-folded). */
  readonly word: RegExp;
  readonly senses: ReadonlyArray<Sense>;
}

const seat: Sense = {
  context: /\b(?:aviao|avioes|voo|voos|comboio|comboios|trem|autocarro|onibus|cinema|teatro|concerto|estadio|plane|planes|flight|flights|train|trains|bus|coach|theatre|theater|concert|stadium)\b/,
  words: ["seat", "seats", "assento", "assentos", "poltrona", "poltronas"],
};
const parking: Sense = {
  context: /\b(?:estacionamento|estacionar|estaciono|garagem|garagens|parque|parking|park|garage|garages|carro|carros|car|cars)\b/,
  words: ["parking", "estacionamento", "garagem", "garage"],
};

/** Days of paid leave a contract grants and a payslip counts ("how many holiday days do I have left?", "quantos dias de férias me restam?"). */
const leave: Sense = {
  context:
    /\b(?:days?|left|remaining|remain|entitled|entitlement|allowance|annual|yearly|per year|a year|contract|paid|taken|accrued|carried over|dias?|restam|resta|sobram|faltam|direito|anual|anuais|por ano|contrato|pagas|gozar|gozad[oa]s?|gozei|vencid[oa]s)\b/,
  words: ["annual leave", "paid leave", "days off"],
};
/** A trip taken on holiday ("where am I staying on holiday in London?", "onde fico nas férias?"). */
const trip: Sense = {
  context:
    /\b(?:trip|travel|travelling|traveling|flight|flights|fly|flying|plane|airport|hotel|hotels|staying|stay|beach|abroad|booking|booked|itinerary|viagem|viajar|voo|voos|aviao|aeroporto|hotel|alojad[oa]|alojamento|fico|ficamos|praia|estrangeiro|reserva|itinerario)\b/,
  words: ["trip", "travel", "viagem"],
};

const severalMeanings: ReadonlyArray<SeveralMeanings> = [
  { word: /^(?:lugar|lugares)$/, senses: [seat, parking] },
  { word: /^(?:place|places|spot|spots)$/, senses: [seat, parking] },
  { word: /^(?:holiday|holidays|vacation|vacations|ferias)$/, senses: [leave, trip] },
];

/** The sense of `word` the question's other words name, if it has several and they name one. */
export const senseAsked = (question: Question, word: string): Sense | undefined => {
  const entry = severalMeanings.find((candidate) => candidate.word.test(foldAccents(word.toLowerCase())));
  const others = question.normalized.replace(new RegExp(`\\b${foldAccents(word.toLowerCase())}\\b`, "g"), " ");
  const named = entry?.senses.filter((sense) => sense.context.test(others)) ?? [];
  return named.length === 1 ? named[0] : undefined;
};

/** The words the sense asked of `word` is written with (none when the word has one meaning or the question names none). */
export const senseWords = (question: Question, word: string): ReadonlyArray<string> => senseAsked(question, word)?.words ?? [];

/**
 * Whether `text` (a line with its heading) names another sense of `word` than the question does: the garage's "lugar de
 * estacionamento" holds no seat on a plane.
 */
export const otherSenseIn = (question: Question, word: string, text: string): boolean => {
  const asked = senseAsked(question, word);
  if (asked === undefined) return false;
  const entry = severalMeanings.find((candidate) => candidate.word.test(foldAccents(word.toLowerCase())))!;
  const folded = foldAccents(text.toLowerCase());
  return entry.senses.some((sense) => sense !== asked && sense.context.test(folded)) && !asked.context.test(folded);
};
