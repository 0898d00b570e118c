import { foldAccents } from "@lifeos/core";

/**
 * The journal skill's own patterns, over the normalised question (lower
 * case, no accents, shorthand spelled out): English, then Portuguese.
 */

/**
 * "my week", "a minha semana", "o meu mes", and Portuguese's bare article ("como foi a semana?", "e o mês?", as English's
 * "the week"): a period of the user's own without a date. A bare "o dia" is too common to be one ("o dia 3").
 */
export const myPeriod =
  /\b(?:my|this past|the)\s+(day|week|weekend|month|year)\b(?! (?:with|when|that|where|in which|i\b))|\b(?:(?:a|o)\s+)?(?:minha|meu)\s+(dia|semana|fim de semana|mes|ano)\b|\b(?:do|da|deste|desta)\s+(dia|semana|fim de semana|mes|ano)\b|\b(?:a|o)\s+(semana|fim de semana|mes|ano)\b(?! (?:passad|anterior|que vem|seguinte|de|do|da|em|inteir|tod|(?:mais|menos|com|que)\b))/;

/** Comparative mood words: "happier", "more stressed", "less tired", "mais feliz", "menos stressado", "better", "pior". */
export const comparative =
  /\b(?:happier|sadder|calmer|more (?:stressed|anxious|tired|energetic|relaxed|happy|content)|less (?:stressed|anxious|tired|energetic|happy|sad)|better|worse|mais (?:feliz|felizes|triste|stressad[oa]|estressad[oa]|ansios[oa]|cansad[oa]|calm[oa]|content[oa]|energi\w*|animad[oa])|menos (?:feliz|triste|stressad[oa]|estressad[oa]|ansios[oa]|cansad[oa])|(?<!\b(?:o|a|os|as|meu|minha|meus|minhas|teu|tua|seu|sua|nosso|nossa) )(?:melhor|pior))\b/;

/** A Portuguese superlative said with an article or a possessive: "o melhor dia", "o meu melhor dia", "a semana mais feliz", "os dias mais stressantes". */
export const articleSuperlative = /\b(?:o|a|os|as|meu|minha|meus|minhas) (?:(?:melhor|pior|melhores|piores)\b|(?:dia|dias|semana|semanas|mes|meses|altura|alturas|momento|momentos|fase) (?:mais|menos)\b)/;

/** A comparative that asks for the lower end: "less stressed", "sadder", "calmer", "menos feliz". */
export const towardsLow = /\b(?:less|menos|sadder|calmer|worse|pior|mais triste|mais calm[oa])\b/;

/** Words before a date that make it the baseline of a comparison ("than last year", "do que no ano passado"). */
export const baselineBefore = /(?:than|compared (?:to|with)|versus|vs\.?|do que|que|comparad[oa] (?:com|a)|em relacao a)\s*(?:in |on |during |the |no |na |em |o |a )*$/;

/** Asks for moments or days, not a number ("moments", "days", "times", "entries", "momentos", "dias"). */
export const momentWords = /\b(?:moments?|days?|times?|entries|memories|highlights|momentos?|dias?|alturas?|vezes|entradas|memorias|quando)\b/;

/** Asks when ("when was I…", "quando estive…"). */
export const whenWords = /^(?:when|quando)\b|\bwhen (?:was|were|did) i\b|\bquando (?:e que )?(?:eu )?(?:estive|fiquei|me senti|fui)\b/;

/** Asks about a single item: "my last entry", "a última entrada". */
export const singular = /\b(?:last|latest|most recent|newest|first|oldest|very first) (?:journal )?(?:entry|note|post|thing|day|time i wrote)\b|\bprimeiro dia\b|\bprimeira vez que (?:eu )?escrevi\b|\b(?:ultima|primeira|mais recente|mais antiga) (?:entrada|nota|coisa)\b|\bentrada mais (?:recente|antiga)\b/;

/** A question about the world, not the user ("what is…", "how tall…", "o que é…"). */
export const generalQuestion = /^(?:what|who|where|how|why|which|o que|quem|onde|como|porque|qual)\b.*\b(?:is|are|does|do|was|were|e|sao|foi|eram)\b/;

/** Yes/no questions ("was I…", "am I…", "did I…", "estive…", "estou…", "eu me sinto…", "fui…"). */
export const yesNo =
  /^(?:was|were|am|is|did|do|have|has|(?:eu )?(?:estive|estava|estou|fui|sou|fiquei|fico|ando|andei|andava|tenho|tive|tinha|me sinto|sinto-me|me senti|senti-me|durmo|dormi)|sera que)\b/;

