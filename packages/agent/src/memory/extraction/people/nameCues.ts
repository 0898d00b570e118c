import type { ExtractionLanguage } from "../detectLanguage.js";

/** Titles that may precede a name ("Dr. Almeida", "Dona Maria"); the gender they mark in Portuguese, if any. */
export const titles: ReadonlyArray<readonly [title: string, gender: "female" | "male" | null]> = [
  ["Dra.", "female"], ["Dra", "female"], ["Dr.", null], ["Dr", null], ["Doutora", "female"], ["Doutor", "male"], ["Sra.", "female"],
  ["Sra", "female"], ["Srta.", "female"], ["Sr.", "male"], ["Sr", "male"], ["Senhora", "female"], ["Senhor", "male"], ["Dona", "female"],
  ["Prof.", null], ["Profª", "female"], ["Professora", "female"], ["Professor", "male"], ["Mrs.", "female"], ["Mrs", "female"],
  ["Ms.", "female"], ["Ms", "female"], ["Miss", "female"], ["Mr.", "male"], ["Mr", "male"],
];

/** Titles that are abbreviations, so never an ordinary word: read as a title in any case ("dr. Reis", "DRA. Costa"). */
export const abbreviations: ReadonlySet<string> = new Set(titles.flatMap(([title]) => (/\.$|ª$/u.test(title) || /^(?:Dra?|Sra?|Mrs?)$/u.test(title) ? [title] : [])));

/** Words that follow a title as part of an ordinary phrase, never as the name: "my dr appointment", "a consulta do dr". */
export const afterTitleNotNames: ReadonlySet<string> = new Set(
  ("appointment appointments appt visit visits office note notes letter clinic surgery referral checkup check-up bill orders " +
    "prescription consultation consulta consultas consultório consultorio receita marcação marcacao").split(" "),
);

/**
 * Words that, right after a capitalised word opening a clause, show it is
 * someone's name acting ("Susana precisa…", "Rui is my boss"), not just the
 * first word of a sentence ("Preciso…", "Dentist appointment…").
 */
export const subjectVerbs: Record<ExtractionLanguage, ReadonlySet<string>> = {
  pt: new Set(
    ("é e tem têm precisa precisou foi está tá mora morava vive trabalha trabalhava fez faz vai gosta adora odeia detesta prefere " +
      "completou completa estuda estudou nasceu casou disse ligou chegou começou ficou anda teve levou quer deve tinha era mudou se " +
      "já também nunca não").split(" "),
  ),
  en: new Set(
    ("is 's was has had needs need works worked lives lived went goes turned turns turned will said called likes loves hates prefers " +
      "started got can should must wants studies moved just also never doesn't didn't isn't and").split(" "),
  ),
};

/** Capitalised words that are never names: calendar words, the pronoun "I", greetings, and the verbs that give a name ("Chamo-me Tiago"). */
export const notNames: ReadonlySet<string> = new Set(
  ("i eu segunda terça terca quarta quinta sexta sábado sabado domingo janeiro fevereiro março marco abril maio junho julho agosto " +
    "setembro outubro novembro dezembro hoje ontem amanhã amanha monday tuesday wednesday thursday friday saturday sunday january " +
    "february march april may june july august september october november december today yesterday tomorrow ok okay natal páscoa " +
    "christmas easter chamo-me chama-se chamam-se olá ola oi hello hi hey").split(" "),
);

/** Words that are ordinary words alone but open many proper names ("New York", "São Paulo", "Rio Tinto"). */
export const nameOpeners: ReadonlySet<string> = new Set(
  ("new san santa santo são sao saint st north south east west great grand los las el le la rio vila monte mount lake port fort " +
    "united royal bom boa nova novo grande hong porto").split(" "),
);
