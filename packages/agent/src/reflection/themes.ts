import type { Language } from "@lifeos/core";

/** The themes the offline ingestor recognises and the prompt banks are tagged with. */
export type ThemeKey =
  | "work"
  | "relationships"
  | "family"
  | "health"
  | "sleep"
  | "loss"
  | "conflict"
  | "money"
  | "purpose"
  | "change"
  | "solitude"
  | "gratitude"
  | "fear"
  | "study"
  | "time"
  | "self";

interface ThemeWords {
  readonly key: ThemeKey;
  readonly label: Readonly<Record<Language, string>>;
  /** Word starts (folded: lower case, no accents) that signal the theme, English and Portuguese. */
  readonly stems: ReadonlyArray<string>;
  /**
   * Phrases (on the folded text) that hold a stem without the theme's sense,
   * taken out before the theme is counted: "missed the bus", "lost my keys",
   * "perdi o comboio" are not a loss.
   */
  readonly except?: RegExp;
}

/**
 * What is missed or lost that is not a loss to grieve: a bus, a chance, a
 * state of one's own ("missed feeling motivated", "miss having time"), keys,
 * track of time, weight; "mission" and "missile" only share the letters.
 */
const notALoss = new RegExp(
  [
    String.raw`\bmiss(?:ed|es|ing)?\s+(?:the|a|an|out|my\s+(?:bus|train|flight|plane|stop|turn|chance|appointment|deadline|call|class|lecture|meeting|alarm))\b`,
    String.raw`\bmiss(?:ed|es|ing)?\s+(?:feeling|being|having|doing|getting|going)\b`,
    String.raw`\bmissi(?:on|le)`,
    String.raw`\blost\s+(?:my\s+|the\s+|a\s+|some\s+)?(?:keys?|wallet|phone|track|weight|count|game|match|bet|way|signal|connection|patience|temper|sleep|time|focus|umbrella)\b`,
    String.raw`\bperd(?:i|eu|emos|eram|er)\s+(?:o|a|os|as|um|uma)\s+(?:autocarro|comboio|metro|voo|aviao|chaves?|carteira|telemovel|jogo|paciencia|hora|rede|sono|tempo|oportunidade|aula|reuniao|consulta|guarda-chuva)\b`,
    String.raw`\bperd(?:i|eu|emos|eram|er)\s+(?:peso|tempo|a\s+noca|o\s+fio)\b`,
  ].join("|"),
  "g",
);

/**
 * Something new that changes a life ("a new job", "uma nova casa"): "new" alone is as often a new recipe or a new song,
 * no change to reflect on.
 */
const lifeChanges = ["job", "home", "house", "flat", "apartment", "city", "country", "school", "role", "chapter", "life", "relationship", "baby"]
  .map((thing) => `new ${thing}`)
  .concat(["novo emprego", "novo trabalho", "nova casa", "novo apartamento", "nova cidade", "novo pais", "nova escola", "nova vida", "novo capitulo", "nova relacao", "novo bebe"]);

