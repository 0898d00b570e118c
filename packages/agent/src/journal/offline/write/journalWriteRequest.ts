import { foldAccents } from "@lifeos/core";

/** What a request to write in the journal asks: the text to write as typed (null when none was given). */
export interface JournalWriteRequest {
  readonly text: string | null;
}

/** Lower case without accents, one character for one, so a match's positions are positions in the message as written (the text is cut from it as typed). */
const foldInPlace = (text: string): string =>
  Array.from(text, (character) => {
    const folded = foldAccents(character.toLowerCase());
    return folded.length === character.length ? folded : character;
  }).join("");

/** Words before a request that leave it one: a greeting, "please", "can you", "I want to", "quero", "pode". */
const polite =
  "(?:(?:hi|hey|hello|ok|okay|ola|oi|bom dia|boa tarde|boa noite|please|pls|can you|could you|would you|will you|i want to|i'd like to|i would like to|let's|por favor|podes|pode|poderias|podia|consegues|consegue|voce pode|tu podes|quero|queria|gostaria de|vamos)[,!.\\s]+)*";
const journal = "(?:(?:my|the|this|today['’]?s|yesterday['’]?s)\\s+)?(?:journal|diary)(?:\\s+entry)?";
/** The journal after a Portuguese preposition that holds its article ("no diário", "ao meu diário", "pro diário"). */
const diario = "(?:(?:meu|minha|o meu|a minha)\\s+)?(?:diario|journal)";
const separator = "(?:\\s*(?::|-|–|—|,)|\\s+(?:that|que)\\b)";
/** A day named between the request and the text ("for yesterday", "de ontem", "para hoje"), when a separator follows it. */
const forDay = `(?:\\s+(?:for|of|on|from|de|do|da|para|em)\\s+[^:,.;\\n]{1,30}?(?=${separator}))?`;
const lead = "(?:\\s*(?::|-|–|—|,)\\s*|\\s+(?:that|this|saying|que|isto|isso|o seguinte|a dizer que|dizendo que)\\b\\s*:?\\s*|\\s+)";

const english = [
  // "add to my journal: …", "write in my diary that …", "put this in my journal: …", "save to the journal …"
  `(?:write|add|log|record|save|put|note|jot(?: down)?|enter|type)(?:\\s+(?:this|that|it|down))?\\s+(?:to|in|into|on)\\s+${journal}`,
  // "write a journal entry for today: …", "make a new entry in my journal: …", "add an entry: …"
  `(?:write|add|make|create|start|log|save)\\s+(?:a\\s+|an\\s+)?(?:new\\s+)?(?:journal\\s+|diary\\s+)?entry(?:\\s+(?:to|in|into)\\s+${journal})?`,
  // "make a note in my journal that …"
  `(?:make|add|write|leave)\\s+a\\s+note\\s+(?:to|in|into|on)\\s+${journal}`,
  // "new entry: …", "journal entry: …", "dear diary, …"
  `(?:a\\s+)?new\\s+(?:journal\\s+|diary\\s+)?entry`,
  `journal\\s+entry(?=\\s*:)`,
  `dear\\s+(?:diary|journal)`,
  // "log that I slept badly", "jot down: …"
  `(?:log|jot down)(?=\\s*:|\\s+that\\b)`,
];
const portugueseVerbs =
  "escreve|escreva|escrever|anota|anote|anotar|adiciona|adicione|adicionar|acrescenta|acrescente|acrescentar|regista|registe|registar|registra|registre|registrar|guarda|guarde|grava|grave|poe|ponha|coloca|coloque|bota|bote|mete|insere|insira";
const portuguese = [
  // "anota no meu diário: …", "escreve no diário que …", "acrescenta ao diário …", "põe isto no diário: …", "bota aí no diário que …"
  `(?:${portugueseVerbs})(?:\\s+(?:isto|isso|ai|aqui|la))*\\s+(?:no|ao|pro|para o|em o)\\s+${diario}`,
  // "escreve uma entrada no diário: …", "cria uma nova entrada: …"
  `(?:escreve|escreva|cria|crie|faz|faca|adiciona|adicione|acrescenta|acrescente)\\s+(?:uma\\s+)?(?:nova\\s+)?entrada(?:\\s+(?:no|ao|para o)\\s+${diario})?`,
  // "nova entrada: …", "querido diário, …"
  `(?:uma\\s+)?nova\\s+entrada(?:\\s+(?:no|do)\\s+${diario})?`,
  `querido\\s+diario`,
  // "regista que dormi mal", "registra aí: …" (no journal named, but the text follows; "anota que …" is memory's)
  `(?:regista|registe|registra|registre)(?:\\s+(?:ai|aqui|la))?(?=\\s*:|\\s+que\\b)`,
];

