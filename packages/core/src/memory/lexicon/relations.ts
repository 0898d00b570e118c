import type { Gender } from "../entity.js";
import type { MemoryContext } from "../memory.js";

/** How one language names a relationship: the words, as they are written ("sister", "GP"; matched in any case), and the gender each marks (null when unmarked). */
type Words = ReadonlyArray<readonly [word: string, gender: Gender | null]>;

/** A relationship someone can have to the person: its kind (stored, language-neutral), context and words. */
export interface RelationKind {
  readonly kind: string;
  readonly context: MemoryContext;
  readonly en: Words;
  readonly pt: Words;
  /** An animal of the person's (a dog, a cat): known by name like a person, kept as an entity of type "other". */
  readonly animal?: boolean;
  /** Someone the person goes to for a service (a doctor, a lawyer): never one of their relatives, whatever the context. */
  readonly professional?: boolean;
  /** Had one at a time (a mother, a boss, a dentist): a newer one told replaces the one before, where a sister or a friend adds one. */
  readonly single?: boolean;
  /**
   * Held among equals, so said without "my" it is still the person's ("Ana is a colleague", "o Pedro é um amigo da
   * faculdade"); where "Ana é mãe" or "Tom is a doctor" says what someone is, not who they are to the person.
   */
  readonly peer?: boolean;
}

/**
 * The relationships the offline extractor recognises ("minha filha", "my
 * boss", "o meu dentista"). A word that marks gender also gives the person's
 * gender. Add a row to teach a new one.
 */
