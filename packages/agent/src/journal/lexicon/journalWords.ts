import { foldAccents, portugueseOf } from "@lifeos/core";

/**
 * Common words of a journal (work, people, places, pastimes, feelings) with their Portuguese word, one that both
 * European and Brazilian readers use: English | Portuguese, the English forms first. Beside the everyday words of
 * `portugueseOf`, so an answer in Portuguese says what the entries tell ("client" → "cliente") rather than quoting
 * the writer's English. Only words of one plain meaning, and a Portuguese word that both readers write alike.
 */
const pairs = `
client clients customer customers | cliente | project projects | projeto | deadline deadlines | prazo | colleague colleagues coworker coworkers | colega |
presentation presentations | apresentação | report reports | relatório | interview interviews | entrevista | promotion | promoção |
salary | salário | task tasks | tarefa | launch | lançamento | conference | conferência | workshop | workshop | course | curso |
class classes lesson lessons | aula | emails | emails |
family | família | parents | pais | neighbour neighbor neighbours neighbors | vizinho | friends | amigos |
partner | companheiro | boyfriend | namorado | girlfriend | namorada | kids | filhos |
beach | praia | park | parque | river | rio | city | cidade | restaurant restaurants | restaurante | museum | museu |
church | igreja | mountain mountains | montanha | sea | mar | hospital | hospital | balcony | varanda | kitchen | cozinha |
supermarket | supermercado | castle | castelo | library | biblioteca | airport | aeroporto | station | estação | street | rua |
neighbourhood neighborhood | bairro | temple temples | templo | forest | floresta | lake | lago | garden | jardim | bed | cama |
guitar | guitarra | piano | piano | novel novels | romance | chapter chapters | capítulo | recipe recipes | receita | song songs | canção |
concert concerts | concerto | party parties | festa | cleaning | limpeza | meditation | meditação | game games | jogo |
cake | bolo | speech | discurso | boxes box | caixas | tomatoes tomato | tomates | picnic | piquenique |
swim | natação | run runs | corrida | ride | passeio | dance dancing | dança | photos photography | fotografia | writing | escrita |
stress | stress | anxiety | ansiedade | pressure | pressão | energy | energia | mood | humor | routine | rotina | tiredness | cansaço |
sadness | tristeza | joy | alegria | happiness | felicidade | loneliness | solidão | headache | dor de cabeça | worry worries | preocupação |
anger | raiva | fear | medo | pain | dor | illness | doença | surgery | cirurgia | recovery | recuperação | argument | discussão |
weekend weekends | fim de semana | hour hours | hora | week | semana | month | mês | year | ano | holiday | férias |
`;

const fold = (word: string): string => foldAccents(word.toLowerCase());

/** Each English form (folded) and its Portuguese word. */
const byEnglish = new Map<string, string>();
{
  const groups = pairs.split("|").map((group) => group.trim());
  for (let index = 0; index + 1 < groups.length; index += 2) {
    const portuguese = groups[index + 1]!;
    for (const english of groups[index]!.split(/\s+/)) if (english !== "" && !byEnglish.has(fold(english))) byEnglish.set(fold(english), portuguese);
  }
}

/** A Portuguese noun's plural: "reunião" → "reuniões", "hotel" is left alone (its plural takes an accent), "mar" → "mares". */
const pluralOf = (word: string): string | null => {
  if (word.includes(" ")) return null;
  if (/ão$/.test(word)) return word.replace(/ão$/, "ões");
  if (/[rzs]$/.test(word)) return `${word}es`;
  if (/m$/.test(word)) return word.replace(/m$/, "ns");
  if (/[aeiouáéíóú]$/.test(word)) return `${word}s`;
  return null;
};

/** One English word in Portuguese: as the lists have it, or a plural of a word they have ("meetings" → "reuniões"). */
const wordInPortuguese = (word: string): string | null => {
  const known = portugueseOf(word) ?? byEnglish.get(fold(word)) ?? null;
  if (known !== null) return known;
  // "cities" → "city", "beaches" → "beach", "rivers" → "river".
  const singulars = /ies$/.test(word) ? [word.replace(/ies$/, "y")] : /s$/.test(word) ? [word.replace(/s$/, ""), word.replace(/es$/, "")] : [];
  const one = singulars.map((singular) => portugueseOf(singular) ?? byEnglish.get(fold(singular)) ?? null).find((found) => found !== null) ?? null;
  return one === null ? null : pluralOf(one);
};

/**
 * A journal's English word or two in Portuguese ("client" → "cliente", "meetings" → "reuniões", "climbing gym" →
 * "ginásio de escalada": the last word is the thing, the one before says of what); null when a word of it has no
 * Portuguese word in the lists, to be quoted as the writer's.
 */
export const journalWordInPortuguese = (term: string): string | null => {
  const whole = wordInPortuguese(term);
  if (whole !== null) return whole;
  const words = term.trim().split(/\s+/);
  if (words.length !== 2) return null;
  const [kind, thing] = words.map(wordInPortuguese);
  return kind === null || thing === null || kind === undefined || thing === undefined ? null : `${thing} de ${kind}`;
};