/** The request at the start of a message, before the text: the words asking and any day they name, then a separator. */
const requestAtStart = new RegExp(`^\\s*${polite}(?:${[...english, ...portuguese].join("|")})${forDay}${lead}?`, "u");

/** "add 'went for a run' to my journal", "anota «fui ao dentista» no diário": the text between the verb and the journal. */
const requestAround = new RegExp(
  `^\\s*${polite}(?:write|add|log|record|save|put|note|${portugueseVerbs})\\s+(.+?)\\s+(?:(?:to|in|into)\\s+${journal}|(?:no|ao|pro|para o)\\s+${diario})\\s*[.!]?\\s*$`,
  "u",
);

/** Quotes around a text given in them, and a closing full stop or exclamation of the request itself, left out. */
const unquoted = (text: string): string => {
  const trimmed = text.trim();
  const quoted = /^(["'“‘«])([\s\S]*)(["'”’»])$/u.exec(trimmed);
  return quoted !== null && quoted[2]!.trim() !== "" ? quoted[2]!.trim() : trimmed;
};

/**
 * The request to write in the journal a message makes, if it makes one: an
 * instruction at its start ("add to my journal: …", "write in my diary that
 * …", "log that …", "new entry: …", "dear diary, …", "anota no meu diário:
 * …", "escreve no diário que …", "regista que …", "querido diário, …") or
 * around the text ("add 'went for a run' to my journal"). The text is the
 * rest of the message exactly as typed, less the separator after the request
 * (":", "that", "que") and quotes around it; null when nothing follows. A
 * question ("what did I write in my journal?", "o que escrevi no diário?")
 * and a day merely told ("I had a great day today") are no request.
 */
export const journalWriteRequest = (message: string): JournalWriteRequest | null => {
  const folded = foldInPlace(message);
  const match = requestAtStart.exec(folded);
  if (match !== null) {
    const start = match[0].length;
    const text = unquoted(message.slice(start));
    return { text: text === "" || /^[?.!]+$/.test(text) ? null : text };
  }
  const around = requestAround.exec(folded);
  const said = around?.[1];
  if (around === null || said === undefined || /^(?:an?|new|uma|nova)?\s*(?:entry|entrada|note|nota)\b/.test(said)) return null;
  const start = around.index + around[0].indexOf(said);
  return { text: unquoted(message.slice(start, start + said.length)) };
};

/** The text of a request that points back at what was said ("what I just said", "o que eu disse"), not text to write. */
const pointingBack = /^(?:what i (?:just )?(?:said|told you|wrote)|(?:o )?que (?:eu )?(?:acabei de |te |lhe )?(?:disse|dizer|escrevi|escrever|contei|contar))$/;

/** A question, asked with a question mark or a question word first: what it asks is no text for the journal. */
const questionFirst =
  /\?\s*$|^(?:what|when|where|who|whom|how|why|which|did|do|does|is|are|was|were|can|could|will|would|should|have|has|o que|que|quando|onde|quem|como|porque|por que|qual|quais|quanto|quantos|quantas)\b/;

/**
 * Asked to write what was said just before ("write that in my journal", "escreve isso no diário", "add what I just
 * said to my journal"): true when the request gives no text of its own, or only words pointing back at it.
 */
export const writesWhatWasSaid = (request: JournalWriteRequest): boolean => request.text === null || pointingBack.test(foldInPlace(request.text.trim()).replace(/[.!]+$/, ""));

/** What the person said before, when it can be written: a statement, not a question and not a request to write. */
export const statementBefore = (message: string): string | null => {
  const text = message.trim();
  if (text === "" || questionFirst.test(foldInPlace(text)) || journalWriteRequest(text) !== null) return null;
  return text;
};
