import type { Language } from "@lifeos/core";

/** What the journal-writing skill says, in each language. */
export interface JournalWriteWords {
  /** A draft made: for which day, and whether it joins that day's entry. */
  readonly drafted: (date: string, joinsEntry: boolean) => string;
  readonly askWhat: string;
  readonly secret: string;
  /** Where the tool is not offered: a conversation begun before it existed keeps the tools it began with. */
  readonly notOffered: string;
}

export const journalWriteWords: Readonly<Record<Language, JournalWriteWords>> = {
  en: {
    drafted: (date, joinsEntry) =>
      `Here is the draft for your journal on ${date}; nothing is written until you press Save. ` +
      (joinsEntry ? "It will be added at the end of that day's entry, which keeps what it says." : "It will be a new entry for that day."),
    askWhat: "What should I write in your journal? Say it after the request, for example: add to my journal: went for a run with Tom, felt great.",
    secret:
      "I haven't drafted that: it holds a password, PIN, card number or similar secret, and journal entries are searched, summarised and quoted in answers. " +
      "A password manager (the one built into your phone or browser, for example) is the safe place for it.",
    notOffered: "I can't draft journal entries in this conversation. Start a new conversation and ask again, or open the Journal page and choose New entry.",
  },
  pt: {
    drafted: (date, joinsEntry) =>
      `Aqui está o rascunho para o seu diário de ${date}; nada fica escrito até carregar em Guardar no diário. ` +
      (joinsEntry ? "Será acrescentado no fim da entrada desse dia, que fica como está." : "Será uma nova entrada desse dia."),
    askWhat: "O que devo escrever no seu diário? Diga-o a seguir ao pedido, por exemplo: anota no meu diário: hoje fui ao dentista.",
    secret:
      "Não preparei esse texto: tem uma palavra-passe, um PIN, um número de cartão ou outro segredo, e as entradas do diário são pesquisadas, resumidas e citadas nas respostas. " +
      "O sítio seguro para ele é um gestor de palavras-passe (o do telemóvel ou do navegador, por exemplo).",
    notOffered: "Não posso preparar entradas do diário nesta conversa. Comece uma nova conversa e peça de novo, ou abra a página Diário e escolha «Nova entrada».",
  },
};
