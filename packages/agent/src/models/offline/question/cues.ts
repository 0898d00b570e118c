import type { Cue } from "./Question.js";
import { countInWords, identifierAsked } from "./identifierAsked.js";

/**
 * The journal's first day asked as such: "what did I write on my first day?", "the first time I wrote", "o que escrevi
 * no meu primeiro dia?", "a primeira vez que escrevi no diário" — with nothing after, not "my first day at work".
 */
const firstDayWritten = String.raw`(?:my (?:very )?first day|(?:the )?first time i (?:wrote|journaled|journalled)|(?:o )?(?:meu )?primeiro dia|(?:a )?primeira vez que (?:eu )?escrevi)(?: (?:of|in|on|do|no|em) (?:my |the |this |meu |o )?(?:journal|diary|diario))?(?=\s*\??$)`;

/**
 * The patterns of each cue, over the normalised text (lower case, no
 * accents, shorthand spelled out): English, then European and Brazilian
 * Portuguese.
 */
export /** "compare", "than", "versus", "do que", "em relação a": two things set side by side. */
const comparisonCue = /\b(?:compare\w*|comparison|versus|vs|than|against|better or worse|more or less|do que|que em|comparar|compara\w*|comparacao|em relacao a|face a|melhor ou pior|mais ou menos)\b/;

