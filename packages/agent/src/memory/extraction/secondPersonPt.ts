/**
 * A Portuguese sentence told in the first person, said back to the person with the verb of "você" and no pronoun, which
 * reads the same in Portugal and Brazil: "Sou alérgico a amendoim" → "É alérgico a amendoim", "Moro no Porto" → "Mora
 * no Porto", "Comprei um carro" → "Comprou um carro", "Mudei-me para Lisboa" → "Mudou-se para Lisboa". Null when its verb is not one known here, or it is said with a
 * pronoun that would need moving ("Chamo-me Rui"), or opens with one of `names`: such a sentence is better quoted as said
 * than bent.
 */

/** Verbs whose first person is not the regular one. */
const irregular: Readonly<Record<string, string>> = {
  sou: "é", estou: "está", tenho: "tem", vou: "vai", fui: "foi", faco: "faz", posso: "pode", quero: "quer", sei: "sabe",
  prefiro: "prefere", sinto: "sente", durmo: "dorme", venho: "vem", digo: "diz", trago: "traz", vejo: "vê", leio: "lê",
  perco: "perde", peco: "pede", ouco: "ouve", estive: "esteve", tive: "teve", fiz: "fez", dei: "deu", estava: "estava",
  era: "era", tinha: "tinha", ia: "ia", odeio: "odeia", passeio: "passeia", sigo: "segue", visto: "veste", sirvo: "serve",
  consegui: "conseguiu", nasci: "nasceu", vivi: "viveu", comi: "comeu", bebi: "bebeu", parti: "partiu", aprendi: "aprendeu",
  conheci: "conheceu", perdi: "perdeu", escrevi: "escreveu", decidi: "decidiu", desisti: "desistiu", sofri: "sofreu", abri: "abriu",
  recebi: "recebeu", vendi: "vendeu", corri: "correu", mudei: "mudou", vi: "viu", li: "leu", sai: "saiu", cai: "caiu",
  esqueci: "esqueceu", cresci: "cresceu", ofereci: "ofereceu", escolhi: "escolheu", resolvi: "resolveu", devolvi: "devolveu",
  prometi: "prometeu", mexi: "mexeu", assisti: "assistiu", dividi: "dividiu", subi: "subiu", pedi: "pediu", senti: "sentiu",
  dormi: "dormiu", ouvi: "ouviu", descobri: "descobriu", segui: "seguiu", preferi: "preferiu", vesti: "vestiu", fugi: "fugiu",
  adoeci: "adoeceu", engravidei: "engravidou", corrompi: "corrompeu", rompi: "rompeu", torci: "torceu", envelheci: "envelheceu",
  vim: "veio", disse: "disse", trouxe: "trouxe", quis: "quis", pude: "pôde", consigo: "consegue", saio: "sai", ponho: "põe",
  dou: "dá",
};

/** Whether a word opening a sentence is a past verb of the person's in "-i" ("Vivi no Porto", "Parti o braço", "Conheci o Tom"), one known here. */
export const pastInI = (said: string): boolean => {
  const folded = said.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return folded.endsWith("i") && irregular[folded] !== undefined;
};

/** Present stems of "-er" and "-ir" verbs (the rest of "-o" verbs are "-ar": "moro" → "mora"). */
const secondConjugation = new Set([
  "viv", "com", "beb", "escrev", "corr", "aprend", "sofr", "part", "abr", "receb", "conhec", "parec", "vend", "perd", "decid",
  "assist", "divid", "permit", "sub", "resolv", "mex", "varr", "defend", "depend", "entend", "respond", "promet", "escolh",
  "dev", "met", "esquec", "oferec", "cresc", "venc", "acontec", "agradec", "obedec",
]);

/** The "você" form of a first-person verb, in its own spelling's case; null when it is not one. */
const verbOf = (said: string): string | null => {
  const word = said.toLowerCase();
  const folded = word.normalize("NFD").replace(/\p{M}/gu, "");
  if (irregular[folded] !== undefined) return irregular[folded]!;
  // "comprei" → "comprou", "paguei" → "pagou", "marquei" → "marcou", "comecei" → "começou".
  if (/^\p{L}{2,}ei$/u.test(word)) {
    const stem = word.slice(0, -2);
    // "marqu-" was a "c" before "-ou" already ("marcou"); only a "c" said before "e" softens to "ç" ("comec-" → "começou").
    return /qu$/u.test(stem) ? `${stem.slice(0, -2)}cou` : `${stem.replace(/gu$/, "g").replace(/c$/, "ç")}ou`;
  }
  // "moro" → "mora", "vivo" → "vive", "conheço" → "conhece".
  if (/^\p{L}{2,}o$/u.test(word) && word !== "nao" && word !== "não") {
    const stem = word.slice(0, -1);
    const plain = stem.replace(/ç$/, "c");
    return secondConjugation.has(plain.normalize("NFD").replace(/\p{M}/gu, "")) ? `${plain}e` : `${stem.replace(/ç$/, "c")}a`;
  }
  return null;
};

/** The opening verb, after up to two words that qualify it ("Já não trabalho"), with "-me" after it when it is said of oneself ("Mudei-me", "Casei-me"), which turns to "-se". */
const sentence = /^(?<eu>eu\s+)?(?<not>(?:(?:não|nao|já|ja|também|tambem|ainda|nunca)\s+){1,2})?(?<verb>\p{L}+)(?<self>-me)?(?<rest>(?![\p{L}-]).*)$/isu;

/** Possessives of the person made theirs: "a minha irmã" → "a sua irmã". */
const possessives = (text: string) =>
  text
    .replace(/(?<![\p{L}])minhas(?![\p{L}])/giu, "suas")
    .replace(/(?<![\p{L}])minha(?![\p{L}])/giu, "sua")
    .replace(/(?<![\p{L}])meus(?![\p{L}])/giu, "seus")
    .replace(/(?<![\p{L}])meu(?![\p{L}])/giu, "seu");

export const secondPersonPt = (text: string, names: ReadonlyArray<string> = []): string | null => {
  const groups = sentence.exec(text.trim())?.groups;
  // "Pedro joga ténis" opens with a name, not a verb.
  if (groups === undefined || names.some((name) => name.split(/\s+/)[0]!.toLowerCase() === groups["verb"]!.toLowerCase())) return null;
  // "Mudei-me", "Casei-me": a past said of oneself turns to "Mudou-se", as written in both countries; "Chamo-me" stays as said.
  const self = groups["self"] !== undefined;
  const verb = self && !/ei$/iu.test(groups["verb"]!) && !pastInI(groups["verb"]!) ? null : verbOf(groups["verb"]!);
  // "me" or "mim" left over would still be the person's own ("Dói-me a cabeça", "Dá-me sono"): the sentence stays as said.
  if (verb === null || /(?<![\p{L}])(?:me|mim|comigo)(?![\p{L}])/iu.test(groups["rest"]!)) return null;
  const said = `${groups["not"]?.toLowerCase() ?? ""}${verb}${groups["self"] === undefined ? "" : "-se"}${possessives(groups["rest"]!)}`;
  return said.charAt(0).toUpperCase() + said.slice(1);
};
