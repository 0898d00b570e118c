import { resolveDateRange } from "../time/relativeDates.js";

const firstPerson =
  /(?<![\p{L}])(i|me|my|mine|myself|i'm|i've|i'd|eu|meu|minha|meus|minhas|mim|comigo|escrevi|senti|sinto|fiz|estive|estou|dormi|gastei|tive|fui)(?![\p{L}])/iu;
const dataWords =
  /(?<![\p{L}])(journal|diary|entry|entries|notes?|wr[io]te|written|writing|logged|mood|feel|felt|feeling|happy|happiness|sad|stress(ed)?|anxious|energy|sleep|slept|remember|memor(y|ies)|documents?|spent|spend|doing|did|was|were|have i|am i|diário|entradas?|notas?|escrevi|escrever|escrito|humor|senti|sinto|sentia|feliz|felicidade|triste|stress|estresse|ansios[oa]|energia|dormi|sono|lembr\p{L}*|memórias?|documentos?|gastei|fiz|estive|estou)(?![\p{L}])/iu;

/**
 * Whether a message asks about the user's own life or data ("what did I
 * write yesterday?", "como estou?"): first person together with a word about
 * their records or feelings, or a date. A question about the world ("what is
 * the capital of France?") is not.
 */
export const asksAboutUserData = (text: string, now: Date, timeZone: string): boolean =>
  firstPerson.test(text) && (dataWords.test(text) || resolveDateRange(text, now, timeZone) !== null);