export const relationKinds: ReadonlyArray<RelationKind> = [
  { kind: "daughter", context: "family", en: [["daughter", "female"]], pt: [["filha", "female"]] },
  { kind: "son", context: "family", en: [["son", "male"]], pt: [["filho", "male"]] },
  { kind: "child", context: "family", en: [["child", null], ["kid", null]], pt: [["criança", null]] },
  { kind: "wife", context: "family", single: true, en: [["wife", "female"]], pt: [["esposa", "female"], ["mulher", "female"]] },
  { kind: "husband", context: "family", single: true, en: [["husband", "male"]], pt: [["marido", "male"], ["esposo", "male"]] },
  { kind: "partner", context: "family", single: true, en: [["partner", null]], pt: [["companheira", "female"], ["companheiro", "male"], ["parceira", "female"], ["parceiro", "male"]] },
  { kind: "girlfriend", context: "family", single: true, en: [["girlfriend", "female"]], pt: [["namorada", "female"]] },
  { kind: "boyfriend", context: "family", single: true, en: [["boyfriend", "male"]], pt: [["namorado", "male"]] },
  { kind: "mother", context: "family", single: true, en: [["mother", "female"], ["mom", "female"], ["mum", "female"]], pt: [["mãe", "female"], ["mae", "female"]] },
  { kind: "father", context: "family", single: true, en: [["father", "male"], ["dad", "male"]], pt: [["pai", "male"]] },
  { kind: "sister", context: "family", en: [["sister", "female"]], pt: [["irmã", "female"], ["irma", "female"]] },
  { kind: "brother", context: "family", en: [["brother", "male"]], pt: [["irmão", "male"], ["irmao", "male"]] },
  { kind: "grandmother", context: "family", en: [["grandmother", "female"], ["grandma", "female"]], pt: [["avó", "female"]] },
  { kind: "grandfather", context: "family", en: [["grandfather", "male"], ["grandpa", "male"]], pt: [["avô", "male"]] },
  { kind: "granddaughter", context: "family", en: [["granddaughter", "female"]], pt: [["neta", "female"]] },
  { kind: "grandson", context: "family", en: [["grandson", "male"]], pt: [["neto", "male"]] },
  { kind: "aunt", context: "family", en: [["aunt", "female"]], pt: [["tia", "female"]] },
  { kind: "uncle", context: "family", en: [["uncle", "male"]], pt: [["tio", "male"]] },
  { kind: "cousin", context: "family", en: [["cousin", null]], pt: [["prima", "female"], ["primo", "male"]] },
  { kind: "niece", context: "family", en: [["niece", "female"]], pt: [["sobrinha", "female"]] },
  { kind: "nephew", context: "family", en: [["nephew", "male"]], pt: [["sobrinho", "male"]] },
  { kind: "mother-in-law", context: "family", en: [["mother-in-law", "female"]], pt: [["sogra", "female"]] },
  { kind: "father-in-law", context: "family", en: [["father-in-law", "male"]], pt: [["sogro", "male"]] },
  { kind: "sister-in-law", context: "family", en: [["sister-in-law", "female"]], pt: [["cunhada", "female"]] },
  { kind: "brother-in-law", context: "family", en: [["brother-in-law", "male"]], pt: [["cunhado", "male"]] },
  { kind: "daughter-in-law", context: "family", en: [["daughter-in-law", "female"]], pt: [["nora", "female"]] },
  { kind: "son-in-law", context: "family", en: [["son-in-law", "male"]], pt: [["genro", "male"]] },
  { kind: "stepdaughter", context: "family", en: [["stepdaughter", "female"]], pt: [["enteada", "female"]] },
  { kind: "stepson", context: "family", en: [["stepson", "male"]], pt: [["enteado", "male"]] },
  { kind: "friend", context: "personal", peer: true, en: [["best friend", null], ["friend", null]], pt: [["melhor amiga", "female"], ["melhor amigo", "male"], ["amiga", "female"], ["amigo", "male"]] },
  { kind: "neighbour", context: "personal", peer: true, en: [["neighbour", null], ["neighbor", null]], pt: [["vizinha", "female"], ["vizinho", "male"]] },
  { kind: "boss", context: "work", single: true, en: [["boss", null], ["manager", null]], pt: [["chefe", null], ["gerente", null], ["gestora", "female"], ["gestor", "male"]] },
  { kind: "colleague", context: "work", peer: true, en: [["colleague", null], ["coworker", null], ["co-worker", null]], pt: [["colega de trabalho", null], ["colega", null]] },
  { kind: "employee", context: "work", en: [["employee", null], ["assistant", null]], pt: [["funcionária", "female"], ["funcionário", "male"], ["assistente", null]] },
  { kind: "client", context: "work", en: [["client", null], ["customer", null]], pt: [["cliente", null]] },
  { kind: "teacher", context: "personal", professional: true, en: [["teacher", null]], pt: [["professora", "female"], ["professor", "male"]] },
  { kind: "dentist", context: "personal", single: true, professional: true, en: [["dentist", null]], pt: [["dentista", null]] },
  { kind: "doctor", context: "personal", single: true, professional: true, en: [["doctor", null], ["family doctor", null], ["GP", null]], pt: [["médica", "female"], ["médico", "male"], ["médica de família", "female"], ["médico de família", "male"], ["medica", "female"], ["medico", "male"], ["medica de familia", "female"], ["medico de familia", "male"], ["clínico geral", "male"], ["clinico geral", "male"], ["médico de clínica geral", "male"], ["médica de clínica geral", "female"]] },
  { kind: "therapist", context: "personal", single: true, professional: true, en: [["therapist", null], ["psychologist", null]], pt: [["terapeuta", null], ["psicóloga", "female"], ["psicólogo", "male"]] },
  { kind: "lawyer", context: "personal", single: true, professional: true, en: [["lawyer", null], ["attorney", null]], pt: [["advogada", "female"], ["advogado", "male"]] },
  { kind: "accountant", context: "personal", single: true, professional: true, en: [["accountant", null]], pt: [["contabilista", null], ["contadora", "female"], ["contador", "male"]] },
  { kind: "landlord", context: "personal", single: true, professional: true, en: [["landlord", null], ["landlady", "female"]], pt: [["senhorio", "male"], ["senhoria", "female"]] },
  { kind: "pediatrician", context: "family", single: true, professional: true, en: [["pediatrician", null], ["paediatrician", null]], pt: [["pediatra", null]] },
  // Pets: "my dog is called Pickles", "o meu cão chama-se Bolacha", "minha gata Mel".
  { kind: "dog", context: "personal", animal: true, en: [["dog", null], ["puppy", null]], pt: [["cão", "male"], ["cao", "male"], ["cachorro", "male"], ["cachorra", "female"], ["cadela", "female"], ["cachorrinho", "male"], ["cachorrinha", "female"]] },
  { kind: "cat", context: "personal", animal: true, en: [["cat", null], ["kitten", null]], pt: [["gato", "male"], ["gata", "female"], ["gatinho", "male"], ["gatinha", "female"]] },
  { kind: "pet", context: "personal", animal: true, en: [["pet", null], ["rabbit", null], ["hamster", null], ["parrot", null], ["horse", null], ["tortoise", null], ["turtle", null]], pt: [["coelho", "male"], ["coelha", "female"], ["papagaio", "male"], ["periquito", "male"], ["cavalo", "male"], ["égua", "female"], ["tartaruga", "female"]] },
];

