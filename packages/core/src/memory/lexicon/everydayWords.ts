import { foldAccents } from "../../search/foldAccents.js";

/**
 * Everyday words people tell the assistant about themselves, each with its
 * translation (English | Portuguese, European and Brazilian forms): a fact
 * told in one language ("tomo o café sem açúcar") answers a question in the
 * other ("how do I take my coffee?"). Only words with one plain meaning:
 * "café" is coffee here, as a memory says it, never the place.
 */
const pairs = `
drink drinking | beber bebo bebe | eat eating | comer como come | smoke smoking | fumar fumo |
coffee | café cafe | tea | chá cha | milk | leite | sugar | açúcar acucar | water | água agua | wine | vinho | beer | cerveja |
juice | sumo suco | meat | carne | fish | peixe | chicken | frango | steak | bife | vegetables | legumes verduras | fruit | fruta |
bread | pão pao | cheese | queijo | eggs egg | ovos ovo | rice | arroz | soup | sopa | breakfast | pequeno-almoço café-da-manhã |
lunch | almoço almoco | dinner | jantar | food | comida | sweets | doces | chocolate | chocolate | spicy | picante |
vegetarian | vegetariano vegetariana | vegan | vegano vegana | gluten | glúten gluten | lactose | lactose |
seafood shellfish | marisco mariscos frutos-do-mar | peanuts peanut | amendoim amendoins | nuts | nozes frutos-secos |
dog | cão cao cachorro cadela | cat | gato gata | car | carro | house home | casa | flat apartment | apartamento |
work job | trabalho emprego | office | escritório escritorio | school | escola | book books | livro livros | music | música musica |
football soccer | futebol | gym | ginásio ginasio academia | running run | corrida correr | swimming | natação natacao nadar |
walk walking | caminhada caminhar passeio | holiday holidays vacation | férias ferias | trip travel | viagem viajar |
plane flight | avião aviao voo | train | comboio trem | bus | autocarro ônibus onibus | seat | lugar assento | window | janela |
aisle | corredor | morning mornings | manhã manha manhãs manhas | afternoon | tarde | evening night | noite |
meeting meetings | reunião reuniao reuniões reunioes | doctor | médico medico | dentist | dentista | medicine medication | medicamento remédio remedio |
allergy allergies | alergia alergias | passport | passaporte | keys key | chaves chave | password | palavra-passe senha |
phone | telefone telemóvel telemovel celular | email | email e-mail | address | morada endereço endereco |
birthday | aniversário aniversario | anniversary | aniversário aniversario | wedding | casamento | goal goals | objetivo objetivos meta metas |
exam exams | exame exames prova provas | dream | sonho | plan plans | plano planos | marathon | maratona | reading | leitura ler | sleep | sono dormir | colour color | cor |
mother mum mom | mãe mae | father dad | pai | sister | irmã irma | brother | irmão irmao | grandma grandmother granny | avó avo vovó vovo |
grandpa grandfather | avô vovô | son | filho | daughter | filha | wife | mulher esposa | husband | marido | friend | amigo amiga |
boss | chefe | insurance | seguro | rent | renda aluguel aluguer | bill bills | conta contas | bank | banco | pharmacy | farmácia farmacia |
groceries shopping | compras | gift present | presente | flowers | flores | haircut | cabeleireiro corte | appointment | consulta marcação |
size | tamanho | shoes | sapatos | clothes | roupa | team | equipa | film films movie movies | filme filmes | series | série serie |
live lives lived living | vivo vive vivi moro mora morei morar viver morando vivendo | pet pets animal animals | animal animais bicho bichos estimação estimacao |
kids children child | filhos filho filha crianças criancas | plants plant | plantas planta | bike bicycle | bicicleta bike |
climbing climb bouldering | escalada escalar | garden gardening | jardim jardinagem | traffic | trânsito transito | commute | trajeto deslocação |
cooking | cozinhar culinária | yoga | ioga yoga | hiking hike | caminhada trilha | cycling | ciclismo | painting | pintura |
news | notícias noticias
`;

const fold = (word: string) => foldAccents(word.toLowerCase());

/** Each word (folded) and its translations, as written. */
const byWord = new Map<string, string[]>();
/** Each word (folded) and the English word that heads its pair ("comida" → "food", "colour" → "colour"). */
const headOf = new Map<string, string>();
/** Each English word (folded) and the first Portuguese word of its pair. */
const portugueseByEnglish = new Map<string, string>();
{
  const groups = pairs.split("|").map((group) => group.trim().split(/\s+/).filter((word) => word !== ""));
  for (let index = 0; index + 1 < groups.length; index += 2) {
    const [english, portuguese] = [groups[index]!, groups[index + 1]!];
    for (const word of [...english, ...portuguese]) if (!headOf.has(fold(word))) headOf.set(fold(word), fold(english[0]!));
    for (const word of english) if (!portugueseByEnglish.has(fold(word))) portugueseByEnglish.set(fold(word), portuguese[0]!);
    for (const [own, other] of [[english, portuguese], [portuguese, english]] as const) {
      for (const word of own) {
        const known = byWord.get(fold(word)) ?? [];
        // The other language's words, then the word's own other forms ("moro" also finds "tô morando").
        const forms = [...other, ...own];
        byWord.set(fold(word), [...known, ...forms.filter((candidate, at) => !known.some((kept) => fold(kept) === fold(candidate)) && fold(candidate) !== fold(word) && forms.indexOf(candidate) === at)]);
      }
    }
  }
}

/** The Portuguese word of the pair an English word heads or belongs to ("climbing" → "escalada"), or null for a word of no pair's English side. */
export const portugueseOf = (word: string): string | null => portugueseByEnglish.get(fold(word)) ?? null;

/** The word's translations in the other language, then its own other forms, as written ("café" for "coffee"), or none for a word not in the list. */
export const translationsOf = (word: string): ReadonlyArray<string> => byWord.get(fold(word)) ?? [];

/** Words that only join a topic's words ("equipa de futebol", "type of music"). */
const joiners = new Set(["de", "do", "da", "dos", "das", "of", "the", "o", "a", "os", "as"]);

/**
 * A topic as the same key in either language ("comida" and "food" → "food"; "equipa de futebol" and "football team" →
 * "football team"): each word by the English word of its pair when the list has it, else folded, in a fixed order.
 */
export const topicKey = (topic: string): string =>
  [...new Set(fold(topic).split(/[^\p{L}\d-]+/u).filter((word) => word !== "" && !joiners.has(word)).map((word) => headOf.get(word) ?? word))].sort().join(" ");

