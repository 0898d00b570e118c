import type { ExtractionLanguage } from "../detectLanguage.js";

/**
 * What marks a part of a message as not to be remembered, per language, as
 * regular-expression sources matched at the start of a clause (after any
 * leading connector), case-insensitively. Add a phrase to teach a new one.
 */
export interface ClauseCues {
  /** Asking, not telling: "when did I…", "quando foi…". A clause ending in "?" is always a question. */
  readonly question: ReadonlyArray<string>;
  /** Not (yet) true: "if I…", "se eu…". */
  readonly hypothetical: ReadonlyArray<string>;
  /** Words that make a clause hypothetical wherever they stand ("maybe", "talvez"). */
  readonly hedges: ReadonlyArray<string>;
  /** Greetings, thanks and acknowledgements, when they are the whole clause. */
  readonly smallTalk: ReadonlyArray<string>;
  /** Asking the assistant to do something now: "show me…", "mostra…". */
  readonly instruction: ReadonlyArray<string>;
  /** Words that join clauses and carry nothing: "and", "also", "e", "também". */
  readonly connectors: ReadonlyArray<string>;
  /** Interjections that open a clause before a comma: "ok, …", "sim, …". */
  readonly interjections: ReadonlyArray<string>;
}

export const clauseCues: Record<ExtractionLanguage, ClauseCues> = {
  en: {
    question: [
      "who", "what", "when", "where", "why", "how", "which", "whose", "do you", "did you", "can you", "could you", "would you", "will you",
      "did i", "do i", "have i", "am i", "was i", "should i", "is there", "are there", "is it", "are you", "remind me what", "tell me when",
    ],
    hypothetical: [
      "if", "what if", "suppose", "supposing", "imagine", "in case", "unless", "maybe", "perhaps", "i might", "i may", "i could",
      "i would like", "i'd like", "i would love", "i'd love", "i wish", "i wonder", "i think i might", "hypothetically", "let's say", "assuming", "someday",
    ],
    hedges: ["if", "maybe", "perhaps", "might", "hypothetically", "someday"],
    smallTalk: [
      "hi", "hello", "hey", "hey there", "thanks", "thank you", "thanks a lot", "thank you so much", "ok", "okay", "cool", "great", "nice",
      "good morning", "good afternoon", "good evening", "good night", "bye", "goodbye", "see you", "lol", "haha", "yes", "no", "sure",
      "got it", "sounds good", "perfect", "awesome", "i see", "never mind", "how are you", "how's it going", "you're welcome",
    ],
    instruction: [
      "please", "search", "find", "show", "tell me", "list", "give me", "write", "summarize", "summarise", "translate", "explain", "help me",
      "create", "make", "draft", "remind me", "set a reminder", "calculate", "look up", "open", "check", "compare", "plot", "let me know",
      "i need you to", "i want you to", "i'd like you to", "i need help", "i need some help", "help", "i want help",
    ],
    connectors: ["and", "also", "then", "so", "but", "plus", "oh", "ah", "well", "btw", "by the way", "anyway", "and also", "actually", "in fact"],
    interjections: ["ok", "okay", "yes", "yeah", "yep", "no", "nope", "well", "so", "hmm", "oh", "right", "sure", "actually", "anyway", "alright"],
  },
  pt: {
    question: [
      "quem", "que", "o que", "quando", "onde", "aonde", "por que", "porque", "pra que", "como", "qual", "quais", "quanto", "quantos",
      "quantas", "será que", "você sabe", "voce sabe", "sabes", "você lembra", "voce lembra", "lembras", "tu sabes",
      "você pode", "voce pode", "podes", "pode me", "me diz quando",
    ],
    hypothetical: [
      "se", "e se", "caso", "imagina", "imagine", "suponha", "supondo", "talvez", "quem sabe", "se calhar", "eu poderia", "eu podia",
      "eu gostaria", "gostaria", "eu queria", "queria", "seria", "hipoteticamente", "digamos que", "a não ser que", "um dia",
    ],
    hedges: ["talvez", "caso", "se calhar", "quem sabe", "hipoteticamente", "porventura"],
    smallTalk: [
      "olá", "ola", "oi", "oi oi", "obrigado", "obrigada", "muito obrigado", "muito obrigada", "valeu", "ok", "okay", "tá", "ta", "tá bom",
      "ta bom", "está bem", "beleza", "bom dia", "boa tarde", "boa noite", "tchau", "adeus", "até logo", "até amanhã", "sim", "não", "nao",
      "claro", "certo", "perfeito", "ótimo", "otimo", "legal", "fixe", "kkk", "haha", "rs", "tudo bem", "tudo bom", "como vai", "entendi",
      "percebi", "deixa pra lá", "deixa para lá", "de nada",
    ],
    instruction: [
      "por favor", "procura", "procure", "pesquisa", "pesquise", "busca", "busque", "mostra", "mostre", "me mostra", "diz", "diga",
      "me diz", "me diga", "lista", "liste", "escreve", "escreva", "resume", "resuma", "traduz", "traduza", "explica", "explique",
      "ajuda", "ajude", "me ajuda", "cria", "crie", "faz um", "faça", "calcula", "calcule", "me lembra", "me lembre", "lembra-me",
      "avisa-me", "me avisa", "compara", "compare", "abre", "abra", "verifica", "verifique", "vê", "veja",
      "preciso que você", "preciso que voce", "preciso que tu", "quero que você", "quero que voce", "quero que tu", "preciso de ajuda",
      "preciso da tua ajuda", "preciso da sua ajuda",
    ],
    connectors: ["e", "também", "tambem", "depois", "então", "entao", "aí", "ai", "mas", "ah", "olha", "pois", "bem", "ah e", "e também", "além disso", "afinal", "na verdade", "na real", "pensando bem", "aliás", "alias"],
    interjections: ["ok", "okay", "sim", "não", "nao", "olha", "bem", "pois", "então", "entao", "hmm", "ah", "claro", "aliás", "alias", "enfim", "certo", "tá", "ta"],
  },
};
