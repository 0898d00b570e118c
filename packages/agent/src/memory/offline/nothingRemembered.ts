import { namesSecret } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import { secretNotKept } from "./secretReplies.js";

/** The answer when nothing remembered answers the question: plainly that, naming what was asked. */
export const nothingRemembered = (question: Question, ask: FactAsk): string => {
  const pt = question.language === "pt";
  const whom = ask.relation !== null ? ask.relation[question.language] : ask.subject;
  const disliked = ask.attribute?.key === "likes" && ask.negative === true;
  const what = disliked
    ? pt ? (whom === null ? "o que não gosta" : `o que ${whom} não gosta`) : whom === null ? "what you don't like" : `what ${whom} doesn't like`
    : ask.favourite !== null && whom === null ? ask.favourite[question.language]
    : ask.attribute !== null ? ask.attribute.label[question.language](whom) : whom ?? (ask.words.join(" ") || null);
  // "Qual é o PIN do cartão?": secrets are never kept, so there is nothing to tell and nothing to invite.
  if (namesSecret(question.text)) return secretNotKept(pt);
  if (what === null) return pt ? "Não tenho nada guardado sobre isso." : "I have nothing remembered about that.";
  // Someone asked for by relationship ("who is my boss?"): who it is can be told, or looked for in the journal.
  if (ask.relation !== null && ask.attribute === null) {
    const word = ask.relation[question.language].replace(/^(?:your|a sua|o seu)\s+/, "");
    return pt
      ? `Não tenho nada guardado sobre ${what}. Diga-me quem é (por exemplo, «${ask.relation.pt.startsWith("a ") ? "a minha" : "o meu"} ${word} chama-se …») e eu guardo, ou peça-me «procura ${word} no diário».`
      : `I have nothing remembered about ${what}. Tell me who it is ("my ${word} is called …") and I'll remember it, or ask me to "search my journal for ${word}".`;
  }
  if (ask.attribute?.key === "name" && whom === null) {
    return pt ? "Ainda não sei o seu nome. Diga-me («chamo-me …» ou «trate-me por …») e eu guardo." : "I don't know your name yet. Tell me (\"my name is …\" or \"call me …\") and I'll remember it.";
  }
  return pt ? `Não tenho nada guardado sobre ${what}. Se me contar, eu guardo.` : `I have nothing remembered about ${what}. Tell me and I'll remember it.`;
};