/** Each theme with its labels and signal words, in the order ties are broken. */
export const themeWords: ReadonlyArray<ThemeWords> = [
  { key: "work", label: { en: "work", pt: "trabalho" }, except: /\bwork(?:ed|ing|s)?\s+out\b|\bworkouts?\b/g, stems: ["work", "job", "boss", "office", "deadline", "meeting", "project", "client", "colleague", "career", "trabalh", "chefe", "escritorio", "prazo", "reuniao", "projeto", "cliente", "colega", "carreira", "emprego", "patrao", "chefia", "turno", "teletrabalho"] },
  { key: "relationships", label: { en: "relationships", pt: "relações" }, stems: ["friend", "partner", "boyfriend", "girlfriend", "husband", "wife", "date", "love", "amig", "namorad", "marido", "esposa", "amor", "relacion", "companheir", "casal", "relacao"] },
  { key: "family", label: { en: "family", pt: "família" }, stems: ["family", "mother", "father", "mom", "dad", "sister", "brother", "son", "daughter", "kids", "child", "parents", "grandm", "grandf", "famili", "mae", "pai", "irma", "irmao", "filh", "crianc", "avo", "sogr", "neto", "neta", "tia", "tio", "primo", "prima"] },
  { key: "health", label: { en: "health", pt: "saúde" }, stems: ["health", "sick", "ill", "doctor", "pain", "gym", "exercis", "run", "ran", "body", "saude", "doente", "medic", "dor", "academia", "exercic", "corr", "corpo", "ginasio", "hospital", "consulta", "enferm", "constipa"] },
  { key: "sleep", label: { en: "sleep", pt: "sono" }, stems: ["sleep", "slept", "insomnia", "tired", "exhaust", "sono", "dormi", "insonia", "cansad", "exaust", "dormir", "adormec", "noitada"] },
  { key: "loss", label: { en: "loss", pt: "perda" }, except: notALoss, stems: ["died", "death", "funeral", "grief", "griev", "loss", "lost", "miss", "passed away", "morreu", "morte", "funeral", "luto", "perda", "perdi", "saudade", "falec"] },
  { key: "conflict", label: { en: "conflict", pt: "conflito" }, stems: ["argu", "fight", "fought", "yell", "angry", "anger", "furious", "unfair", "discut", "brig", "grit", "raiva", "furios", "injust", "discuss", "zang", "berr", "ofend"] },
  { key: "money", label: { en: "money", pt: "dinheiro" }, stems: ["money", "rent", "debt", "bill", "salary", "budget", "dinheiro", "aluguel", "divida", "conta", "salario", "orcamento", "renda", "pagar", "ordenado", "poupanc", "despesa", "gastos"] },
  { key: "purpose", label: { en: "purpose", pt: "sentido" }, stems: ["meaning", "purpose", "pointless", "why am i", "future", "dream", "goal", "sentido", "proposito", "futuro", "sonho", "objetivo", "meta"] },
  { key: "change", label: { en: "change", pt: "mudança" }, stems: ["change", "moving", "moved", "start", "decision", "decid", "mudan", "mudei", "comec", "decis", ...lifeChanges] },
  { key: "solitude", label: { en: "solitude", pt: "solidão" }, stems: ["alone", "lonely", "loneli", "isolat", "sozinh", "solidao", "isolad"] },
  { key: "gratitude", label: { en: "gratitude", pt: "gratidão" }, stems: ["grateful", "thank", "gratitude", "blessed", "grat", "agradec", "obrigad"] },
  { key: "fear", label: { en: "worry", pt: "preocupação" }, stems: ["worr", "anxi", "afraid", "fear", "scared", "panic", "nervous", "preocup", "ansi", "medo", "panico", "nervos"] },
  { key: "study", label: { en: "study", pt: "estudos" }, stems: ["exam", "study", "studi", "class", "school", "universit", "thesis", "prova", "estud", "aula", "escola", "faculdade", "tese", "exame", "teste", "curso", "universidade", "licenciatura", "mestrado"] },
  { key: "time", label: { en: "time", pt: "tempo" }, except: /\blately\b/g, stems: ["time", "busy", "rush", "hurry", "late", "tempo", "corrid", "pressa", "atrasad", "ocupad", "correria"] },
  { key: "self", label: { en: "self-worth", pt: "autoestima" }, stems: ["failure", "failed", "not enough", "proud", "ashamed", "shame", "fracass", "falhei", "orgulh", "vergonha", "suficiente"] },
];

/** Lower case without accents: the form theme stems are matched in. */
export const foldText = (text: string): string => text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();

/**
 * The themes of a text, strongest first: each theme counts the words that
 * start with one of its stems (a stem of several words counts as a phrase).
 */
export const detectThemes = (text: string): ReadonlyArray<{ key: ThemeKey; hits: number }> => {
  const folded = foldText(text);
  const words = folded.split(/[^\p{L}]+/u).filter((word) => word !== "");
  const count = (stems: ReadonlyArray<string>, text: string, words: ReadonlyArray<string>) =>
    stems.reduce(
      (sum, stem) => sum + (stem.includes(" ") ? (text.includes(stem) ? 1 : 0) : words.filter((word) => word.startsWith(stem) && (stem.length > 3 || word === stem)).length),
      0,
    );
  return themeWords
    .map(({ key, stems, except }) => {
      if (except === undefined) return { key, hits: count(stems, folded, words) };
      const kept = folded.replace(except, " ");
      return { key, hits: count(stems, kept, kept.split(/[^\p{L}]+/u).filter((word) => word !== "")) };
    })
    .filter((theme) => theme.hits > 0)
    .sort((left, right) => right.hits - left.hits);
};

export const themeLabel = (key: ThemeKey, language: Language): string => themeWords.find((theme) => theme.key === key)!.label[language];
