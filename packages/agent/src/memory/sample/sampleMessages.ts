/** A generated chat message, in English or Portuguese, and whether it holds something to remember. */
export interface SampleMessage {
  readonly text: string;
  readonly language: "en" | "pt";
  readonly memorable: boolean;
}

const templates = {
  pt: {
    memorable: [
      "A {name} minha {relationF} precisa ir no {service}",
      "O {nameM}, meu {relationM}, precisa ir ao {service} {future}",
      "{past} fui no {service}",
      "{past} fui ao {service} e preciso {task}",
      "Tenho consulta no {service} {future} às {hour}h",
      "Preciso {task}",
      "Tenho de {task} {future}",
      "A {name} tem {age} anos",
      "O {nameM} mora em {city}",
      "Trabalho na {company}",
      "Prefiro reuniões de manhã",
      "Não gosto de {food}",
      "{past} almocei com a {name}",
      "A {name} é minha {relationF}",
      "Levei a {name} ao {service} {past}",
    ],
    other: ["Quando foi a última vez que fui ao {service}?", "Obrigado!", "Bom dia", "Mostra as minhas entradas da semana passada", "Se eu mudar de emprego, vou morar em {city}", "Talvez eu vá ao {service}", "Não guarda isso: estou cansado"],
  },
  en: {
    memorable: [
      "My {relationEn} {name} needs to see the {serviceEn}",
      "I went to the {serviceEn} {pastEn}",
      "I have a {serviceEn} appointment {futureEn} at {hour} pm",
      "I need to {taskEn}",
      "{name} is {age} years old",
      "My wife {name} works at {company}",
      "I live in {city}",
      "I prefer meetings in the morning",
      "I hate {foodEn}",
      "I had lunch with {name} {pastEn}",
      "{nameM} is my boss",
      "I went to the gym {pastEn} and I need to {taskEn}",
    ],
    other: ["When did I last go to the {serviceEn}?", "Thanks a lot!", "Hello", "Summarize my journal for February", "If I get the job, I'll move to {city}", "Maybe I need a new phone", "Forget that"],
  },
} as const;

const slots: Record<string, ReadonlyArray<string>> = {
  name: ["Susana", "Ana", "Marta", "Carla", "Beatriz", "Inês", "Joana"],
  nameM: ["Rui", "Pedro", "João", "Miguel", "Tiago"],
  relationF: ["filha", "irmã", "mãe", "esposa", "amiga"],
  relationM: ["filho", "irmão", "pai", "chefe", "amigo"],
  relationEn: ["daughter", "sister", "mother", "wife", "friend"],
  serviceEn: ["dentist", "eye doctor", "doctor", "pediatrician", "dermatologist", "hairdresser"],
  service: ["dentista", "oftalmologista", "médico", "pediatra", "dermatologista", "cabeleireiro"],
  past: ["ontem", "essa semana", "anteontem", "na semana passada", "sexta passada", "há 3 dias"],
  future: ["amanhã", "na próxima terça", "semana que vem", "daqui a duas semanas", "sexta-feira que vem"],
  pastEn: ["yesterday", "last Friday", "this week", "last week", "two days ago"],
  futureEn: ["tomorrow", "next Tuesday", "next week", "on Friday", "in two weeks"],
  task: ["renovar o passaporte", "fazer um tratamento", "pagar a conta da luz", "marcar a revisão do carro", "ligar para o banco"],
  taskEn: ["renew my passport", "call the bank", "pay the electricity bill", "book a car service", "get a treatment"],
  hour: ["2", "3", "4", "10", "11"],
  age: ["15", "16", "42", "70", "8"],
  city: ["Lisboa", "Porto", "São Paulo", "Coimbra", "Recife"],
  company: ["Natura", "Google", "Acme", "Sonae"],
  food: ["coentro", "café", "peixe", "acordar cedo"],
  foodEn: ["cilantro", "coffee", "horror movies", "early mornings"],
};

/** A small deterministic generator (mulberry32). */
const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * `count` chat messages for benchmarks: half Portuguese, half English, about
 * seven in ten holding something to remember (needs, visits, appointments,
 * people, preferences, facts) and the rest questions, small talk,
 * instructions, hypotheticals and memory commands. The same seed gives the
 * same messages.
 */
export const sampleMessages = (count: number, seed = 1): ReadonlyArray<SampleMessage> => {
  const next = random(seed);
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const language = index % 2 === 0 ? "pt" : "en";
    const memorable = next() < 0.7;
    const template = pick(memorable ? templates[language].memorable : templates[language].other);
    const text = template.replace(/\{(\w+)\}/g, (_whole, slot: string) => pick(slots[slot] ?? [slot]));
    return { text: text[0]!.toUpperCase() + text.slice(1), language, memorable };
  });
};