const cuePatterns: ReadonlyArray<readonly [Cue, RegExp]> = [
  [
    "greeting",
    /^(?:(?:hi|hello|hey|hey there|hiya|yo|greetings|good (?:morning|afternoon|evening|day)|ola|oi|ola ola|bom dia|boa tarde|boa noite|e ai|eai|salve|tudo bem|tudo bom|como vai|como estas|como esta voce|how are you|how are you doing|how do you do|what is up(?! with)|whats up(?! with)|wassup)\b)/,
  ],
  ["farewell", /^(?:(?:ok(?:ay)?|well|right|then|entao|pronto|(?:thanks|thank you|obrigad[oa]|valeu)\s*,?)\s+)?(?:bye|goodbye|bye bye|good night|see you|see ya|later|take care|tchau|adeus|ate logo|ate amanha|ate ja|boa noite e ate amanha|fui)\b/],
  ["thanks", /\b(?:thanks|thank you|thank u|cheers|much appreciated|obrigad[oa]|muito obrigad[oa]|valeu|agradeco|brigadao)\b/],
  [
    "capabilities",
    /\b(?:what (?:can|could|do) you (?:do|help)|what are you able|what do you know how|how can you help|what are your (?:features|capabilities|skills)|what can i (?:ask|do here|do with you)|help me\s*\??$|^help\b|^\??\s*help\s*\??$|who are you|what are you|are you (?:an? )?(?:ai|bot|robot|chatgpt|gpt|llm|human|real|language model|model)|how do you work|how does this work|what is this|capabilities|o que (?:e que )?(?:sabes|podes|consegues|voce (?:sabe|pode|consegue)|sabe|pode|consegue) fazer|em que (?:me )?(?:podes|pode|consegues|consegue) ajudar|como (?:me )?(?:podes|pode) ajudar|o que (?:e que )?(?:eu )?posso (?:te |lhe |vos |lhes )?(?:perguntar|fazer|pedir)(?! (?:quanto|para|contra|com isso)\b| (?:hoje|amanha|logo|esta|este|nesta|neste|durante|depois)\b| (?:n[oa]s?|aos?|as?) (?:fim de semana|fins de semana|sabados?|domingos?|segundas?|tercas?|quartas?|quintas?|sextas?|feriados?|ferias|dia \d+)\b| (?:sobre|em relacao|acerca)\b(?! (?:a |d[aeo]s? )?(?:(?:o|a|os|as) )?(?:meu|minha|meus|minhas|nosso|nossa)\b))|quem (?:es|e) (?:tu|voce)|^ajuda\b|^\??\s*ajuda\s*\??$|^(?:me )?ajud[ae](?:-me)?(?: aqui| por favor)?\s*\??$|preciso de ajuda|(?:es|e|voce e) (?:uma? )?(?:ia|robo|bot|chatgpt|inteligencia artificial|modelo|pessoa(?: real| de verdade)?|humano|humana|gente)|como funcionas|como (?:e que )?isto funciona|como voce funciona|como (?:e que )?(?:funciona|se usa|se utiliza|uso|utilizo) (?:isto|isso|o lifeos|esta app|a app|esta aplicacao|a aplicacao)|how (?:do|can|should) i use (?:this|it|you|lifeos|the app|this app)|how (?:does|do) (?:lifeos|it|the app|this app|this thing) work|how to use (?:this|lifeos|the app|this app)|^o que (?:(?:tu|voce) (?:es|e)|(?:es|e) (?:tu|voce))\s*\??$|^(?:(?:tu )?podes|pode|consegues|consegue|voce pode|voce consegue) (?:me )?ajudar(?:-me)?(?: (?:aqui|por favor|com (?:uma coisa|algo|isto)))?\s*\??$|^what do you do\s*\??$|^o que (?:e que )?(?:tu |voce )?(?:fazes|faz)\s*\??$|para que (?:serves|serve(?: isto)?)\s*\??$)/,
  ],
  [
    "lastTime",
    /\b(?:(?:when|where|whom|who) did i last|when (?:was|is) (?:my|the) (?:last|latest|most recent)(?! (?:journal )?(?:entry|entries|note|post)\b)|when was i last|when was the last time|last time (?:that )?i|the last time|when have i last|most recently did i|quando (?:e que )?(?:foi|fui|estive|fiz|vi|tive) (?:[ao] )?(?:minha |meu )?(?:ultima|ultimo)|(?:a|na|da) ultima vez|^ultima vez que\b|\blast time(?=\s*\??$)|\b(?:on|at|for|from) my (?:last|latest|most recent) (?!(?:journal )?(?:entry|entries|note|notes|post|posts)\b)|\b(?:no meu|na minha) (?:ultimo|ultima) (?!(?:entrada|nota|registo|registro)\b)|quando (?:e que )?(?:eu )?\w+ pela ultima vez|pela ultima vez|^(?:when did i see|quando (?:e que )?(?:eu )?(?:vi|estive com|encontrei|falei com)) (?:(?:a|o) )?\p{L}+(?:(?:(?:,| and| e) (?:(?:with|com) )?(?:(?:a|o) )?| (?:a|o) )\p{L}+)*(?: (?:together|juntos|juntas))?(?= ?\??$))\b/u,
  ],
  // "when did I get Biscuit?", "quando adotei o Biscuit?": the first entry about them.
  ["firstTime", /\b(?:when did i first|first time|when did i start|the first time|primeira vez|quando (?:e que )?(?:eu )?comecei|pela primeira vez)\b|^(?:and )?when did (?:i|we) (?:get|adopt|adopted)\b(?! (?:my |a |an |the )?(?:[\w-]+ )?(?:vaccines?|vaccinated|vaccinations?|shots?|jabs?|boosters?|injections?|results?|diagnos[ie]s|scans?|x-rays?)\b)|^(?:e )?quando (?:e que )?(?:eu |nos )?(?:adotei|adoptei|adotamos|adoptamos|ganhei)\b/],
  [
    "review",
    /\b(?:how (?:was|were|did|has|have) (?:my|the|last|this|it|things|that|i|\w+ \d{4}|(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|\d{4}))|how did (?:\w+ )?go|summar(?:y|ise|ize|ising|izing)|recap|overview|review|highlights|wrap ?up|in a nutshell|how (?:my|the|this|last) (?:\w+ )?went|tell me about (?:my |this |last |the last )?(?:day|week|weekend|month|year|yesterday|today|holidays?|vacation)|(?:me )?(?:fala|fale|conta|conte|diz|diga)(?:-me)? (?:(?:sobre|de|do|da) )?(?:(?:a|o) )?(?:minha |meu |esta |este |ultima |ultimo )?(?:dia|semana|fim de semana|mes|ano|ontem|hoje|ferias)|como (?:foi|correu|correram|foram|esteve|estiveram|tem sido|andou|(?:te[mn]|teem) (?:andado|estado) (?:o|a|os|as) (?:meu|minha|meus|minhas))|como (?:e que )?(?:eu )?me (?:sai|tenho saido)|resum(?:o|e|ir|a|ao)|balanco|retrospetiva|retrospectiva|destaques)\b/,
  ],
  [
    "wellbeing",
    /\b(?:how am i(?: doing| feeling| lately| these days)?(?=\s*(?:\?|$))|how am i doing|how am i feeling|how have i been(?! (?!doing|feeling)\w+ing\b)|how i have been|how i am doing|how i am feeling|how are things|how is (?:my )?life|what is (?:up|going on|happening|wrong) with me|o que (?:e que )?se passa comigo|o que (?:e que )?(?:esta|anda) a (?:acontecer|passar)(?:-se)? comigo|o que (?:esta|ta) acontecendo comigo|^(?:eu )?(?:estou|ando) (?:bem|ok|okay)(?=\s*\?)|^am i (?:fine|good|well)(?=\s*\?)|how is my (?:week|month) going|am i (?:ok|okay|alright|doing (?:ok|okay|well|better|worse))|como (?:e que )?(?:eu )?(?:estou|tenho estado|me sinto|ando|tenho andado|vou)(?:\s*\?|\s*$| ultimamente| nos ultimos| de humor| emocionalmente| a nivel)|como (?:e que )?(?:eu )?tenho andado|como (?:e que )?(?:eu )?(?:me tenho|tenho me) sentido|como (?:e que )?(?:eu )?tenho estado|como vai a minha vida|como anda a minha vida|como estou)\b/,
  ],
  ["trend", /\b(?:trend|trends|over time|changed|changing|change|evolv\w*|evolution|progress\w*|graph|chart|plot|curve|level|levels|tendencia|ao longo|evolucao|evoluiu|mudou|mudanca|grafico|curva|nivel|niveis)\b/],
  ["comparison", comparisonCue],
  [
    "count",
    /\b(?:how many|how often|how frequently|how regularly|(?<!\b(?:serial|phone|telephone|mobile|account|policy|booking|reference|order|tracking|confirmation|membership|customer|invoice|passport|card|id|tax|vat|flight|seat|plate|registration|licen[cs]e|house|door|contact|version|model) )number of|how much did i|count|quantas|quantos|quantas vezes|com que (?:frequencia|regularidade)|numero de (?!(?:serie|telefone|telemovel|celular|conta|apolice|reserva|contribuinte|cliente|porta|voo|lugar|assento|matricula|fatura|factura|passaporte|cartao|utente|identificacao|contacto|contato|processo|encomenda|pedido|nif|iban|versao|modelo)\b)|frequencia|(?:do|did) i (?:\w+ ){1,3}(?:a lot|much|often|regularly|frequently)|(?:costumo|vou|ando) (?:\w+ ){0,2}(?:muito|muitas vezes|frequentemente|regularmente)|too much|too many|enough|(?:o )?suficiente|demasiad[oa]s?|demais|a mais|em excesso)\b|^(?:eu )?\w+ (?:muito|muitas vezes|frequentemente|regularmente|com frequencia) \?$/,
  ],
  [
    "cause",
    /\b(?:what (?:made|makes|kept|keeps|caused|causes|triggered|triggers|brought|brings|lifted|lifts|calmed|calms|relaxed|relaxes|soothed|soothes|stressed|stresses|worried|worries|upset|upsets|drained|drains|gives|gave|saps|kills|boosts)(?: me| my)?|what (?:was|were|am|are|have) i (?:been )?(?:so )?(?:worried|anxious|stressed|nervous|upset|angry|sad|happy|excited|afraid|scared) (?:about|over|of)|why (?:was|am|did|do|have) i|what is behind|what was behind|what (?:helped|helps)|o que (?:me )?(?:acalmou|acalma|acalmava|relaxou|relaxa|relaxava|da|dao|deu|tira|tirou|rouba|fez|faz|deixou|deixa|tem deixado|tem feito|tem preocupado|tem stressado|tem estressado|tem animado|causou|causa|animou|anima|stressou|estressou|stressa|estressa|chateia|chateou|irrita|irritou|cansa|cansou|alegra|alegrou|entristece|entristeceu|preocupou|preocupa|preocupava|ajudou|ajuda|ajudava|incomodou|incomoda|incomodava|animava|deixava|stressava|estressava|fazia|dava|tirava)|com o que (?:e que )?(?:eu )?(?:estava|andava|estou|ando|fiquei|andei|estive|tenho andado|tenho estado) (?:tao )?(?:preocupad[oa]|ansios[oa]|stressad[oa]|estressad[oa]|nervos[oa]|chatead[oa]|irritad[oa]|triste|feliz|contente)|porque (?:e que )?(?:estive|estou|andei|ando|fiquei|me senti)|por ?que (?:eu )?(?:estive|estou|andei|fiquei))\b/,
  ],
  [
    "list",
    /\b(?:what did i (?:write|do|journal|note|record|say|get up to)|what was i doing|o que (?:e que )?(?:eu )?(?:estava|andei|estive) (?:a )?(?:fazer|fazendo)|what have i (?:written|done|been up to)|show me|list|tell me what i|read me|what happened|what went on|what was going on|o que (?:e que )?(?:eu )?(?:escrevi|fiz|registei|registrei|anotei|fiz eu|aconteceu|se passou)|mostra(?:-me)?|mostre|lista|le-me|o que andei a fazer|o que estive a fazer)\b/,
  ],
  ["latest", /\b(?:latest|most recent|newest|what is new|anything new|novidades|o que ha de novo|last (?:\d{1,2} )?(?:journal )?(?:entry|entries|note|notes|post|posts|thing i wrote)|ultim[oa]s? (?:\d{1,2} )?(?:entrada|entradas|nota|notas|registo|registos|registro|registros)|ultima coisa que (?:eu )?escrevi|mais recentes?|recentes)\b/],
  ["earliest", new RegExp(String.raw`\b(?:first (?:\d{1,2} )?(?:journal )?(?:entry|entries|note|notes)|when did i (?:start|begin) (?:my |the |this )?(?:journal|diary|journaling|writing)|quando (?:e que )?(?:eu )?comecei (?:o |a )?(?:(?:meu|minha) )?(?:diario|a escrever|escrever)|how long have i (?:been )?(?:journal(?:l?ing|led)?|writing|(?:kept|keeping|had) (?:a |my |this |the )?(?:journal|diary))|since when (?:have i|do i|am i) (?:been )?(?:journal|writ|keep)\w*|(?:desde quando|ha quanto tempo) (?:e que )?(?:eu )?(?:escrevo|(?:tenho|mantenho|faco) (?:o |um |este |esse )?(?:meu )?diario)|oldest|earliest|very first|primeir[oa]s? (?:\d{1,2} )?(?:entrada|entradas|nota|notas|registo|registos|registro|registros)|mais antig[oa]s?|${firstDayWritten})\b`)],
  ["search", /\b(?:find|search|look (?:up|for)|lookup|anything about|what do (?:my )?(?:notes|entries|journal) say|did i (?:ever )?(?:mention|write about|talk about)|have i (?:ever )?(?:mentioned|written about)|procura|pesquisa|encontra|busca|alguma vez (?:escrevi|falei|mencionei)|o que (?:dizem|diz) (?:as )?(?:minhas )?(?:notas|entradas))\b/],
  ["advice", /\b(?:what should i (?:do|try|change|focus)|what to focus on|any (?:advice|suggestions|tips|ideas)|advice|suggest\w*|recommend\w*|to-?dos?|next steps|what can i do to|what (?:can|could|should) i do (?:about|with) (?:it|this|that|them|these|those|my \w+)|how can i (?:improve|feel better|be happier|reduce)|o que (?:e que )?(?:eu )?(?:devo|deveria|posso|poderia) fazer|(?:em|no) que (?:e que )?(?:eu )?(?:me )?(?:devo|deveria|preciso|tenho (?:de|que)) (?:me )?(?:focar|concentrar)|(?:devo|deveria) focar-me|conselhos?|sugest\w*|dicas?|recomend\w*|proximos passos|como posso (?:melhorar|ficar|sentir|reduzir))\b/],
  ["lately", /\b(?:have i been (?!doing\b|feeling\b)\w+ing|tenho (?!estado\b|andado\b|sido\b)\w+(?:ado|ido)|lately|recently|these days|nowadays|of late|in recent (?:days|weeks)|ultimamente|recentemente|nos ultimos tempos|nestes dias|esses dias|estes dias|hoje em dia)\b/],
  [
    "entitlement",
    /\bhow (?:many|much) (?:[a-z']+ ){1,3}(?:(?:can|may|could|must) (?:i|we)|(?:can|may) (?!you\b|i\b|we\b)[a-z]+|(?:am i|are we|is one) (?:allowed|entitled|permitted|required)|(?:is|are) (?:allowed|permitted)|do (?:i|we) (?:get|have to|need to|owe)|(?:does|do) (?:my|the|our) (?:[a-z]+ ){1,2}(?:allow|give|grant|permit|cover))\b|\bhow many (?:days|weeks|months)'? (?:of )?(?:notice|warning)\b|\bquant[oa]s? (?:[a-z-]+ ){1,4}(?:posso|podemos|podem|se pode|pode-se|e permitido|sao permitid[oa]s|(?:me|nos) (?:da|dao|cabem|cabe)|(?:tenho|temos) (?:direito|(?:de|que) (?:dar|pagar)|para)|(?:sou|estou|somos) (?:autorizad|obrigad)[oa]s?)\b|\ba quant[oa]s (?:[a-z-]+ ){1,4}(?:tenho|temos) direito\b|\b(?:posso|podemos) (?:[a-z-]+ ){1,2}quant[oa]s\b|\bquant[oa]s (?:dias|semanas|meses) de (?:pre-?aviso|aviso|antecedencia)\b|\bhow many (?:days|weeks|months|years)'? (?:worth )?(?:of )?(?:[a-z]+ ){1,2}(?:did|do|must|should|will) (?:i|we) (?:pay|owe|put down|give|leave)\b|\bquant[oa]s (?:dias|semanas|meses|anos) de (?:[a-z]+ ){1,2}(?:paguei|pagamos|pago|pagar|dei|demos|deixei|deixamos|devo|devemos)\b/,
  ],
  ["remember", /^(?:please |por favor )?(?:remember|note that|don't forget|do not forget|lembra(?:-te)?|lembre(?:-se)?|nao (?:te )?esquecas|nao esqueca|guarda|anota)\b/],
];

/** The cues a normalised message carries. */
/** "more than a year ago", "longer than 10 years ago": a time back, whose "than" compares nothing. */
const longAgoSaid = /\b(?:more|longer|less) than \S+ (?:days?|weeks?|months?|years?|decades?) ago\b/g;

export const findCues = (normalized: string): Set<Cue> => {
  const cues = new Set(cuePatterns.filter(([, pattern]) => pattern.test(normalized)).map(([cue]) => cue));
  if (cues.has("comparison") && !comparisonCue.test(normalized.replace(longAgoSaid, " "))) cues.delete("comparison");
  // "what's the number of my rental agreement?", "qual é o meu número de sócio?": an identifier asked, not how many.
  if (identifierAsked.test(normalized) && !countInWords.test(normalized)) cues.delete("count");
  return cues;
};

/** "what can I do?", "what should I do now?", "o que eu posso fazer?", "e o que eu faço?": what to do, said of nothing. */
const bareWhatToDo =
  /^(?:(?:and|so|but|e|entao|mas) )?(?:what (?:can|could|should|do) i do(?: now| then| next)?|o que (?:e que )?(?:eu )?(?:posso|poderia|devo|deveria|faco|hei de fazer)(?: fazer)?(?: agora| entao)?)\s*\??$/;

/**
 * The cues of a bare "what can I do?", "o que eu posso fazer?" said right after a feeling told or a mood asked or
 * answered ("I'm stressed about work", "estou triste", "how was my mood in November?"): what to do about it, advice,
 * not what the offline mode can do. Other cues are kept as found.
 */
export const cuesAfter = (cues: Set<Cue>, normalized: string, previous: { readonly metric: unknown; readonly cues: ReadonlySet<Cue> } | null): Set<Cue> => {
  const moodBefore = previous !== null && (previous.metric !== null || previous.cues.has("wellbeing") || previous.cues.has("advice"));
  if (!moodBefore || !bareWhatToDo.test(normalized)) return cues;
  cues.delete("capabilities");
  cues.add("advice");
  return cues;
};
