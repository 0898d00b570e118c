/**
 * The name an assistant answer asked about ("Quem é a Susana?", "Who is Susana?"), or null. Only a question the answer
 * itself asks counts: an example it lists ("- Who is Susana?" among what can be asked) or quotes asks nothing.
 */
export const askedWhoIs = (answer: string | null): string | null => {
  if (answer === null) return null;
  const asked = answer
    .split("\n")
    .filter((line) => !/^\s*(?:[-*•]|\d+[.)])\s/u.test(line))
    .join("\n")
    .replace(/«[^»]*»|“[^”]*”|"[^"]*"/gu, "");
  const match = /(?:[Qq]uem\s+(?:é|e)\s+(?:a\s+|o\s+)?|[Ww]ho\s+is\s+)(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)\s*\?/u.exec(asked);
  return match?.[1] ?? null;
};

/** True when an assistant answer offered a reminder ("Quer um lembrete para …?", a model's "Quer que eu lembre você de …?", "Shall I remind you …?"). */
export const offeredReminder = (answer: string | null): boolean =>
  answer !== null && /quer um lembrete|quer que eu (?:te )?lembre|queres que (?:te )?lembre|shall i remind you|should i remind you|want me to remind you/i.test(answer);

const yes = /^\s*(?:sim|s|yes|y|yeah|yep|sure|ok|okay|claro|pode(?:\s+ser)?|quero|por favor|please|do it|go ahead|isso|combinado|certo|perfeito)\b[\s!.,]*(?:por favor|please|obrigad[oa]|thanks)?[\s!.]*$/iu;

/** True when a message is a plain yes ("sim", "yes please", "pode ser", "claro!"). */
export const isPlainYes = (text: string): boolean => yes.test(text.normalize("NFC"));
