/**
 * The generated memories of `bench:memory`: ten kinds of fact (preferences,
 * moves, jobs, dated visits, tasks, pets, allergies, sports, birthdays,
 * cars; English and Portuguese) about up to 16,000 generated people (first,
 * middle and family name, so many people share one or two of their names),
 * each person holding each kind of fact at most once. Every memory has a
 * paraphrased question that it, and no other memory, answers: at any size a
 * probe's answer is known and unique (an earlier version repeated 500
 * people's facts up to 40 times at 100k, so a question had 40 equally good
 * answers and recall measured which one a tie-break picked).
 */
import type { NewMemory } from "@lifeos/core";

const first = [
  "Ana", "Rui", "Susana", "Pedro", "Marta", "João", "Inês", "Tiago", "Clara", "Miguel", "Sofia", "Bruno", "Carla", "Diogo", "Elisa", "Filipe",
  "Gabriela", "Hugo", "Joana", "Luís", "Beatriz", "Nuno", "Rita", "Paulo", "Teresa", "Vasco", "Helena", "André", "Mariana", "Ricardo",
  "Alice", "Gonçalo", "Leonor", "Simão", "Patrícia", "Duarte", "Raquel", "Jorge", "Catarina", "Fernando",
];
const middle = ["Maria", "José", "Isabel", "Manuel", "Luísa", "António", "Cristina", "Francisco", "Margarida", "Henrique"];
const last = [
  "Almeida", "Costa", "Sousa", "Pereira", "Ferreira", "Santos", "Oliveira", "Rodrigues", "Martins", "Gomes", "Lopes", "Marques", "Carvalho",
  "Ribeiro", "Pinto", "Teixeira", "Moreira", "Correia", "Mendes", "Nunes", "Vieira", "Monteiro", "Cardoso", "Rocha", "Neves", "Coelho",
  "Cruz", "Cunha", "Pires", "Ramos", "Reis", "Simões", "Antunes", "Matos", "Fonseca", "Machado", "Araújo", "Barbosa", "Tavares", "Faria",
];
const peopleCount = first.length * middle.length * last.length;
const personAt = (index: number): string => {
  const person = index % peopleCount;
  return `${first[person % first.length]} ${middle[Math.floor(person / first.length) % middle.length]} ${last[Math.floor(person / (first.length * middle.length))]}`;
};

const teas = ["chamomile", "green tea", "mint tea", "earl grey", "rooibos", "jasmine tea"];
const cities = ["Porto", "Lisbon", "Coimbra", "Braga", "Faro", "Madrid", "Paris", "Berlin", "Évora", "Aveiro", "Viseu"];
const jobs = ["a nurse", "an engineer", "a teacher", "a lawyer", "a chef", "a pilot", "a designer", "an accountant", "a pharmacist"];
const visits = ["dentist", "eye doctor", "dermatologist", "physiotherapist", "pediatrician"];
const pets = [["dog", "Bolt"], ["cat", "Mia"], ["parrot", "Kiwi"], ["rabbit", "Tambor"], ["dog", "Nala"], ["cat", "Simba"]] as const;
const allergens = ["peanuts", "shellfish", "penicillin", "pollen", "lactose", "gluten", "cat hair"];
const sports = ["ténis", "padel", "futebol", "basquetebol", "voleibol", "natação"];
const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const cars = ["Renault", "Peugeot", "Toyota", "Volkswagen", "Fiat", "Seat", "Honda"];

/** One memory and the paraphrased question it answers. */
export interface MemoryProbe {
  readonly memory: NewMemory;
  readonly question: string;
}

const kinds = 10;
const start = Date.UTC(2020, 0, 1);

/** The `index`-th generated memory: kind `index % 10` about person `⌊index / 10⌋`. */
export const memoryAt = (index: number): MemoryProbe => {
  const person = personAt(Math.floor(index / kinds));
  const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(index / kinds) % list.length]!;
  const entities = [person];
  switch (index % kinds) {
    case 0:
      return { memory: { content: `${person} likes ${pick(teas)} in the evening`, type: "preference", context: "personal", importance: 4, entities }, question: `what tea does ${person} drink at night` };
    case 1:
      return { memory: { content: `${person} moved to ${pick(cities)}`, type: "fact", context: "personal", importance: 5, entities }, question: `where does ${person} live now` };
    case 2:
      return { memory: { content: `${person} works as ${pick(jobs)}`, type: "fact", context: "work", importance: 5, entities }, question: `what is ${person}'s job` };
    case 3: {
      const visit = pick(visits);
      return {
        memory: { content: `${person} went to the ${visit}`, type: "event", context: "family", importance: 6, entities, occurredAt: new Date(start + index * 600_000) },
        question: `when did ${person} last see the ${visit}`,
      };
    }
    case 4:
      return { memory: { content: `${person} precisa renovar o passaporte`, type: "task", context: "personal", importance: 7, entities, language: "pt" }, question: `o que ${person} tem de fazer com o passaporte` };
    case 5: {
      const [animal, name] = pick(pets);
      return { memory: { content: `${person} has a ${animal} called ${name}`, type: "fact", context: "family", importance: 4, entities }, question: `what is the name of ${person}'s ${animal}` };
    }
    case 6:
      return { memory: { content: `${person} is allergic to ${pick(allergens)}`, type: "fact", context: "family", importance: 8, entities }, question: `what allergies does ${person} have` };
    case 7:
      return { memory: { content: `${person} joga ${pick(sports)} aos sábados`, type: "preference", context: "personal", importance: 3, entities, language: "pt" }, question: `que desporto pratica ${person}` };
    case 8:
      return { memory: { content: `${person} was born on ${1 + (index % 28)} ${pick(months)}`, type: "fact", context: "family", importance: 6, entities }, question: `when is ${person}'s birthday` };
    default:
      return { memory: { content: `${person} comprou um carro ${pick(cars)}`, type: "fact", context: "personal", importance: 4, entities, language: "pt" }, question: `que carro tem ${person}` };
  }
};

/** `count` memories (at most 160,000, each unique), and `queries` probes spread over them and over the kinds: memory position → question. */
export const generateMemories = (count: number, queries: number): { memories: NewMemory[]; probes: Map<number, string> } => {
  if (count > peopleCount * kinds) throw new Error(`at most ${peopleCount * kinds} memories`);
  const memories: NewMemory[] = [];
  for (let index = 0; index < count; index++) memories.push(memoryAt(index).memory);
  const probes = new Map<number, string>();
  const step = Math.max(1, Math.floor(count / queries));
  for (let probe = 0; probe < queries && probe * step < count; probe++) {
    const position = Math.min(count - 1, probe * step + (probe % kinds));
    probes.set(position, memoryAt(position).question);
  }
  return { memories, probes };
};
