/** Where secrets belong, said whenever one is told or asked for: a password manager, never long-term memory. */
const managerEn = "A password manager (the one built into your phone or browser, for example) is the safe place for them.";
const managerPt = "O sítio seguro para eles é um gestor de palavras-passe (o do telemóvel ou do navegador, por exemplo).";

/** Why a secret told was not kept (`secretIn`): nothing saved, and the message stays only in the chat's history. */
export const secretNotSaved = (pt: boolean): string =>
  pt
    ? `Não guardo palavras-passe, PINs, números de cartão nem outros segredos na memória, por isso isso não ficou guardado. ${managerPt} A mensagem fica só no histórico desta conversa, que pode apagar.`
    : `I don't keep passwords, PINs, card numbers or other secrets in my memory, so I haven't saved that. ${managerEn} The message stays only in this chat's history, which you can delete.`;

/** The answer to a secret asked for ("qual é o PIN do cartão?"): none is ever kept, so none is known. */
export const secretNotKept = (pt: boolean): string =>
  pt
    ? `Não guardo palavras-passe, PINs, números de cartão nem outros segredos, por isso não os sei. ${managerPt}`
    : `I don't keep passwords, PINs, card numbers or other secrets, so I don't know it. ${managerEn}`;