export interface RelationWord {
  readonly relation: RelationKind;
  readonly word: string;
  readonly gender: Gender | null;
}

const index = (language: "en" | "pt") => {
  const words = new Map<string, RelationWord>();
  for (const relation of relationKinds) for (const [word, gender] of relation[language]) words.set(word.toLowerCase(), { relation, word, gender });
  return words;
};
const byLanguage = { en: index("en"), pt: index("pt") };

/** The relationship a word names in a language ("filha" → daughter, female); undefined when none. */
export const relationWord = (word: string, language: "en" | "pt"): RelationWord | undefined =>
  byLanguage[language].get(word.toLowerCase().replace(/\s+/g, " "));

/** Every relationship word of a language (or only those `which` keeps) as a regular-expression alternation, longest first. */
export const relationAlternation = (language: "en" | "pt", which: (relation: RelationKind) => boolean = () => true): string =>
  [...byLanguage[language].entries()]
    .flatMap(([word, found]) => (which(found.relation) ? [word] : []))
    .sort((left, right) => right.length - left.length)
    .map((word) => word.replace(/ /g, "\\s+"))
    .join("|");

/** The relationship kind named in any language ("daughter", "filha" → daughter). */
export const relationKindOf = (kind: string): RelationKind | undefined =>
  relationKinds.find((relation) => relation.kind === kind) ?? relationWord(kind, "pt")?.relation ?? relationWord(kind, "en")?.relation;

/**
 * The word for someone whose gender is not known: of the genderless and unmarked (masculine) words, the first of the
 * fewest words ("chefe", "friend", "amigo"; never "best friend" or "melhor amiga", which say more than was told).
 */
const plainest = (words: Words): Words[number] | undefined =>
  [...words].filter(([, wordGender]) => wordGender !== "female").sort((left, right) => left[0].split(" ").length - right[0].split(" ").length)[0];

/**
 * How the person would say "<possessive> <relation>" in a language: "minha
 * filha", "my daughter", "meu chefe" — with `said`, the word they used, when
 * it names this relationship; of unknown gender, the plainest word (`plainest`).
 */
export const relationPhrase = (kind: string, language: "en" | "pt", gender: Gender | null, said?: string): string => {
  const relation = relationKindOf(kind);
  if (relation === undefined) return language === "pt" ? kind : `my ${kind}`;
  const words = relation[language];
  const [word, marked] =
    words.find(([candidate]) => said !== undefined && candidate.toLowerCase() === said.toLowerCase()) ??
    words.find(([, wordGender]) => gender !== null && wordGender === gender) ??
    (gender === null ? plainest(words) : undefined) ??
    words[0]!;
  if (language === "en") return `my ${word}`;
  return `${(marked ?? gender) === "female" ? "minha" : "meu"} ${word}`;
};
