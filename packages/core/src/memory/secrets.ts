import { InvalidInput } from "../common/errors.js";
import { foldAccents } from "../search/foldAccents.js";

/**
 * Secrets that are never kept in long-term memory: a memory is recalled into prompts, shown on the Memories page,
 * exported and searched, which is no place for a credential. A password manager is.
 */
export type SecretKind = "password" | "pin" | "card";

/** Words that name a credential, English and Portuguese (accents folded). */
const credentialWords: ReadonlyArray<readonly [SecretKind, string]> = [
  ["password", "passwords? | passcodes? | passphrases? | pass words? | palavras?[- ]passes? | senhas? | contrasenas?"],
  ["password", "(?:api|secret|private|access|recovery|wifi|wi-fi) keys? | tokens? | seed phrase | chaves? (?:da api|privadas?|secretas?|de acesso|do wi-?fi|da rede)"],
  ["pin", "pins? | pin codes? | pin numbers? | puk | cvv2? | cvc | security codes? | access codes? | door codes? | gate codes? | alarm codes? | safe codes? | garage codes? | lock codes? | unlock codes?"],
  ["pin", "codigos? (?:pin|puk|de acesso|de seguranca|da porta|do alarme|do cadeado|de desbloqueio|secretos?)"],
];

/**
 * Words that say something of the secret, not its value ("the password is on the fridge", "a senha é a mesma"). A value
 * is a word with a digit or a symbol ("banana123"), or a word that ends what is said ("the wifi password is banana.");
 * "the password was easy to remember" gives none.
 */
const notTheValue =
  "on|in|at|under|written|somewhere|saved|stored|the|a|an|my|your|same|different|too|very|weak|strong|long|short|wrong|expired|new|old|reset|changed|" +
  "no|na|nos|nas|em|num|numa|debaixo|escrita|escrito|guardada|guardado|igual|diferente|fraca|forte|curta|longa|errada|errado|nova|novo|antiga|antigo|mesma|mesmo|o|a|um|uma|muito";

const valueAfter = `(?:\\s+(?:is|was|are|e|era|sao|fica|ficou)\\s+|\\s*(?:'s|=|:)\\s*)["'“«]?(?!(?:${notTheValue})(?![\\p{L}\\p{N}]))(?:[^\\s]*[\\d#@$%&*!_+=^~][^\\s]*|\\p{L}{3,}(?=\\s*(?:$|[.,;!?)"'”»])))`;

const credentialPatterns: ReadonlyArray<readonly [SecretKind, RegExp]> = credentialWords.map(([kind, words]) => [
  kind,
  // The credential word, up to five words naming whose it is ("the wifi password", "a senha do meu email"), then a value.
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.replace(/ \| /g, "|").replace(/ /g, "\\s+")})(?![\\p{L}\\p{N}])(?:\\s+[^\\s.?!,;]+){0,5}?${valueAfter}`, "iu"),
]);

/** A PIN or card code said with its digits and no verb ("PIN 1234", "CVV: 123"). */
const bareCode = /(?<![\p{L}\p{N}])(?:pin|puk|cvv2?|cvc)\s*:?\s*\d{3,8}(?!\d)/iu;

/** Runs of 13 to 19 digits, grouped by spaces or dashes as cards are written. */
const digitRuns = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/** The Luhn check every payment card number passes (and few other numbers do). */
const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * The kind of secret `text` gives away, or null: a credential named with its value ("the wifi password is banana123",
 * "o PIN do cartão é 1234", "a senha do email: gato2020"), a bare code ("PIN 4321"), or a payment card number (13 to
 * 19 digits that pass the Luhn check). A credential only mentioned ("I changed my password", "qual é a senha do
 * wifi?", "the password is on the fridge") is no secret.
 */
export const secretIn = (text: string): SecretKind | null => {
  const folded = foldAccents(text);
  for (const run of folded.match(digitRuns) ?? []) if (passesLuhn(run.replace(/\D/g, ""))) return "card";
  if (bareCode.test(folded)) return "pin";
  for (const [kind, pattern] of credentialPatterns) if (pattern.test(folded)) return kind;
  return null;
};

const credentialNamed = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${credentialWords.map(([, words]) => words.replace(/ \| /g, "|").replace(/ /g, "\\s+")).join("|")}|card numbers?|numeros? do (?:meu )?cartao)(?![\\p{L}\\p{N}])`,
  "iu",
);

/** Whether `text` names a kind of secret ("what's the wifi password?", "qual é o PIN do cartão?"), with its value or not. */
export const namesSecret = (text: string): boolean => credentialNamed.test(foldAccents(text));

/** What a memory write that holds a secret says (the message of `secretError`): nothing was stored. */
export const secretToolMessage =
  "Not stored: it holds a password, PIN, card number or similar secret, which long-term memory never keeps. " +
  "Tell the user so, and that a password manager is the safe place for it.";

/** The error a memory write gives when its text holds a secret (`secretIn`): nothing was stored. */
export const secretError = (): InvalidInput => new InvalidInput({ message: secretToolMessage, field: "content" });
