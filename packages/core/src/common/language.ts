/** The languages LifeOS understands and answers in. */
export type Language = "en" | "pt";

const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter((word) => word !== ""));

/**
 * Words that occur in one language and not (as a word) in the other, accent-folded. Words both
 * languages write ("a", "as", "do", "no", "me", "se") are in neither list.
 */
const portugueseWords = words(`o os um uma uns umas que nao sim eu tu ele ela nos voce voces vc meu minha meus minhas teu tua
  seu sua dele dela isto isso aquilo este esta estes estas esse essa como quando onde qual quais quem porque porque pq
  quanto quanta quantos quantas foi fui era sao sou estou estava estive esteve tenho tinha tive tem ter ser estar fiz fez
  fazer faz escrevi escrever sobre em da das dos na nas num numa ao aos pelo pela para pra com sem mais menos muito muita
  bem mal tudo nada algo alguma algum ontem hoje amanha semana mes ano passado passada ultimo ultima ultimos ultimas
  dia dias diario entrada entradas ola oi obrigado obrigada valeu sabes podes pode consegues consegue fale fala diz diga
  mostra mostre quero queria gostava gostaria ajuda estive andei ando anda sinto senti feliz triste cansado stressado
  estressado humor ou e entre depois antes ainda sempre nunca tambem coisa coisas vez vezes agora ultimamente janeiro
  fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro primavera verao outono inverno resumo
  resumir resuma cansado cansada ansioso ansiosa preocupado preocupada alegre preciso precisava quero queria gostaria
  conselhos conselho sugestoes fiquei conta esse essa bom boa noite tarde manha tchau ate adeus mim ti comigo contigo
  connosco conosco lhe lhes gostas gosto gosta gostam achas acho acha leio les le li leste leu vejo ves viste vou vais
  vamos costumo costumas deveria devia de comprei vendi depositei levantei paguei investi carteira valia valiam rendeu
  devo deves vender comprar vendo compro dividendos lembrete lembretes cancela apaga objetivo objetivos amo adoro odeio por
  explica explique explicar descreve descreva descrever claro moro mora moramos vivo vive vivemos trabalho trabalha
  trabalhamos estudo estuda nasci nasceu casei casado casada solteiro solteira chamo chamamos dois duas tres filho filha
  filhos filhas irmao irma irmaos irmas pai pais marido esposa namorado namorada cachorro gato gata enfermeiro enfermeira`);

const englishWords = words(`the i i'm i've my mine you your what whats what's when where which who why how is are was were
  did does doing done have has had can could would should will about last week month year this that these those with and
  of to in on for from at it its be been being there here they them their we our hi hello hey thanks thank please tell
  show write wrote written entry entries journal diary happy happier stressed stress mood feel felt feeling lately
  recently ever yesterday today tomorrow than vs versus compare between any anything something much many more most
  january february march april june july august september october november december spring summer autumn fall winter
  bought sold deposited withdrew yes yeah yep yup nope give gave get got go goes going went see saw seen look looked know
  knew think thought want wanted need needed like liked make made take took let say said told ask asked find found keep
  kept try tried help journaling prompt prompts remind forget`);

const asciiWord = /^[a-z']+$/;

const fold = (word: string): string => word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();

/**
 * Portuguese when the text reads as Portuguese (European or Brazilian),
 * else English: each word only one of the languages uses counts for it,
 * and so does any other word with a letter English does not write (ã, õ,
 * ç, ê, â, ô, á, é, í, ó, ú, à: "tô", "você").
 * Ties, and texts with no telling word ("Biscuit"), are `fallback`
 * (English unless given: a conversation passes the language it was in).
 */
export const detectLanguage = (text: string, fallback: Language = "en"): Language => {
  // A verb with a pronoun joined by a hyphen ("chamo-me", "trata-me", "lembra-te") is Portuguese.
  let score = [...text.matchAll(/\p{L}{2,}-(?:me|te|se|lhe|lhes|nos|vos|lo|la|los|las)(?![\p{L}-])/gu)].length;
  for (const match of text.matchAll(/[\p{L}']+/gu)) {
    const raw = match[0].toLowerCase();
    // A word of a–z (and apostrophes) is its own folded form, with none of the letters only Portuguese writes.
    const plain = asciiWord.test(raw);
    const word = plain ? raw : fold(raw);
    if (portugueseWords.has(word)) score += 1;
    else if (!plain && /[ãõçêâôáéíóúà]/u.test(raw)) score += 1;
    else if (englishWords.has(word)) score -= 1;
  }
  return score > 0 ? "pt" : score < 0 ? "en" : fallback;
};
