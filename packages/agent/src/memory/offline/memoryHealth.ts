import type { Question } from "../../models/offline/question/Question.js";
import type { MemoryRow } from "./memoryRows.js";
import { toldBackIn } from "./toldBack.js";

/** What a health question asks of memory: everything remembered about one's health, or only allergies, medicines or conditions. */
export type HealthAsk = "all" | "allergies" | "medication" | "conditions";

const allAsked =
  /\b(?:(?:what|anything) (?:do|did) (?:you|u) (?:know|remember|have) (?:about|on) my (?:health|medical (?:history|conditions?))|my (?:health|medical) (?:info|information|details|history|record|conditions?)|(?:o que|que) (?:e que )?(?:sabes|sabe|voce sabe|vc sabe|lembras|lembra|tens|tem) (?:sobre|da|de) (?:a )?minha saude|(?:a )?minha (?:saude|historia clinica|historial clinico|ficha medica)|(?:os )?meus (?:dados|problemas) de saude|health (?:conditions|problems|issues) (?:do i have|i have))\b/;
const allergiesAsked = /\b(?:allergies|allergic|alergias?|alergic[oa]s?)\b/;
const medicationAsked =
  /\b(?:medications?|medicines?|meds|pills|what (?:do|should) i take|(?:que|quais|os) (?:medicamentos|remedios|comprimidos)|(?:medicamentos|remedios|medicacao|comprimidos) (?:que )?(?:tomo|tomava|estou a tomar)|o que (?:e que )?(?:eu )?tomo)\b/;
const conditionsAsked =
  /\b(?:(?:health|medical) conditions?|conditions? do i have|(?:que|quais) (?:doencas|problemas de saude|condicoes)|(?:doencas|problemas de saude) (?:que )?tenho)\b/;

/** The health a question asks about, or null: "what do you know about my health?", "que medicamentos tomo?", "tenho alguma alergia?". */
export const healthAsked = (question: Question): HealthAsk | null =>
  question.has(allAsked) ? "all" : question.has(medicationAsked) ? "medication" : question.has(conditionsAsked) ? "conditions" : question.has(allergiesAsked) ? "allergies" : null;

/** The words a memory search for health looks for, in both languages. */
export const healthQuery = "allergic allergy alérgico alérgica alergia intolerant intolerante take tomo medication medicamento pills comprimidos condition asthma asma diabetes";

const allergyContent = /(?:allerg|al[ée]rgic|alergia|intoleran|cel[íi]ac|coeliac)/iu;
const medicationContent =
  /(?:(?<![\p{L}])(?:i take|i'm taking|i am taking|i'm on|i am on|tomo|estou a tomar|ando a tomar|estou tomando)(?![\p{L}])|medica|medicine|pills?(?![\p{L}])|tablets?|comprimido|rem[ée]dio|insulin|inhaler|inalador|\d+\s?mg\b)/iu;
const conditionContent =
  /(?:asthma|asma|diabet|hypertens|hipertens|blood pressure|tens[ãa]o alta|press[ãa]o alta|cholesterol|colesterol|migraine|enxaquec|epilep|arthritis|artrite|an[ae]?emia|an[ée]mia|thyroid|tiroid|tireoid|depress|anxiety disorder|adhd|phda|tdah|insomnia|ins[óo]nia|psoria|eczema|endometrio|fibromialg|fibromyalg|crohn|apneia|apnoea|apnea|gout|glaucoma|l[úu]pus|osteopor|diagnosed|diagnosticad|i have .*condition|sofro de)/iu;

const kindsOf = (ask: HealthAsk) =>
  ask === "all" ? [allergyContent, medicationContent, conditionContent] : [ask === "allergies" ? allergyContent : ask === "medication" ? medicationContent : conditionContent];

/** The current health facts among the memories, of the kind asked, each once (the person's and others'). */
export const healthIn = (memories: ReadonlyArray<MemoryRow>, ask: HealthAsk): MemoryRow[] => {
  const seen = new Set<string>();
  return memories.filter((memory) => {
    const key = memory.content.trim().toLowerCase();
    if (!memory.current || seen.has(key) || !kindsOf(ask).some((kind) => kind.test(memory.content))) return false;
    seen.add(key);
    return true;
  });
};

/** The verbs a health fact is told with ("is allergic", "has asthma", "takes", "é alérgica", "tem asma", "toma"). */
const healthVerb = "(?:is|has|takes|gets|é|tem|toma|está|anda|sofre)(?![\\p{L}])";

/**
 * Someone else's health fact: it names another person first, by name with or without an article however written ("A
 * Ana é alérgica…", "o Rui toma…", "Rita has asthma"), or by relationship, named or not ("My sister Ana is allergic…", "A
 * minha irmã é alérgica…"; "my allergy is…" is the person's own).
 */
const aboutSomeoneElse = (content: string): boolean =>
  /^(?:[Mm]y|[Oo]ur|[Aa] minha|[Oo] meu|[Mm]inha|[Mm]eu)\s+\p{L}+\s+\p{Lu}/u.test(content) ||
  new RegExp(`^(?:[Mm]y|[Oo]ur|[Aa] minha|[Oo] meu|[Mm]inha|[Mm]eu|[Aa] nossa|[Oo] nosso)\\s+(?!(?:allerg|alerg|intoler|medic|médic|doctor|condi|asthma|asma|health|saúde)\\p{L}*)\\p{L}+\\s+${healthVerb}`, "u").test(content) ||
  new RegExp(`^(?:[AaOo]s?\\s+)?(?!I\\b|I['’])\\p{Lu}[\\p{L}'’-]+(?:'s)?\\s+${healthVerb}`, "u").test(content);

const labels = {
  en: { all: "your health", allergies: "allergies", medication: "medicines you take", conditions: "health conditions" },
  pt: { all: "a sua saúde", allergies: "alergias", medication: "medicamentos que toma", conditions: "problemas de saúde" },
};

/**
 * What memory holds of the person's health (allergies, intolerances, medicines, conditions), each said to them with its date,
 * then what it holds of others' health apart; or plainly nothing, with an example of how to tell it.
 */
export const composeHealth = (question: Question, ask: HealthAsk, memories: ReadonlyArray<MemoryRow>): string => {
  const pt = question.language === "pt";
  const found = healthIn(memories, ask);
  const own = found.filter((memory) => !aboutSomeoneElse(memory.content));
  const others = found.filter((memory) => aboutSomeoneElse(memory.content));
  const label = labels[pt ? "pt" : "en"][ask];
  if (own.length === 0 && others.length === 0) {
    return pt
      ? `Não tenho nada guardado sobre ${label}. Se me contar (por exemplo «sou alérgico à penicilina», «tomo metformina de manhã» ou «tenho asma»), eu guardo.`
      : `I have nothing remembered about ${label}. Tell me (for example "I'm allergic to penicillin", "I take metformin in the morning" or "I have asthma") and I'll remember it.`;
  }
  // Said to the person ("You're allergic to penicillin", "É alérgico à penicilina"), or quoted when told in the other language.
  const line = (memory: MemoryRow) => `- ${memory.date}: ${toldBackIn(memory.content, pt ? "pt" : "en", memory.entities)}`;
  const lines: string[] = [];
  if (own.length > 0) lines.push(pt ? `O que me contou sobre ${label}:` : `What you told me about ${label}:`, ...own.map(line));
  else lines.push(pt ? "Sobre a sua própria saúde, não tenho nada guardado." : "About you, I have nothing remembered.");
  if (others.length > 0) lines.push("", pt ? "Sobre outras pessoas:" : "About other people:", ...others.map(line));
  return lines.join("\n");
};
