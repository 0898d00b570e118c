import { foldAccents } from "@lifeos/core";

/** How often or why it is taken, said after a medicine: "every morning", "twice a day", "for my asthma", "todas as manhãs", "para as dores". */
const medicationTail =
  /\s+(?:every|each|once|twice|three times|daily|at night|in the (?:morning|evening)|before|after|with|for|since|when|todas? as?|todos? os?|de manh[ãa]|[àa] noite|ao (?:pequeno-almo[çc]o|jantar|almo[çc]o)|antes|depois|desde|quando|para|pra|por dia|uma vez|duas vezes|tr[êe]s vezes|\d+\s*(?:x|vezes|times))(?![\p{L}]).*$/iu;

/** Words that only a medicine, a supplement or a dose is said with. */
const medicationWord =
  /(?<![\p{L}])(?:pills?|tablets?|capsules?|mg|ml|mcg|drops|inhaler|insulin|vitamins?|supplements?|medication|medicine|antibiotics?|antidepressants?|the pill|comprimidos?|c[áa]psulas?|gotas|inalador|insulina|vitaminas?|suplementos?|medica[çc][ãa]o|medicamentos?|rem[ée]dios?|antibi[óo]ticos?|antidepressivos?|a pílula|a pilula)(?![\p{L}])/iu;

/** How the names of medicines commonly end: metformin, ibuprofen, paracetamol, omeprazole, sertraline, atorvastatin, ramipril, losartan. */
const medicationEnding = /(?:in|ine|ina|ol|ide|ida|pril|sartan|statin|statina|azole|azol|cillin|cilina|mycin|micina|fen|feno|eno|pam|lam|lamo|one|ona|ate|mab|xetine|xetina|tidine|tidina|prazol|oxina|oxine|lol)$/u;

/** Objects of "take" that are not medicines. */
const notMedication = /^(?:the|a|an|my|o|a|os|as|um|uma|meu|minha|care|part|place|time|photos?|pictures?|notes?|lessons?|classes|walks?|breaks?|turns|risks|banho|duche|caf[ée]|ch[áa]|conta|cuidado|nota|notas|aulas)\b/iu;

/**
 * The medicine in what follows "I take" / "tomo" ("metformin every morning" → "metformin"), or null when it names no
 * medicine: a dose or medicine word, or a name that ends as medicines' names do, never "the bus" or "photos".
 */
export const medicationIn = (said: string): string | null => {
  const value = said.replace(medicationTail, "").trim();
  if (value === "" || value.split(/\s+/).length > 4 || notMedication.test(value)) return null;
  const first = foldAccents(value.split(/\s+/)[0]!.toLowerCase());
  return medicationWord.test(said) || medicationEnding.test(first) ? value : null;
};

/** Health conditions a person says they have, in English and Portuguese (a few words each). */
const conditions =
  /^(?:asthma|asma|diabetes|type [12] diabetes|diabetes (?:tipo|type) [12]|hypertension|hipertens[ãa]o|high blood pressure|tens[ãa]o alta|press[ãa]o alta|high cholesterol|colesterol alto|migraines?|enxaquecas?|epilepsy|epilepsia|arthritis|artrite|celiac disease|coeliac disease|doen[çc]a cel[íi]aca|anemia|anaemia|an[ée]mia|hypothyroidism|hipotiroidismo|hipotireoidismo|hyperthyroidism|hipertiroidismo|depression|depress[ãa]o|anxiety|ansiedade|adhd|phda|tdah|insomnia|ins[óo]nia|back pain|dores de costas|psoriasis|psor[íi]ase|eczema|endometriosis|endometriose|fibromyalgia|fibromialgia|crohn'?s(?: disease)?|doen[çc]a de crohn|sleep apnoea|sleep apnea|apneia do sono|gout|gota|glaucoma|lupus|l[úu]pus|osteoporosis|osteoporose|ibs|irritable bowel syndrome|s[íi]ndrome do intestino irrit[áa]vel)$/iu;

/** When it began, said after a condition: "since I was a child", "desde criança", "for years". */
const conditionTail = /\s+(?:since|for|from|desde|h[áa]|com|and|e)(?![\p{L}]).*$/iu;

/** The condition in what follows "I have" / "tenho" ("asma desde criança" → "asma"), or null when it names none known. */
export const conditionIn = (said: string): string | null => {
  const value = said.replace(conditionTail, "").replace(/^(?:a|an|uma?|the)\s+/iu, "").trim();
  return conditions.test(value) ? value : null;
};