/** Words that open a follow-up to the previous question ("and last month?", "e em abril?", "what about stress?"). */
export const followUpOpening = /^(?:and|what about|how about|same for|e|e quanto a|e no|e na|e em|e o|e a|e para|e sobre|mesmo para)\b/;

/** Asks what comes up most ("what do I write about most?", "recurring themes", "temas mais frequentes"). */
export const themesAsked = /\b(?:write about (?:the )?most|(?:what|which) (?:themes|topics|subjects) (?:come up|appear|show up|recur|keep coming up|do i write about)|(?:que|quais) (?:temas|assuntos) (?:aparecem|surgem|se repetem)|sobre o que (?:e que )?(?:eu )?(?:mais )?escrevo(?: mais| com mais frequencia)?(?!\s+\w)|o que (?:e que )?(?:eu )?(?:mais )?escrevo mais|(?:usually|mostly|often|always) write about|what do i write about(?!\s+\w)|what are my entries (?:usually |mostly )?about(?!\s+\w)|(?:sobre o que|o que) (?:e que )?(?:eu )?(?:costumo|normalmente|geralmente) escrev\w*|most (?:frequent|common) (?:themes|topics|things)|(?:topics|themes|subjects|things) (?:that |which )?(?:come up|appear|show up|keep coming up|recur) (?:the )?most|(?:temas|assuntos|coisas) que (?:mais )?(?:aparecem|surgem|se repetem|volta[mn]? a aparecer)(?: mais)?|recurring (?:themes|topics)|my (?:main )?themes|(?:main|biggest|top|key|common) (?:themes|topics) (?:of|in) my (?:journal|diary|entries)|(?:temas|assuntos) (?:principais|mais importantes) (?:do|no) (?:meu )?diario|principais (?:temas|assuntos)|(?:temas|assuntos) (?:mais )?(?:frequentes|comuns|recorrentes)|o que (?:e que )?(?:eu )?mais escrevo|sobre o que (?:e que )?(?:eu )?mais escrevo|(?:sobre )?o que (?:e que )?(?:eu )?escrevo mais|(?:de|sobre) que (?:e que )?(?:eu )?(?:mais )?escrevo(?: mais)?)\b/;

/**
 * "What patterns do you see in my journal?", "any insights?", "tell me
 * something interesting", "que padrões vês no meu diário?": the journal's
 * patterns asked for as a whole, which its state answers (what comes up most,
 * what goes with happier or more stressful days).
 */
export const patternsAsked =
  /\b(?:(?:what|which|any) (?:patterns?|insights?|correlations?)(?: (?:do|can|did) you (?:see|notice|find|spot))?(?: (?:in|from|about|on) (?:my |the )?(?:journal|diary|entries|writing|life|data|me))?\s*\??$|(?:patterns?|insights?) (?:in|from|about|on) (?:my |the )?(?:journal|diary|entries|writing|life|data|me)\b|(?:tell|show) me (?:something|anything) (?:interesting|surprising)(?: (?:in|from|about) (?:my |the )?(?:journal|diary|entries|life|me))?\s*\??$|what (?:stands|stood) out(?: (?:in|from|about) (?:my |the )?(?:journal|diary|entries|life|me))?\s*\??$|what do you (?:notice|see) (?:in|about) (?:my |the )?(?:journal|diary|entries|me)\s*\??$|(?:que|quais|algum|alguns|ha) (?:padroes|padrao|insights?|correlacoes|correlacao)(?: (?:ves|encontras|notas|voce ve|voce encontra|ha))?(?: (?:no|do|nos|nas|das|em) (?:meu |minhas? |meus )?(?:diario|entradas|vida|dados))?\s*\??$|(?:padroes|padrao) (?:no|do|nos|nas|das) (?:meu |minhas? |meus )?(?:diario|entradas|vida|dados)\b|(?:conta|diz|mostra|diga|conte|mostre)(?:-me)? (?:algo|alguma coisa) (?:de )?(?:interessante|surpreendente)(?: (?:no|do|sobre o|sobre) (?:meu )?(?:diario|entradas|vida|mim))?\s*\??$|o que (?:e que )?(?:se )?destaca(?: (?:no|do) (?:meu )?diario)?\s*\??$|o que (?:e que )?(?:notas|reparas|ves|voce nota|voce ve) (?:no|sobre o|em) (?:meu )?diario\s*\??$)/;

/** Patterns or insights asked ("give me insights about my year", "que padrões vês no meu mês?"): of a period said, its review with its drivers. */
export const insightsAsked = /\b(?:patterns?|insights?|padroes|padrao)\b/;

