import { normalizeText } from "./normalizeText.js";

/** How a topic is named in one language: the label with its article, and the words that mean it. */
export interface TopicWording {
  /** With the article a sentence needs: "the dentist", "o dentista", "a academia". */
  readonly label: string;
  /** Surface forms, singular, as people write them ("dentista", "eye doctor"). */
  readonly forms: ReadonlyArray<string>;
}

/** A kind of recurring visit or appointment: the topic key memory triples use, and its words in each language. */
export interface ServiceTopic {
  readonly key: string;
  readonly en: TopicWording;
  readonly pt: TopicWording;
}

/**
 * The visits and appointments people keep track of. Extractors map a surface
 * form to its `key` (so "fui no dentista" and "went to the dentist" share the
 * topic "dentist"); patterns and nudges name it back in the person's language.
 */
export const serviceTopics: ReadonlyArray<ServiceTopic> = [
  { key: "dentist", en: { label: "the dentist", forms: ["dentist", "dental", "dental appointment", "dental checkup", "dental check-up"] }, pt: { label: "o dentista", forms: ["dentista", "dentária", "consulta no dentista"] } },
  { key: "ophthalmologist", en: { label: "the eye doctor", forms: ["ophthalmologist", "eye doctor", "eye exam", "optometrist", "optician"] }, pt: { label: "o oftalmologista", forms: ["oftalmologista", "oftalmo", "oculista", "exame de vista", "exame aos olhos"] } },
  { key: "doctor", en: { label: "the doctor", forms: ["doctor", "gp", "physician", "checkup", "check-up", "check up", "medical", "medical exam", "physical exam"] }, pt: { label: "o médico", forms: ["médico", "médica", "medico", "clínico geral", "centro de saúde", "posto de saúde", "check-up", "check up", "exame médico", "exames médicos", "exame de rotina"] } },
  { key: "pediatrician", en: { label: "the pediatrician", forms: ["pediatrician", "paediatrician"] }, pt: { label: "o pediatra", forms: ["pediatra"] } },
  { key: "dermatologist", en: { label: "the dermatologist", forms: ["dermatologist"] }, pt: { label: "o dermatologista", forms: ["dermatologista", "dermato"] } },
  { key: "gynecologist", en: { label: "the gynecologist", forms: ["gynecologist", "gynaecologist", "obgyn"] }, pt: { label: "o ginecologista", forms: ["ginecologista", "gineco"] } },
  { key: "physiotherapist", en: { label: "physiotherapy", forms: ["physiotherapist", "physio", "physical therapist", "physiotherapy", "physical therapy"] }, pt: { label: "a fisioterapia", forms: ["fisioterapeuta", "fisioterapia", "fisio"] } },
  { key: "psychologist", en: { label: "therapy", forms: ["psychologist", "therapist", "therapy", "psychiatrist"] }, pt: { label: "a terapia", forms: ["psicólogo", "psicóloga", "psicologo", "terapeuta", "terapia", "psiquiatra"] } },
  { key: "hairdresser", en: { label: "the hairdresser", forms: ["hairdresser", "barber", "hair salon", "haircut"] }, pt: { label: "o cabeleireiro", forms: ["cabeleireiro", "cabeleireira", "barbeiro", "salão", "cortar o cabelo"] } },
  { key: "gym", en: { label: "the gym", forms: ["gym"] }, pt: { label: "a academia", forms: ["academia", "ginásio", "ginasio"] } },
  { key: "vet", en: { label: "the vet", forms: ["vet", "veterinarian"] }, pt: { label: "o veterinário", forms: ["veterinário", "veterinario", "veterinária"] } },
  { key: "mechanic", en: { label: "the mechanic", forms: ["mechanic", "car service", "garage"] }, pt: { label: "a oficina", forms: ["mecânico", "mecanico", "oficina", "revisão do carro"] } },
  { key: "nutritionist", en: { label: "the nutritionist", forms: ["nutritionist", "dietitian"] }, pt: { label: "a nutricionista", forms: ["nutricionista"] } },
  { key: "lab", en: { label: "the blood test", forms: ["blood test", "lab test", "blood work"] }, pt: { label: "as análises", forms: ["análises", "analises", "exame de sangue", "análises ao sangue", "laboratório"] } },
];

const byForm = new Map<string, ServiceTopic>();
for (const topic of serviceTopics) for (const form of [...topic.en.forms, ...topic.pt.forms, topic.key]) byForm.set(normalizeText(form), topic);

/** The topic a phrase names, by exact folded form ("Dentista" → dentist); undefined when none. */
export const serviceTopicOf = (phrase: string): ServiceTopic | undefined => byForm.get(normalizeText(phrase));

/**
 * How to name a topic key in a language: its label ("o dentista"), or the
 * key itself when the topic is not one of `serviceTopics`.
 */
export const topicLabel = (key: string, language: string | null | undefined): string => {
  const topic = byForm.get(normalizeText(key));
  if (topic === undefined) return key;
  return language?.startsWith("pt") ? topic.pt.label : topic.en.label;
};

const formsLongestFirst = [...byForm.keys()].sort((left, right) => right.length - left.length);

/**
 * The topic a longer phrase mentions, by the longest form it contains as
 * whole words ("ir no oftalmologista" → ophthalmologist, "get an eye exam" →
 * ophthalmologist); undefined when none.
 */
export const serviceTopicIn = (phrase: string): ServiceTopic | undefined => {
  const folded = ` ${normalizeText(phrase)} `;
  const form = formsLongestFirst.find((candidate) => folded.includes(` ${candidate} `));
  return form === undefined ? undefined : byForm.get(form);
};
