import { occupationPattern } from "./occupations.js";
import { possessionWords } from "./possessions.js";

/**
 * Asks the person's own name ("what's my name?", "do you know my name?", "who am I?", "como me chamo?", "qual é o meu
 * nome?", "qual é meu nome?", "sabes o meu nome?"), over folded text.
 */
export const ownNameAsked =
  /\b(?:what(?: is|s|'s)? my (?:first |full )?name|do you (?:know|remember) my name|who am i|how do you call me|what do you call me|como (?:e que )?(?:eu )?me chamo|qual (?:e )?(?:o )?meu (?:primeiro )?nome|(?:sabes|sabe|lembras-te|lembra-se|te lembras|se lembra)(?: d?o)? meu nome|quem sou eu|como me (?:tratas|trata))\b/;

/** "what car do I have?", "what kind of bike do I ride?", "que carro tenho?", "qual é o meu carro?": a thing of one's own, over folded text. */
export const ownThingAsked = new RegExp(
  `\\b(?:what (?:(?:kind|sort|type|make|model|brand) of )?(?:${possessionWords}) (?:do|did) i (?:have|own|drive|ride|play|use)|what(?: is|s) my (?:${possessionWords})|(?:que|qual (?:e )?(?:o|a)) (?:(?:tipo|modelo|marca) de )?(?:${possessionWords}) (?:e que )?(?:eu )?(?:tenho|conduzo|dirijo|toco|uso)|(?:que|qual) (?:e )?(?:o |a )?(?:meu|minha) (?:${possessionWords}))\\b`,
  "u",
);

/** "what am I learning?", "what language am I studying?", "o que estou a aprender?", "o que eu tô aprendendo?", over folded text. */
export const learningAsked =
  /\b(?:what (?:\p{L}+ )?(?:am|was|have) i (?:been )?(?:learning|studying)|what (?:\p{L}+ )?(?:do|did) i (?:learn|study)(?! (?:about|from|at|in)\b)|o que (?:e que )?(?:eu )?(?:estou|ando|to|tou|estava) (?:a aprender|aprendendo|a estudar|estudando)|(?:que|qual) (?:\p{L}+ )?(?:e que )?(?:eu )?(?:estou|ando|to|tou) (?:a aprender|aprendendo|a estudar|estudando))/u;

/**
 * When or in what year the person was born ("when was I born?", "what year was I born?", "quando nasci?", "em que ano
 * nasci?", "que ano eu nasci?", "em que ano é que eu nasci?"), over folded text.
 */
export const ownBirthAsked =
  /\b(?:when was i born|(?:what|which) year was i born|(?:what|which) (?:day|date) was i born|(?:quando|em que ano|que ano|qual (?:foi )?o ano em que|em que dia|que dia|em que data|que data) (?:e que )?(?:eu )?nasci)\b/;

/** Where the person is from ("where am I from?", "de onde sou?", "de onde é que eu sou?"), over folded text. */
export const ownOriginAsked = /\b(?:where am i from|where do i come from|de onde (?:e que )?(?:eu )?(?:sou|venho))\b/;

/** Something asked about a person: which words in a question ask it, and which words in a memory answer it. */
export interface Attribute {
  readonly key: string;
  /** Over the question's folded text. */
  readonly asks: RegExp;
  /** Over a memory's folded, lower-cased content. */
  readonly answers: RegExp;
  /** "Susana's age" / "a idade de Susana" (subject null: the user's own). */
  readonly label: { readonly en: (subject: string | null) => string; readonly pt: (subject: string | null) => string };
}

const own = (subject: string | null, en: string) => (subject === null ? `your ${en}` : `${subject}'s ${en}`);
/** "a morada" of the person is "a sua morada" ("a morada de si" reads as Portugal only), of Ana "a morada de Ana", of "o Rui" "a morada do Rui". */
const ofPt = (subject: string | null, pt: string) => {
  if (subject !== null) return /^(?:a|o) /.test(subject) ? `${pt} d${subject}` : `${pt} de ${subject}`;
  const article = /^(a|o|as|os) (.+)$/.exec(pt);
  return article === null ? pt : `${article[1]} ${{ a: "sua", o: "seu", as: "suas", os: "seus" }[article[1] as "a" | "o" | "as" | "os"]} ${article[2]}`;
};

/** What people ask about someone, in both languages. Order matters: the first that the question asks wins. */
export const attributes: ReadonlyArray<Attribute> = [
  {
    key: "name",
    asks: ownNameAsked,
    answers: /\b(?:my name is|my name s|o meu nome e|meu nome e)\b/,
    label: { en: (subject) => own(subject, "name"), pt: (subject) => ofPt(subject, "o nome") },
  },
  {
    key: "anniversary",
    asks: /\b(?:anniversary|anniversaries|aniversario de (?:casamento|namoro)|bodas)\b/,
    answers: /\b(?:anniversary|aniversario de (?:casamento|namoro)|bodas)\b/,
    label: { en: (subject) => own(subject, "anniversary"), pt: (subject) => ofPt(subject, "o aniversário de casamento") },
  },
  {
    key: "birthplace",
    // "Where was I born?", "where was my mother born?", "onde nasci?", "onde é que nasceu a Ana?" (before the birthday: "born" asks either).
    asks: new RegExp(`\\bwhere (?:was|were) (?:\\p{L}+ ){1,3}born\\b|\\bonde (?:e que )?(?:\\p{L}+ ){0,3}(?:nasci|nasceu|nasceste)\\b|\\b(?:birthplace|place of birth|born where|naturalidade|terra natal|local de nascimento)\\b|${ownOriginAsked.source}`, "u"),
    // A place named after "born in" / "nasci em" ("I was born in Lisbon", "nasci no Porto"), never a date ("born in 1990", "nasci no dia 3").
    answers: /\b(?:born|nasci|nasceu)\s+(?:in|at|em|no|na|nos|nas)\s+(?!dia\b)(?!(?:january|february|march|april|may|june|july|august|september|october|november|december|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b)\p{L}/u,
    label: { en: (subject) => own(subject, "birthplace"), pt: (subject) => ofPt(subject, "o local de nascimento") },
  },
  {
    key: "birthday",
    asks: /\b(?:birthday|born|aniversario|faz anos|fazes anos|faco anos|nasceu|nasci)\b/,
    // A wedding anniversary is no birthday.
    answers: /\b(?:birthday|born|aniversario(?! de (?:casamento|namoro))|faz anos|nasceu|nasci)\b/,
    label: { en: (subject) => own(subject, "birthday"), pt: (subject) => ofPt(subject, "o aniversário") },
  },
  {
    key: "age",
    asks: /\b(?:how old|quantos anos|que idade|idade|age)\b/,
    // "Lucy is 15" says an age without "years" as often as with it.
    // "I was born in 1990", "nasci a 3 de maio de 1990" tell it too, counted to today; "my birthday is 3 March" tells a day, no age.
    answers: /\b(?:born|nasci|nasceu)\b.*\b(?:19|20)\d{2}\b|\b\d{1,3}\s*(?:anos|years?|yo)\b|\byears old\b|\bidade\b|\b(?:is|am|i'm|turned|turns|just turned)\s+\d{1,3}(?![\d:.,]|\s*(?:am|pm|h|%|euros?|dollars?|kg|km|minutes?|min)|(?:st|nd|rd|th)\b|\s+(?:of\s+|de\s+)?(?:jan|feb|fev|mar|apr|abr|may|mai|jun|jul|aug|ago|sep|set|oct|out|nov|dec|dez))/,
    label: { en: (subject) => own(subject, "age"), pt: (subject) => ofPt(subject, "a idade") },
  },
  {
    key: "home",
    // Where, and since when: "how long have I lived in Porto?", "desde quando vivo em Lisboa?" (a move answers both); in which
    // city: "what city do I live in?", "em que cidade mora a Ana?".
    asks: /\b(?:where (?:does|do|did) .*\blives?\b|(?:what|which) (?:city|town|country|place) (?:do|does|did) (?:\p{L}+ ){1,3}live in\b|(?:em )?(?:que|qual) (?:cidade|pais|terra|localidade) (?:e que )?(?:(?:o|a|eu) )?(?:\p{L}+ )?(?:mora|moro|vive|vivo|moras|vives)\b|where (?:i|we) (?:live|lived|am living)\b|where .*\blives\b|onde (?:e que )?(?:eu )?(?:mora|moro|vive|vivo|moras|vives)|address|morada|endereco|since when (?:have|has|do|does) \p{L}+ (?:lived|been living|live|lives)|how long (?:have|has) \p{L}+ (?:lived|been living)|when did \p{L}+ move|(?:desde quando|ha quanto tempo|quando) (?:e que )?(?:eu )?(?:vivo|moro|vive|mora|me mudei|se mudou|mudei)|(?:desde quando|ha quanto tempo) (?:e que )?(?:o |a )?\p{L}+ (?:vive|mora))\b/u,
    // "I've lived in Lisbon since 2015" still holds; "I lived in Porto" alone is the past.
    answers: /\b(?:lives?|living|(?:'ve|\shave|\shas|'s)\slived|moved to|mora|moro|vive|vivo|mudou-se|mudei|morada|address)\b/,
    label: { en: (subject) => own(subject, "home"), pt: (subject) => ofPt(subject, "a morada") },
  },
  {
    key: "work",
    asks: /\b(?:where (?:does|do|did) .*\bwork|where (?:i|we) work|what does .* do for a living|what does \p{L}+(?: \p{L}+)? do(?=(?: \?)?$)|what (?:is|s) \p{L}+(?:'s)? job|job|profession|occupation|for a living|onde (?:e que )?(?:eu )?(?:trabalha|trabalho|trabalhas|trabalham)|employer|workplace|(?:what|which) company|empregador[a]?|entidade (?:patronal|empregadora)|(?:qual|que) (?:e )?a (?:minha|sua|tua) empresa|(?:em|para) que empresa|para quem (?:e que )?(?:eu )?trabalh\p{L}*|(?:qual|que) (?:e )?o (?:meu|seu|teu) trabalho|emprego|profissao|ocupacao|em que (?:e que )?(?:\p{L}+ )?trabalh(?:a|o|as|am)|o que (?:e que )?(?:eu )?faco (?:na vida|da vida|profissionalmente|para viver)|what do i do for (?:work|a job)|o que (?:e que )?(?:o |a )?\p{L}+ faz(?=(?: \?)?$)|o que faz (?:o |a )?\p{L}+(?=(?: \?)?$))\b/u,
    // A job said as what someone is ("Tiago is a plumber") answers as well as where they work; "I've worked at Acme since
    // 2021" still holds, "I worked at Acme" alone is the past; "comecei a trabalhar na Farfetch" is where one works now, and
    // so is a place joined ("I joined Farfetch", "I was hired by Farfetch", "comecei na Farfetch", "entrei para a Farfetch").
    answers: new RegExp(`\\b(?:works?|working|(?:'ve|\\shave|\\shas|'s)\\sworked|job|employer|company|trabalha|trabalho|trabalhar|emprego|empresa|boss|chefe|colleague|colega|joined|hired|started at|contratad[oa]|admitid[oa]|(?:comecei|comecou|entrei|entrou) (?:na|no|para a|para o))\\b|${occupationPattern.source}`),
    label: { en: (subject) => own(subject, "work"), pt: (subject) => ofPt(subject, "o trabalho") },
  },
  {
    key: "allergy",
    asks: /\b(?:allerg\w*|alergi\w*|alergic\w*)\b/,
    answers: /\b(?:allerg\w*|alergi\w*|alergic\w*)\b/,
    label: { en: (subject) => own(subject, "allergies"), pt: (subject) => ofPt(subject, "as alergias") },
  },
  {
    key: "diet",
    asks: /\b(?:vegetarian|vegan|pescatarian|celiac|coeliac|intolerant|diabetic|diet|dieta|vegetarian[oa]|vegan[oa]|celiac[oa]|intolerante|diabetic[oa]|(?:do|can|can not|ca not|cannot) i (?:still )?eat|what (?:can|can not|ca not|cannot|do|do not) i eat|what (?:can|does|do|can not|cannot|does not) \w+(?: \w+)? eat|o que (?:e que )?(?:o |a )?\w+(?: \w+)? (?:nao )?(?:come|pode comer)|o que (?:nao )?(?:come|pode comer) (?:o |a )?\w+|o que (?:e que )?(?:eu )?(?:nao )?(?:posso comer|como)|(?:eu )?(?:ainda )?como (?:carne|peixe|marisco))\b/,
    // A way of eating answers, and so does anything told of eating ("I don't eat pork", "já não como carne", an allergy).
    answers: /\b(?:vegetarian|vegan|pescatarian|celiac|coeliac|intoleran\w*|diabetic\w*|vegetarian[oa]|vegan[oa]|celiac[oa]|kosher|halal|don'?t eat|do not eat|stopped eating|nao como|deixei de comer|allerg\w*|alergi\w*|alergic\w*)\b/,
    label: { en: (subject) => (subject === null ? "what you eat" : `what ${subject} eats`), pt: (subject) => (subject === null ? "o que come" : `o que ${subject} come`) },
  },
  {
    key: "owns",
    asks: ownThingAsked,
    // The thing asked must be named too (see `answeringAll`): "I have asthma" is no car.
    // "My car is a Fiat", "o meu carro é um Fiat" say it by the thing itself.
    answers: new RegExp(`\\b(?:have|has|got|own|owns|bought|drive|ride|tenho|tem|comprei|comprou|conduzo|dirijo|(?:my|meu|minha) (?:${possessionWords}))\\b`, "u"),
    label: { en: (subject) => own(subject, "things"), pt: (subject) => ofPt(subject, "as coisas") },
  },
  {
    key: "learning",
    asks: learningAsked,
    answers: /\b(?:learning|learn|studying|lessons|classes|aprender|aprendendo|estudar|estudando|aulas)\b/,
    label: { en: (subject) => (subject === null ? "what you are learning" : `what ${subject} is learning`), pt: (subject) => (subject === null ? "o que aprende" : `o que ${subject} aprende`) },
  },
  {
    key: "team",
    asks: /\b(?:team|club|support|meu time|o time|que time|clube|equipa|torco)\b/,
    answers: /\b(?:team|club|time|clube|equipa)\b/,
    label: { en: (subject) => (subject === null ? "your team" : `${subject}'s team`), pt: (subject) => (subject === null ? "o seu clube" : `o clube de ${subject}`) },
  },
  {
    key: "likes",
    asks: /\b(?:likes?|dislikes?|prefers?|preferences?|favou?rite|loves?|enjoys?|hates?|gosta|gosto|gostas|gostos|prefere|prefiro|preferes|preferencias?|favorit[oa]|preferid[oa]|adora|adoro|odeia|odeio|detesta|detesto)\b/,
    answers: /\b(?:likes?|prefers?|love|loves|enjoys?|favou?rite|hates?|dislikes?|gosta|gosto|prefere|prefiro|adora|adoro|odeia|odeio|detesta|detesto|favorit[oa]|preferid[oa])\b/,
    label: { en: (subject) => (subject === null ? "what you like" : `what ${subject} likes`), pt: (subject) => (subject === null ? "o que gosta" : `o que ${subject} gosta`) },
  },
];

