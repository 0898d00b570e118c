import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

/* The thing a question of what is allowed asks about: the object of "can I keep a bike…", "posso ter um gato…". */

/** An article, a possessive or a quantity before the thing asked about. */
const determiner = "(?:(?:a|an|the|my|our|some|any|more|another|one|um|uma|uns|umas|o|a|os|as|meu|minha|meus|minhas|mais|outro|outra)\\s+)*";

/**
 * "Can I keep/have/bring/store/park X", "am I allowed to have X", "posso ter/guardar/trazer/levar/deixar/estacionar X",
 * "é permitido ter X" (the question normalised: lower case, accent-folded), the thing X in its first word.
 */
const allowedObject = new RegExp(
  `\\b(?:(?:can|may|could) (?:i|we)|am i allowed to|are we allowed to|is it (?:ok|okay|allowed) to) (?:keep|have|bring|store|park|put|leave|install|hang|use|own)\\s+${determiner}([\\p{L}\\p{N}]+)` +
    `|\\b(?:posso|podemos|pode-se|e permitido|sao permitidos|e possivel) (?:ter|guardar|trazer|levar|manter|deixar|por|estacionar|instalar|pendurar|usar)\\s+${determiner}([\\p{L}\\p{N}]+)`,
  "u",
);

/**
 * The thing a question of what is allowed asks about, folded ("bike" of "can I keep a bike in my parking space?",
 * "bicicleta" of "posso guardar uma bicicleta na garagem?"); undefined when the question asks no such thing.
 */
export const objectAsked = (question: Question): string | undefined => {
  const match = allowedObject.exec(question.normalized);
  const word = match?.[1] ?? match?.[2];
  return word === undefined ? undefined : foldAccents(word.toLowerCase());
};