/** Cause words that point at the low end of a metric ("what drains my energy?", "o que me tira energia?"). */
export const draining = /\b(?:drain\w*|saps?|kills?|tires?|exhausts?|takes away|tira|tirou|rouba|suga|cansa)\b/;

/** Asks about days of the week as a habit, not a date ("on weekends", "which day of the week", "aos fins de semana", "nos dias úteis"). */
export const weekdayAsked =
  /\b(?:(?:on|at|over|during) (?:the )?weekends|weekends? (?:vs|versus|or|than|compared)|(?:on|than|vs|versus|or) weekdays|weekdays? (?:vs|versus|or|than)|days? of the week|which (?:week)?day|what (?:week)?day of the week|(?:on|than) (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|(?:ao|aos|nos|nas|durante os) (?:fim|fins) de semana|fins de semana|dias? da semana(?! (?:passada|anterior|que vem|seguinte|de \d))|dias? uteis|dia util|(?:as|aos|nas|nos) (?:segundas|tercas|quartas|quintas|sextas|sabados|domingos))\b/;

/**
 * Asks who the people of the journal are, ranked ("who do I spend the most time with?", "who do I mention most?", "my
 * closest friends", "com quem falo mais?", "quem vejo mais?", "as pessoas mais presentes no meu diário"), also of a
 * period ("who did I see last week?", "com quem estive em março?"), or one of them ("which friend did I see most?",
 * "com que amigo estive mais?").
 */
export const peopleRanked =
  /\b(?:which|what) (?:friend|person|one of my friends) (?:do|did|have) i (?:\w+ ){0,5}(?:the )?(?:most|more|often|a lot)\b|\b(?:com )?(?:que|qual) (?:(?:e )?[ao] )?(?:amig[oa]|pessoa) (?:que )?(?:e que )?(?:eu )?(?:\w+ ){0,5}mais\b|\b(?:who|with whom) (?:do|did|have|am) i (?:\w+ ){0,5}(?:the )?(?:most|more|often|a lot)\b|\bwho (?:is|are|was|were) (?:my )?(?:closest|best friends?|the (?:people|person|friends?) (?:that |who )?i\b)|\bquem (?:e|sao|foi|foram) (?:[ao]s? )?(?:amig[oa]s?|pessoas?) (?:que|com quem|a quem) (?:\w+ ){0,4}mais\b|\b(?:people|persons|friends) (?:(?:that|who) )?(?:i )?(?:\w+ ){0,4}(?:most|more|often|a lot)\b|\b(?:most|more) (?:mentioned|frequent|present|important) (?:people|persons|friends|names)|\b(?:top|main|important) (?:people|persons|friends)\b|\bpeople in my (?:life|journal|diary)\b|\bcom quem (?:e que )?(?:eu )?(?:\w+ ){0,5}mais\b|\bquem (?:e que )?(?:eu )?(?:\w+ ){0,4}mais\b(?! (?:feliz|triste|cansad|stressad))|\b(?:pessoas|amigos|amigas) (?:que )?(?:\w+ ){0,4}(?:mais|frequentes|presentes|importantes)\b|\b(?:pessoas|amigos) (?:da|na) minha vida\b|\bwho (?:did|have) i (?:see|seen|meet|met|visit|visited|hang out with|hung out with|spend time with|spent time with|go out with|gone out with|talk to|talked to|have (?:dinner|lunch|coffee) with|had (?:dinner|lunch|coffee) with)\b|\bwho was i with\b|\bcom quem (?:e que )?(?:eu )?(?:estive|sai|jantei|almocei|falei|passei|me encontrei|estava)\b|\bquem (?:e que )?(?:eu )?(?:vi|conheci|visitei|encontrei)\b|\b(?:what|which|que|quais) (?:people|persons|friends|names|pessoas|amigos|amigas|nomes) (?:(?:do|did|have|e que) )?(?:i |eu )?(?:write|wrote|written|mention\w*|escrevo|escrevi|menciono|mencionei|aparecem)\b/;

/** Asks where the person goes or went ("where do I usually go?", "where did I go last weekend?", "onde costumo ir?", "onde fui em março?", "que sítios frequento mais?", "onde a gente mais vai?"). */
export const placesRanked =
  /\bwhere (?:did i go|have i been|was i(?! born\b)|did we go)\b|\ba?onde (?:e que )?(?:eu )?(?:fui|estive|andei|fomos|estivemos)\b|\bwhere (?:do|did|have) (?:i|we) (?:\w+ ){0,3}(?:usually|often|mostly|most|always|normally|spend|hang out|go)\b|\b(?:places|spots) (?:(?:that|where) )?(?:i )?(?:\w+ ){0,3}(?:most|more|often|usually|frequent|frequently)\b|\b(?:favou?rite|usual|most visited|most frequent) (?:places|spots)\b|\bonde (?:e que )?(?:eu |a gente |nos )?(?:costum\w+|vou mais|vai mais|vamos mais|passo mais|ando mais|estou mais|mais vou|mais vai|mais vamos|mais passo|mais frequent\w+)\b|\b(?:sitios|lugares|locais) (?:que )?(?:\w+ ){0,3}(?:mais|frequent\w+|costum\w+|habituais|preferidos|favoritos)\b|\b(?:what|which|que|quais|em que) (?:places|spots|cities|towns|sitios|lugares|locais|cidades) (?:(?:do|did|have|does|e que) )?(?:i |eu )?(?:write|wrote|written|mention\w*|visit\w*|been|go|gone|escrevo|escrevi|menciono|mencionei|visitei|fui|estive|aparecem|sao mencionad\w+)\b|\b(?:list|show|name|tell me) (?:me )?(?:all )?(?:the |my )?(?:places|spots|cities|towns)\b|\b(?:places|spots|cities|towns) (?:(?:that|where) )?i (?:have )?(?:visited|been(?: to)?|went(?: to)?|travell?ed to)\b|\b(?:sitios|lugares|locais|cidades) (?:que|onde) (?:eu )?(?:visitei|fui|estive|conheci|viajei)\b|\b(?:lista|mostra|diz|enumera)(?:-me)? (?:todos )?(?:os |as )?(?:sitios|lugares|locais|cidades)\b/;

/** Asks since when, or for how long ("how long have I been…", "since when…", "desde quando…", "há quanto tempo…"). */
export const sinceWhen = /\b(?:how long have i|since when|desde quando|ha quanto tempo)\b/;

/**
 * Asks how long it has been since the last entry ("how long since I last wrote?", "how many days since my last entry?",
 * "há quanto tempo não escrevo?", "quando escrevi pela última vez?").
 */
export const sinceLastWritten =
  /\bhow (?:long|many days) (?:has it been |is it )?since (?:i (?:last )?(?:wrote|written|write|journal(?:l?ed)?|made an entry)|my (?:last|latest|previous) (?:journal )?(?:entry|post)|the last entry)\b|\bwhen did i last (?:write|journal)\b|\bwhen was the last time i (?:wrote|journal(?:l?ed)?)\b|\b(?:(?:ha|faz) )?quant[oa]s? (?:tempo|dias|semanas) (?:e )?(?:que )?(?:eu )?(?:ja )?nao (?:escrevo|escrevi|escrevia|faco uma entrada)\b|\bquando (?:e que )?(?:eu )?escrevi (?:pela ultima vez|a ultima vez|a ultima entrada)\b|\bquando foi a ultima vez que escrevi\b/;

/** Asks how often the person writes ("how often do I write?", "com que frequência escrevo?", "how regularly do I journal?"). */
export const writingAsked = /\b(?:write|journal|journaling|escrevo|escrever|escrevi|escrevia)\b/;

/** Asks how the writing falls on the days of the week ("do I write more on weekends?", "escrevo mais ao fim de semana?", "which day do I write most?", "em que dia da semana escrevo mais?"). */
export const writingDaysAsked = (has: (pattern: RegExp) => boolean): boolean =>
  has(weekdayAsked) && (has(/\b(?:write|writes|wrote|writing|journal(?:l?ing)?|escrevo|escrever|escrevi|escrevia|entries|entradas|registos)\b/) || has(/\b(?:longer|shorter|mais longas?|mais curtas?)\b/));

/**
 * Asks for the best or worst month or week, not day ("what was my best month?", "my most stressful week", "qual foi a
 * pior semana do ano?", "o mês mais feliz"), also when the superlative comes after the month ("which month was my
 * happiest?", "em que mês estive mais triste?").
 */
export const periodSuperlative =
  /\b(?:which|what|em que|qual (?:foi )?(?:o|a)|que) (month|week|mes|semana)\b.*\b(?:best|worst|happiest|saddest|hardest|toughest|calmest|most|least|highest|lowest|melhor|pior|mais|menos)\b|\b(?:best|worst|happiest|saddest|hardest|toughest|calmest|most \w+|least \w+|highest|lowest) (month|week)s?\b|\b(?:month|week)s? (?:i was|was i|i felt) (?:the )?(?:most|least|happiest|saddest)\b|\b(?:melhor(?:es)?|pior(?:es)?) (mes|meses|semana|semanas)\b|\b(?<!dias? da )(mes|meses|semana|semanas) mais (?:feliz|felizes|triste|tristes|stressad[oa]s?|stressante|stressantes|estressad[oa]s?|estressante|calm[oa]s?|dificil|dificeis|cansad[oa]s?|cansativ[oa]s?|energic[oa]s?)\b/;

/** Asks in which month something came up most ("which month did I climb the most?", "em que mês corri mais?", "qual foi o mês em que vi mais o Tom?"). */
export const busiestMonthAsked = /\b(?:which|what|in which|in what) month\b.*\b(?:most|more)\b|\b(?:em )?que mes\b.*\bmais\b|\bqual (?:foi )?o mes (?:em )?que\b.*\bmais\b/;

/** A bare "why?" after a question ("why?", "how come?", "porquê?", "pq?", "e porque foi assim?"): the reasons behind the previous answer. */
export const whyAsked =
  /^(?:(?:and|but|e|mas) )?(?:why|how come|why is that|why was that|why so|what caused (?:that|it|this)|porque|porque nao|porque e que|por que|por qu[eê]|porque foi assim|porque e que foi assim|pq|o que causou (?:isso|isto)|a que se deve(?: isso)?)\s*\??$/;

/** Asks what went well or badly, without a mood word ("did anything good happen this week?", "aconteceu alguma coisa boa?"). */
export const goodOrBad = /\b(?:anything|something|things?) (?:good|nice|great|bad|awful)|good (?:things|news|moments)|bad (?:things|news|moments)|(?:alguma )?coisas? (?:boas?|mas|ma|bom|mau)|algo (?:de )?(?:bom|mau)|(?:boas|mas) (?:noticias|coisas)\b/;

/** What the person does in a mood ("what do I do when I'm stressed?", "o que faço quando estou triste?"): the topics that go with it. */
const moodDoings =
  String.raw`what (?:do|did) i (?:usually |normally |tend to |often )?do when i (?:am|feel|was|felt|get|got|have been)|o que (?:e que )?(?:eu )?(?:faco|fiz|costumo fazer|fazia) quando (?:estou|me sinto|estava|fico|ando|fiquei|me senti)|(?:most|biggest) (?:stressful|worrying|draining) (?:thing|things|part)s?|coisas? mais (?:stressantes?|estressantes?|preocupantes?|cansativas?)`;

/** Asks which topics go with a mood, over weeks ("what are my biggest stressors?", "which topics make me happiest?", "maiores fontes de stress"). */
export const driversAsked =
  new RegExp(String.raw`\b(?:stressors|(?:my |the )?(?:(?:biggest|main|greatest|major|top) )?(?:worries|concerns)(?! (?:about|with|over) )|(?:as )?(?:minhas )?(?:(?:maiores|principais|grandes) )?(?:preocupacoes|inquietacoes|angustias)(?! (?:com|sobre|acerca) )|what (?:drains|drained|exhausts|tires) me(?: out)?|what (?:are|were) my (?:recurring|main|biggest|usual|common|constant) (?:worries|concerns|fears|stressors)|(?:my )?recurring (?:worries|concerns|fears)|(?:minhas )?preocupacoes (?:recorrentes|principais|habituais|constantes)|(?:maiores|principais) preocupacoes|o que (?:e que )?me (?:drena|esgota|tira (?:a )?energia)|what habits (?:help|improve|lift|boost)|(?:que|quais) habitos me (?:fazem bem|ajudam|animam)|sources? of (?:stress|anxiety|joy|happiness)|(?:what|which) (?:topics|things|people|activities) (?:make|made|makes) me|what (?:stresses|stressed|worries|worried) me (?:the )?most|what (?:makes|made) me (?:the )?(?:happiest|most stressed)|what (?:makes|brings) me (?:happy|joy)(?! (?:last|this|on|in|yesterday)\b)|what (?:cheers|lifts) me up|o que (?:e que )?me (?:faz|deixa) (?:feliz|contente|alegre)(?! (?:na|no|em|ontem|este|esta)\b)|o que (?:e que )?me (?:anima|alegra)(?! (?:na|no|em|ontem)\b)|fontes? de (?:stress|estresse|ansiedade|alegria|felicidade)|(?:que|quais) (?:temas|coisas|pessoas|atividades) me (?:fazem|deixam|poem)|o que (?:mais )?me (?:stressa|estressa|preocupa|anima) mais|what(?:'s| is| has)(?: been)? (?:stressing|worrying|bothering|upsetting|draining|getting to) me|what (?:stresses|worries|bothers|upsets) me(?: out)?|what makes me (?:feel )?(?:so )?(?:sad|down|unhappy|anxious|stressed|worried|upset|low)(?! (?:last|this|on|in|yesterday)\b)|o que (?:e que )?me faz (?:sentir |ficar )?(?:triste|infeliz|em baixo|ansios[oa]|stressad[oa]|estressad[oa])(?! (?:na|no|em|ontem|este|esta)\b)|o que (?:e que )?me (?:stressa|estressa|preocupa|incomoda|cansa|deixa (?:ansios|stressad|estressad|triste|preocupad)\w*)|why (?:am i|have i been) (?:feeling )?(?:so |always |really )?(?:stressed|anxious|worried|sad|down|tired|exhausted|drained|unhappy)|why (?:do|does) i (?:always |still |often )?(?:feel|get) (?:so |always )?(?:stressed|anxious|worried|sad|down|tired|exhausted|drained|unhappy)|why (?:do i have|have i had|am i low on) (?:no |so little |little |low )?energy|porque (?:e que )?(?:me sinto|fico|estou|ando) (?:sempre |tao )?(?:sem energia|exaust\w*)|o que (?:e que )?me (?:tem|anda a|esta a) (?:deixar|deixado|por|posto|stressar|stressado|estressar|estressado|preocupar|preocupado|incomodar|incomodado|cansar|cansado)|o que me (?:stressou|estressou|preocupou|incomodou|cansou)|porque (?:e que )?(?:estou|ando|tenho andado) (?:tao |sempre )?(?:stressad|estressad|ansios|preocupad|triste|cansad|em baixo)\w*|what(?:'s| is| has| have)?(?: been)? (?:making|leaving) me (?:feel )?(?:so |this |that |really )?(?:tired|exhausted|drained|sad|down|stressed|anxious|unhappy)|what(?:'s| is| has been) (?:tiring|exhausting) me(?: out)?|${moodDoings})\b`);

/** Words of writing in the journal, as a question of its days says it. */
const writingVerb = String.raw`(?:write|wrote|written|writing|journal\w*|escrevi|escrever|escrevo|escrito|entradas?)`;

/** Words that say days ran one after the other ("in a row", "straight", "seguidos", "consecutivamente"). */
const inARow = String.raw`(?:in a row|consecutive(?:ly)?|straight|on end|seguidos|consecutivos|consecutivamente|a fio)`;

/**
 * Asks for the run of days written ("what's my longest writing streak?", "qual foi a minha maior sequência de dias a
 * escrever?", "how many days in a row did I write?"), the days and the writing said in either order, and the run said
 * anywhere after the days too ("how many days did I write in a row?", "quantos dias escrevi seguidos?").
 */
export const streakAsked = new RegExp(
  String.raw`\b(?:writing|journal(?:l?ing)?|current|longest|best|biggest) streak\b|\bstreak (?:of|in) (?:writing|journal(?:l?ing)?|entries)\b|\bsequencia (?:atual|de (?:dias|escrita|entradas))\b|\b(?:maior|melhor) sequencia\b|\bsequencia mais longa\b|\b(?:days in a row|consecutive days|dias (?:seguidos|consecutivos|a fio))\b.*\b${writingVerb}\b|\b${writingVerb}\b.*\b(?:days in a row|consecutive days|dias (?:seguidos|consecutivos|a fio))\b|\b(?:days|dias)\b(?=.*\b${writingVerb}\b)(?=.*\b${inARow}\b)`,
);

/** Asks which days have no entry ("which days did I not write in March?", "que dias não escrevi em setembro?"). */
/** Asks whether every day of a period has an entry ("did I write every day this month?", "escrevi todos os dias esta semana?", "did I miss a day?"). */
const everyDayWritten = String.raw`(?:did|have) i (?:write|written|journal(?:l?ed)?) (?:every|each) (?:single )?day|did i (?:miss|skip) (?:a|any) days?(?: of (?:writing|journal(?:l?ing)?))?|(?:eu )?escrevi todos os dias|(?:falhei|saltei|perdi) (?:algum|um) dia|houve (?:algum )?dia (?:em )?que (?:eu )?nao escrevi`;
export const everyDayAsked = new RegExp(String.raw`\b(?:${everyDayWritten})\b`);

export const unwrittenDaysAsked =
  new RegExp(String.raw`\b(?:${everyDayWritten})\b|\b(?:which|what) days? (?:did i not|did not i|have i not|have not i|i did not) (?:write|journal)\b|\bdays? (?:that |when )?i (?:did not|have not) (?:write|written|journal(?:l?ed)?)\b|\b(?:que|quais|em que) dias? (?:e que )?(?:eu )?nao (?:escrevi|escrevo)\b|\bdias? (?:em )?que (?:eu )?nao (?:escrevi|escrevo)\b|\bhow many days (?:did i (?:go|spend)|have i (?:gone|spent)|was i) without (?:writing|an entry|entries|journal(?:l?ing)?)\b|\bquantos dias (?:e que )?(?:eu )?(?:fiquei|passei|estive|andei) sem (?:escrever|entradas?)\b`);

/** Asks for the longest time without writing or the run of days written ("what's the longest I went without writing?", "qual foi o maior intervalo sem escrever?", "my writing streak"). */
export const gapAsked = new RegExp(
  String.raw`${unwrittenDaysAsked.source}|\b(?:longest|biggest|largest|most (?:days|time)|maior|mais (?:dias|tempo))\b.*\b(?:without (?:writing|an entry|entries|journal(?:l?ing)?)|gaps?|breaks?|pauses?|sem (?:escrever|entradas?|registos?|registar)|intervalos?|pausas?|interrupc(?:ao|oes))\b|${streakAsked.source}`,
);

/** What made the person most (or least) of a mood: "o que me deixou mais stressado em abril?", "what made me more anxious?" — the top days, not a comparison. */
export const causeSuperlative = /\b(?:o que|que coisas?|quem|what|who) (?:e que )?(?:mais )?(?:me )?(?:deixou|deixa|deixaram|fez|faz|fizeram|pos|poe|made|makes|make) (?:me )?(?:the )?(?:mais|menos|more|less|most|least)\b(?!.*\b(?:than|do que|ou)\b)/;

/** Days of a kind counted: "how many bad days did I have?", "quantos dias maus tive?", "how many good days this month?". */
export const dayKindAsked =
  /\b(?:good|great|happy|nice|bad|awful|terrible|rough|hard|tough|sad|difficult|down|low) days?\b|\bdias? (?:bons|bom|otimos|felizes|maus|mau|ruins|ruim|dificeis|dificil|tristes|pessimos|complicados|em baixo)\b|\b(?:bons|maus|otimos|pessimos) dias\b/;
/** The low end of such a day ("bad", "maus"); the others are the high end. */
export const lowDayKind = /\b(?:bad|awful|terrible|rough|hard|tough|sad|difficult|down|low) days?\b|\bdias? (?:maus|mau|ruins|ruim|dificeis|dificil|tristes|pessimos|complicados|em baixo)\b|\b(?:maus|pessimos) dias\b/;

/** The most of a measure ("my longest run", "the fastest 10k", "a corrida mais longa", "a maior distância"): entries hold the numbers, the tools do not compare them. */
const measureAdjectives = "longest|furthest|farthest|fastest|slowest|shortest|heaviest|most expensive|cheapest";
const medidas = "long[ao]s?|rapid[ao]s?|lent[ao]s?|curt[ao]s?|car[ao]s?|barat[ao]s?|pesad[ao]s?|distantes?";
export const measureSuperlative = new RegExp(`\\b(?:${measureAdjectives})\\b|\\bmais (?:${medidas})\\b|\\bmaior(?:es)? (?:distancia|tempo|subida)\\b`);
/** The words of such a measure, never the topic. */
export const measureWord = new RegExp(`^(?:${measureAdjectives}|${medidas})$`);

/** "how much did I spend on…", "how many km did I run?", "quanto gastei em…": an amount written in entries, which the tools do not add up. */
export const amountSpentAsked =
  /\bwhat (?:did|do|have) i (?:spend|spent|pay|paid) (?:the )?most (?:money )?(?:on|for)\b|\bwhere (?:does|did|has) (?:all )?my money (?:go|gone)\b|\b(?:em|com) que (?:e que )?(?:eu )?(?:gastei|gasto|gastamos|tenho gasto) mais\b|\bonde (?:e que )?(?:eu )?(?:gastei|gasto|tenho gasto) mais\b|\b(?:para|pra) onde vai (?:o )?(?:meu )?dinheiro\b|\bhow much\b.*\b(?:spen[dt]|spending|cost|costs|pay|paid)\b|\bquant[oa]s? (?:e que )?(?:eu )?(?:gastei|gasto|gastamos|gastou|paguei|pago|custou|custa|custam)\b|\bhow many (?:km|kms|kilomet(?:er|re)s|miles|steps|calories|kg|kilos|pounds|litres|liters)\b|\bquant[oa]s (?:km|quilometros|milhas|passos|calorias|kg|quilos|litros)\b/;

/** "how many hours did I work this week?", "quantos minutos meditei?": a length of time the entries may write, which the tools do not add up. */
export const hoursAsked = /\bhow many (?:hours|minutes)\b|\bquant[oa]s (?:horas|minutos)\b/;
/** The word of such a length, never the topic. */
export const hoursWord = /^(?:hours?|minutes?|horas?|minutos?)$/;

/** The words that only say a kind of day ("bad", "days", "maus"). */
export const dayKindWord = /^(?:good|great|happy|nice|bad|awful|terrible|rough|hard|tough|sad|difficult|down|low|days?|dias?|bons|bom|otimos|felizes|maus|mau|ruins|ruim|dificeis|dificil|tristes|pessimos|complicados|baixo)$/;

/** The main events of a period ("what were the main events this year?", "os momentos marcantes de outubro"): its summary. */
export const mainEventsAsked =
  /\b(?:(?:main|major|big|biggest|key) (?:events|moments|happenings)|(?:principais|grandes|maiores) (?:acontecimentos|eventos|momentos)|(?:acontecimentos|momentos) (?:principais|mais importantes|marcantes))\b/;


/**
 * What a worry or a stress was about, asked: "what was I worried about?", "what stressed me out in March?", "com o que
 * andei preocupado?", "o que me preocupava?", "what made me anxious recently?", "o que me deixou ansioso ultimamente?",
 * "what caused my stress?": the subjects of the stressed entries, not only their days.
 */
export const worryAbout =
  /\b(?:what (?:drains|drained|saps|sapped|zaps|wears out|wore out|tires|tired|exhausts|exhausted|is draining|has been draining) (?:me|my energy)(?: out)?|what (?:takes|took) (?:away )?my energy|o que (?:e que )?me (?:cansa|cansava|cansou|esgota|esgotava|esgotou|desgasta|desgastava|tira (?:a )?energia|tirava (?:a )?energia|suga (?:a )?energia|deixa (?:tao |mais |muito )?(?:cansad|esgotad|exaust|sem energia)\w*)|what (?:has |had |have )?(?:made|makes|making|got|gotten|left) me (?:so |feel |really |more |that )*(?:anxious|worried|stressed|nervous|upset|uneasy|on edge|sad|down|tired|exhausted)|what (?:caused|triggered|was behind|were behind) (?:my |the )?(?:anxiety|stress|worries|worry|nerves|sadness|bad days|low days)|o que (?:e que )?(?:me )?(?:deixou|deixava|fez ficar|fazia ficar|tem deixado|andou a deixar|pos|punha)(?: me)? (?:tao |mais |muito )?(?:ansios|preocupad|stressad|estressad|nervos|inquiet|triste|em baixo|cansad|abatid)\w*|o que (?:e que )?(?:causou|provocou|estava por tras|esteve por tras)(?: d?(?:a|o|os|as))? (?:minha |meu |meus |minhas )?(?:ansiedade|stress|estresse|preocupac\w+|nervos|tristeza|dias maus)|(?:worried|worrying|anxious|stressed|stressing|nervous|upset|concerned|fretting) (?:out )?(?:about|over)|what (?:worried|stressed|bothered|troubled|upset) me|(?:preocupad|ansios|stressad|estressad|nervos|inquiet)[oa]s? (?:com|por causa)|com o que (?:e que )?(?:eu )?(?:\w+ ){1,2}(?:preocupad|ansios|stressad|estressad|nervos|inquiet)[oa]s?|o que (?:e que )?(?:eu )?me (?:preocupei|preocupou|preocupava|stressou|estressou|stressava|estressava|incomodou|incomodava|inquietou|inquietava))\b/;

/**
 * One day asked at an end of the mood, not a list: "what was my best day?", "my happiest day this year", "which day was I
 * saddest?", "qual foi o meu melhor dia?", "o dia mais triste do mês", "em que dia estive mais feliz?". Plurals ("my best
 * days", "os melhores dias") and a day of the week ("which day of the week") are lists.
 */
export const oneDayAsked =
  /\b(?:(?:best|worst|happiest|saddest|hardest|toughest|calmest|(?:most|least) \p{L}+) day|(?:which|what) day (?:was|did|am|were)|(?:melhor|pior) dia|dia (?:mais|menos) \p{L}+|(?:em )?que dia (?:estive|fiquei|foi|me senti))\b(?! of the week| da semana)/u;

/** The words of a weekday question that are not its subject ("weekends", "fins de semana", "segundas"). */
export const weekdayWord = /^(?:weekends?|weekdays?|week|day|days|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|fim|fins|de|semana|dias?|uteis|util|segundas|tercas|quartas|quintas|sextas|sabados|domingos)(?: (?:de|semana|uteis|util|weekends?|fim))*$/;

/** The dates a weekday habit is asked over: "ao fim de semana" also reads as this weekend, a habit asked, not that date. */
export const habitDates = <Range extends { readonly text: string }>(range: Range | null): Range | null =>
  range !== null && !weekdayWord.test(foldAccents(range.text.toLowerCase())) ? range : null;
