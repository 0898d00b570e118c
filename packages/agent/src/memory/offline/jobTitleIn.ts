import { foldAccents } from "@lifeos/core";
import type { ExtractionLanguage } from "../extraction/detectLanguage.js";

/**
 * Common jobs in both languages: the English words (the first is said), then the Portuguese masculine and feminine
 * words, other words or spellings after "|" ("arquiteto|arquitecto", "canalizador|encanador"), read but never said;
 * "" where a gender has no word of its own here ("actress" is only a woman's).
 */
const titles: ReadonlyArray<readonly [string, string, string]> = [
  ["actress", "", "atriz|actriz"],
  ["actor", "ator|actor", "atriz|actriz"],
  ["nurse", "enfermeiro", "enfermeira"],
  ["doctor|physician", "médico", "médica"],
  ["engineer", "engenheiro", "engenheira"],
  ["teacher", "professor", "professora"],
  ["lawyer", "advogado", "advogada"],
  ["architect", "arquiteto|arquitecto", "arquiteta|arquitecta"],
  ["accountant", "contabilista|contador", "contabilista|contadora"],
  ["baker", "padeiro", "padeira"],
  ["barber", "barbeiro", "barbeira"],
  ["hairdresser", "cabeleireiro", "cabeleireira"],
  ["carpenter", "carpinteiro", "carpinteira"],
  ["plumber", "canalizador|encanador", "canalizadora|encanadora"],
  ["cook", "cozinheiro", "cozinheira"],
  ["gardener", "jardineiro", "jardineira"],
  ["mechanic", "mecânico", "mecânica"],
  ["musician", "músico", "música"],
  ["painter", "pintor", "pintora"],
  ["photographer", "fotógrafo", "fotógrafa"],
  ["programmer", "programador", "programadora"],
  ["developer", "desenvolvedor", "desenvolvedora"],
  ["psychologist", "psicólogo", "psicóloga"],
  ["pharmacist", "farmacêutico", "farmacêutica"],
  ["translator", "tradutor", "tradutora"],
  ["vet|veterinarian", "veterinário", "veterinária"],
  ["secretary", "secretário", "secretária"],
  ["technician", "técnico", "técnica"],
  ["postman", "carteiro", ""],
  ["judge", "juiz", "juíza"],
  ["salesman", "vendedor", ""],
  ["saleswoman", "", "vendedora"],
  ["consultant", "consultor", "consultora"],
  ["writer", "escritor", "escritora"],
  ["singer", "cantor", "cantora"],
  ["farmer", "agricultor", "agricultora"],
  ["firefighter", "bombeiro", "bombeira"],
  ["librarian", "bibliotecário", "bibliotecária"],
  ["surgeon", "cirurgião", "cirurgiã"],
  ["dentist", "dentista", "dentista"],
  ["journalist", "jornalista", "jornalista"],
  ["student", "estudante", "estudante"],
  ["driver", "motorista", "motorista"],
  ["artist", "artista", "artista"],
  ["designer", "designer", "designer"],
  ["physiotherapist", "fisioterapeuta", "fisioterapeuta"],
  ["therapist", "terapeuta", "terapeuta"],
  ["scientist", "cientista", "cientista"],
  ["economist", "economista", "economista"],
  ["manager", "gerente", "gerente"],
];

const fold = (word: string) => foldAccents(word.trim().toLowerCase());
const spellings = (words: string) => (words === "" ? [] : words.split("|"));

/**
 * A job kept as one word ("nurse", "enfermeira"), said in `language` when the table knows it: to English always
 * ("enfermeira" → "nurse"); to Portuguese only when the word told says the gender ("actress" → "atriz") or Portuguese
 * has one word for both ("dentist" → "dentista"), never guessed ("nurse" is null: "enfermeiro" or "enfermeira"). Null
 * too for a job of several words ("software engineer") or one not in the table, which is quoted as told.
 */
export const jobTitleIn = (title: string, language: ExtractionLanguage): string | null => {
  const said = fold(title);
  if (language === "en") {
    const entry = titles.find(([, male, female]) => [...spellings(male), ...spellings(female)].some((word) => fold(word) === said));
    return entry === undefined ? null : entry[0].split("|")[0]!;
  }
  const entry = titles.find(([english]) => english.split("|").includes(said));
  if (entry === undefined) return null;
  const [, male, female] = entry;
  // One word for either gender ("dentista"), or the only gender the English word is of ("actress"): said; a word of
  // each gender ("enfermeiro", "enfermeira") would be a guess.
  if (male === female) return spellings(male)[0]!;
  const genders = [male, female].filter((words) => words !== "");
  return genders.length === 1 ? spellings(genders[0]!)[0]! : null;
};
