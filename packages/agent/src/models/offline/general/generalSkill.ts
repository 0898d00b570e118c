import { suggestsSelfHarm } from "@lifeos/core";
import type { OfflineSkill, SkillPlan } from "../OfflineSkill.js";
import type { Question } from "../question/Question.js";
import { paragraphs } from "../answerText.js";
import { capabilityText, fewExamples, generalPhrases, shortCapabilityText } from "./generalPhrases.js";
import { writtenInOtherLanguage } from "./otherLanguage.js";
import { weekdayOf } from "./weekdayNames.js";
import { documentsFound, startAnswer, startCall } from "./startAnswer.js";

/** Requests no skill of a personal data assistant answers: writing, translating, world knowledge. */
const outsideRequests =
  /\b(?:(?:write|create|generate|make|give me|code|build)(?: me)?(?: (?!about\b)\w+){0,3} (?:code|program|programs|function|functions|script|scripts|class|query|regex|app|website|snippet|algorithm)|(?:code|program|function|script|snippet) (?:in|using) (?:python|javascript|typescript|java|sql|rust|go|c|bash|php|ruby)|(?:escreve|escreva|escrever|cria|crie|criar|faz|faca|fazer|gera|gere|gerar)(?:-me| me)?(?: (?!sobre\b)[\w-]+){0,3} (?:programa|programas|codigo|funcao|funcoes|script|classe|consulta|app|aplicacao|site|algoritmo)|(?:codigo|programa|funcao|script) (?:em|para) (?:python|javascript|typescript|java|sql|rust|go|c|bash|php|ruby)|(?:what is|how is|will|what will) (?:the )?weather|weather (?:like )?(?:today|tomorrow|this week|this weekend|next \w+)|(?:como|qual) (?:esta|vai estar|estara|vai|e) o tempo|o tempo (?:amanha|hoje|para (?:amanha|hoje|o fim de semana))|tell me a (?:joke|story)|(?:price|value) of (?:a )?(?:bitcoin|ethereum|gold|oil)|(?:bitcoin|ethereum|gold|oil) price|(?:preco|cotacao|valor) (?:do|da) (?:bitcoin|ethereum|ouro|petroleo)|(?:write|compose|make) (?:me )?(?:a |an )?(?:poem|story|song|essay|email|letter|code|program|script)|translate|what is the weather|weather (?:forecast|today|tomorrow)|forecast|latest news|capital of|who won|who is the president|conta(?:-me)? uma (?:piada|historia)|escreve(?:-me)? um (?:poema|texto|email)|escreva um (?:poema|texto|email)|traduz|traduza|previsao do tempo|que tempo (?:vai|esta|faz)|noticias|capital d[aoe]|quem ganhou)\b/;

/**
 * "translate my lease", "write an email to my boss", "traduz o meu contrato", "escreve uma mensagem ao meu senhorio":
 * writing, whatever it is about, asked at the start of the message.
 */
const translateRequest =
  /^(?:please |can you |could you |por favor |podes |pode |consegues )?(?:translate|traduz|traduza|traduzir|traduzes|(?:write|compose|draft)(?: me)?(?: an?| the| some)?(?: \w+)? (?:email|e-mail|letter|message|text|poem|story|essay|reply)|(?:escreve|escreva|escrever|redige|redija)(?:-me| me)?(?: um| uma)?(?: \w+)? (?:email|e-mail|carta|mensagem|texto|poema|resposta))\b/;

/** Asks for a forecast or for investment advice: what markets, prices or the weather will do, whether to buy or sell. */
const foresightRequests =
  /\b(?:will (?:the |my )?(?:stock ?market|markets?|stocks?|shares?|prices?|bitcoin|crypto|economy|portfolio|it (?:rain|snow|be (?:sunny|hot|cold)))|what will (?:the )?(?:stock ?market|markets?|stocks?|prices?|bitcoin|economy) do|(?:stock ?market|markets?|stocks?|bitcoin|crypto|prices?) (?:going to|gonna) (?:go|rise|fall|crash|drop)|is it going to (?:rain|snow)|should i (?:buy|sell|invest)|is (?:it|now) a good (?:time|idea) to (?:buy|sell|invest)|predict\w*|forecast\w*|o mercado vai|(?:a bolsa|as acoes|os precos?|a economia|o bitcoin|a carteira) vai|vai (?:chover|nevar|fazer sol|fazer calor|fazer frio|estar (?:sol|calor|frio|bom tempo))|devo (?:comprar|vender|investir)|vale a pena (?:comprar|vender|investir)|e boa altura para (?:comprar|vender|investir)|previs(?:ao|oes|ivel))\b/;

/**
 * "how many hours should I sleep?", "quanta água devo beber por dia?": how much of something is good for anyone, general
 * advice the offline mode does not give (a count of entries would answer something else). Below what the person's own
 * records set ("how much rent should I pay?" is the lease's).
 */
const generalAdviceAsked =
  /^(?:and |e )?(?:how (?:many|much)(?: [a-z']+){0,3} (?:should|ought to|must) (?:i|we|one|a person|an adult|people)|quant[oa]s?(?: [a-z-]+){0,3} (?:devo|deveria|devemos|deve uma pessoa|deve um adulto|se deve|e recomendad[oa]s?|sao recomendad[oa]s))\b/;

/** How to fix, solve or install something ("how do I fix …?", "como resolvo …?"): the person's own documents may say. */
const howToFix =
  /\b(?:how (?:do|can|should) (?:i|you|we) (?:fix|install|solve|resolve|repair)|como (?:e que )?(?:(?:eu )?(?:se )?)(?:resolvo|resolve|resolver|corrijo|corrige|corrigir|conserto|consertar|reparo|reparar|instalo|instala|instalar))\b/;

/** A unit an amount is counted in ("hours", "litros"): not what the advice is about. */
const unitWord = /^(?:hours?|minutes?|days?|weeks?|months?|years?|times?|litres?|liters?|glasses|cups|grams?|kilos?|steps|horas?|minutos?|dias?|semanas?|meses|m[eê]s|anos?|vezes|litros?|copos?|chávenas?|gramas?|quilos?|passos)$/iu;

/** Asks how the person will feel or be ("predict my mood tomorrow", "how will I feel next week?", "consegues prever como vou estar amanhã?"). */
const moodForesightRequests =
  /\b(?:(?:predict|forecast|guess)\w* (?:how|what) (?:i will|i am going to|my (?:mood|week|day|stress)\w*)|(?:predict|forecast)\w* (?:my )?(?:mood|feelings?|stress|happiness|energy)|how (?:will|am) i (?:going to )?(?:feel|be|do)\b.*\b(?:tomorrow|next|later|soon)|(?:prever|adivinhar|preves|preve|adivinhas|adivinha|dizer-me|dizer) (?:como|o que) (?:eu )?(?:vou|irei) (?:estar|sentir|andar)|prever o (?:meu )?(?:humor|stress|estado)|como (?:e que )?(?:eu )?(?:vou|irei) (?:estar|me sentir|sentir-me|andar) (?:amanha|na proxima|no proximo|para a semana|daqui))/;

/** Asks LifeOS to act in the world: play, set an alarm, book, send, order. */
const actionRequests =
  /^(?:please |can you |could you |por favor |podes |pode |consegues )?(?:play (?:some |a |me )?(?:music|song|songs|playlist|radio)|set (?:an? |my )?(?:alarm|timer)|wake me|(?:book|schedule) (?:me )?(?:a |an )?(?:\w+ )?(?:table|flight|hotel|taxi|ride|room|ticket|appointment|session|consultation)|call (?:a |an |me a )?(?:taxi|cab|uber)|send (?:a |an )?(?:message|email|text|sms)|order (?:a |some |me )?(?:food|pizza|taxi)|turn (?:on|off) |(?:toca|tocar|poe|mete|põe)(?:-me| me)? (?:uma |um |a |o )?(?:musica|cancao|playlist|radio)|(?:define|poe|mete|cria)(?:-me| me)?(?: um| o)? (?:alarme|despertador|temporizador)|acorda-me|(?:reserva|reservar|marca|marcar)(?:-me| me)? (?:uma |um )?(?:mesa|voo|hotel|taxi|bilhete|quarto|sessao|consulta)|(?:envia|enviar|manda|mandar)(?:-me| me)? (?:uma |um )?(?:mensagem|sms|email)|(?:pede|pedir|encomenda)(?:-me| me)? (?:uma |um )?(?:pizza|comida|taxi|uber)|liga a (?:luz|tv|televisao)|desliga a (?:luz|tv|televisao))\b/;

/** Asks to delete a record that is no memory: a document, a journal entry, a trade, a goal, a conversation. */
const deleteRequests =
  /^(?:(?:please|can you|could you|can i|how (?:do|can|should) i|i (?:want|need|would like|'d like) to|help me|por favor|podes|pode|consegues|(?:eu )?quero|preciso de|como(?: e que)?(?: eu)?(?: posso)?|posso) )?(?:delete|remove|erase|get rid of|apaga|apague|apagar|apago|elimina|elimine|eliminar|elimino|remova|remover|removo|deleta|deletar|deleto|exclui|exclua|excluir|excluo|tira|tire|tirar)(?:-me| me)?\b.*?\b(documents?|files?|pdfs?|entry|entries|transactions?|trades?|activit(?:y|ies)|accounts?|goals?|conversations?|threads?|chats?|documentos?|ficheiros?|arquivos?|entradas?|transacoes|transacao|operacoes|operacao|atividades?|contas?|metas?|conversas?)\b/;

/**
 * A journal entry asked to be changed ("edit my last entry", "how do I change yesterday's entry?", "quero editar a
 * entrada de ontem", "corrige a minha última entrada"): the chat changes no entry; the Journal does.
 */
const editRequests =
  /^(?:(?:please|can you|could you|can i|how (?:do|can|should) i|i (?:want|need|would like|'d like) to|help me|por favor|podes|pode|consegues|(?:eu )?quero|preciso de|como(?: e que)?(?: eu)?(?: posso)?|posso) )?(?:edit|change|correct|fix|update|rewrite|modify|edita|edite|editar|edito|altera|altere|alterar|altero|corrige|corrija|corrigir|corrijo|muda|mude|mudar|mudo|modifica|modifique|modificar|modifico|reescreve|reescreva|reescrever)(?:-me| me)?\b.*?\b(?:journal entry|diary entry|entry|entries|entrada|entradas)\b/;

/** Where in the app each kind of record is deleted, by the word that named it. */
const deletePlace = (word: string): "documents" | "journal" | "portfolio" | "chats" =>
  /^(?:documents?|files?|pdfs?|documentos?|ficheiros?|arquivos?)$/.test(word) ? "documents"
  : /^(?:entry|entries|entradas?)$/.test(word) ? "journal"
  : /^(?:conversations?|threads?|chats?|conversas?)$/.test(word) ? "chats"
  : "portfolio";

/** Asks the planner about itself as if it were a person: feelings, opinions, praise or insults, the meaning of life. */
const personalRequests =
  /\b(?:do you (?:love|like|hate|miss|care about) me|^i (?:love|like|hate) you\b|^(?:eu )?(?:te amo|amo-te|adoro-te|te adoro|odeio-te|te odeio|gosto (?:muito )?de ti|gosto (?:muito )?de voce)\b|what do you think (?:of|about) me|how do you feel about (?:me|us|this)|what do you feel (?:for|about) me|o que (?:e que )?(?:sentes|sente|pensas|pensa) (?:por|sobre|de) mim|are you (?:sentient|conscious|alive|self aware|a person|happy|sad|my friend)|do you have (?:feelings|emotions|opinions|a soul)|you are (?:useless|stupid|dumb|bad|terrible|great|awesome|amazing|the best|smart|cute)|you (?:suck|are no (?:help|use)|are not (?:helpful|useful))|meaning of life|nao (?:serves|serve|prestas|presta) (?:pra|para) nada|nao (?:prestas|presta)$|gostas de mim|(?:tu )?amas-me|(?:voce )?me ama|o que (?:achas|acha|pensas|pensa) de mim|^(?:(?:tu|voce) )?(?:es|e) (?:consciente|uma pessoa|(?:o )?meu amigo|inutil|burro|estupido)|tens sentimentos|(?:voce )?tem sentimentos|sentido da vida)\b/;

/** "ok", "got it", "hmm": an acknowledgement, and nothing asked (in the conversation's language). */
const acknowledged = /^(?:ok(?:ay)?|okey|k|kk|cool|nice|great|got it|i see|alright|all right|fine|sure|right|understood|noted|ah|ah ok|hmm+|uh huh|yes|yeah|yep)(?: (?:ok|then))?\s*[.!]*$/;
/** "percebi", "fixe", "está bem": an acknowledgement in Portuguese, however short. */
const acknowledgedPortuguese = /^(?:certo|fixe|percebi|entendi|ta bem|esta bem|beleza|boa|otimo|perfeito|combinado|pronto|sim|ok entao)(?: entao)?\s*[.!]*$/;

/**
 * Thanks or praise and nothing else, however strong: "valeu demais", "você me ajudou demais", "thanks a lot, you helped so much"
 * ("demais", "a lot" there say how much, not "too much" of something to count).
 */
const thanksOnly =
  /^(?:(?:thanks?|thank you|cheers|valeu|obrigad[oa]|brigad[oa])(?: (?:so much|a lot|a ton|again|loads|demais|muito|imenso|mesmo|de novo|pela ajuda|for (?:the|your) help))*[,.!]* ?)?(?:(?:(?:you|voce|vc|tu) )?(?:(?:have|really|realmente|mesmo) )?(?:me )?(?:helped|ajudou|ajudaste)(?: me)?(?: (?:so much|a lot|a ton|loads|demais|muito|imenso|bastante|mesmo|hoje|today))*)?[.!]*$/;

/** A greeting and how-are-you, nothing else: "oi, tudo tranquilo?", "e aí, beleza?", "olá, tudo bem contigo?" ("tranquilo" there asks after no mood). */
const greetingOnly =
  /^(?:(?:oi|ola|e ai|eai|hey|hi|hello|bom dia|boa tarde|boa noite|good (?:morning|afternoon|evening))[ ,!.]*)?(?:tudo (?:bem|bom|certo|tranquilo|joia|ok|em ordem|otimo)(?: (?:contigo|com voce|com vc|por ai|por aqui))?|beleza|blz|suave|firmeza|como vai(?: (?:isso|voce|tu))?|how are you(?: doing)?(?: today)?|how(?: is|s) it going)[ ?!.]*$/;

/** A message of emoji alone ("👍", "🙏", "😊👌"): an acknowledgement, with nothing to look up. */
const onlyEmoji = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\s)+$/u;

/** "how do I start?", "where do I begin?", "por onde começo?": what to put in, and where. */
const startAsked =
  /^(?:(?:so |ok |and |then |e |entao )?(?:how (?:do|should|can|would) i (?:start|begin|get started)|where (?:do|should|can) i (?:start|begin)|(?:help me )?get(?:ting)? started|what (?:should|do|can) i do first|como (?:e que )?(?:eu )?(?:comeco|inicio)|por onde (?:e que )?(?:comeco|inicio|devo comecar)|o que (?:e que )?(?:faco|devo fazer) primeiro))\s*\??$/;

/** "how do I import my journal?", "can I upload documents?", "importa o meu diário", "como carrego o CSV da corretora?": where each import is. */
const importAsked =
  /^(?:(?:how (?:do|can|should) i|can i|where (?:do|can) i|i want to|i(?:'d| would) like to|help me|please)? ?(?:import|upload|bring (?:in|over)) (?:my |a |an |the |some )?(?:journal|diary|entries|notes|day ?one(?: export)?|markdown(?: files)?|documents?|files?|pdfs?|portfolio|broker(?:'?s)?(?: csv| statement| export)?|csv|transactions|trades|archive|chatgpt(?: conversations| history| export)?)|(?:como|onde|posso|quero) (?:e que )?(?:(?:eu )?(?:importo|importar|carrego|carregar|envio|enviar|subo|subir|ponho|por|trago|trazer))(?: o| a| os| as| um| uma)?(?: meu| minha| meus| minhas)? (?:diario|entradas|notas|day ?one|documentos?|ficheiros?|arquivos?|pdfs?|carteira|csv|transacoes|operacoes|extrato|arquivo|historico do chatgpt|conversas do chatgpt)|(?:importa|importe|carrega|carregue)(?: o| a| os| as)?(?: meu| minha| meus| minhas)? (?:diario|entradas|notas|documentos?|ficheiros?|arquivos?|carteira|csv))\b/;

/** "how do I add a journal entry?", "como escrevo no diário?": where entries are written (not a search for "entry"). */
const writeHowAsked =
  /^(?:(?:how|where) (?:do|can|should) i (?:add|write|create|make|start|log)(?: (?:a|an|my|the))?(?: new)?(?: (?:journal|diary))? (?:entry|entries|journal|diary)|(?:how|where) (?:do|can|should) i (?:write|journal)(?: in (?:my|the) (?:journal|diary))?|(?:como|onde) (?:e que )?(?:(?:eu )?(?:escrevo|adiciono|crio|faco|acrescento|registo|registro))(?: uma| a)?(?: nova)? (?:entrada|no (?:meu )?diario|uma entrada no diario))\s*\??$/;

/** "what languages do you speak?", "falas inglês?", "do you understand Portuguese?": the languages it reads. */
const languagesAsked =
  /\b(?:what languages? (?:do you|can you) (?:speak|understand|know)|do you (?:speak|understand) (?:english|portuguese)|can you speak (?:english|portuguese)|(?:que|quais) linguas? (?:falas|fala|entendes|entende|percebes)|(?:falas|fala|entendes|entende|percebes|sabes) (?:ingles|portugues)|(?:em que|que) (?:lingua|idioma)s? (?:falas|fala|posso escrever))\b/;

/** "switch to Portuguese", "answer in English", "muda para português", "fala em inglês": the language asked for (folded). */
const languageSwitchAsked =
  /^(?:(?:please |can you |could you |would you |pode |podes |por favor )?(?:switch|change|talk|speak|answer|reply|respond|write)(?: to me| me)? (?:to |in |into )?(english|portuguese)(?:,? please)?|(?:in )?(english|portuguese),? please|(?:(?:pode |podes |por favor )?(?:muda|mude|mudar|passa|passe|troca|troque)(?: a lingua| o idioma| a conversa)? para (?:o )?(ingles|portugues)|(?:pode |podes |por favor )?(?:fala|fale|falar|responde|responda|responder|escreve|escreva)(?:-me| me| comigo)? em (ingles|portugues)|em (ingles|portugues)),? ?(?:por favor)?)\s*\??$/;

/** The language a switch asks for, or null. */
const switchedTo = (normalized: string): "en" | "pt" | null => {
  const match = languageSwitchAsked.exec(normalized);
  const named = match?.slice(1).find((word) => word !== undefined);
  return named === undefined ? null : named === "english" || named === "ingles" ? "en" : "pt";
};

/**
 * "stop remembering things about me", "turn off memory", "desliga a memória", "não quero que te lembres de nada":
 * long-term memory switched, which the Memories page does. "I don't remember anything" tells, it asks nothing.
 */
const memorySwitchAsked =
  /^(?:please |por favor )?(?:stop (?:remembering|learning|saving|keeping|storing)(?: (?:things|stuff|anything|everything|what i (?:say|tell you)))?(?: about me)?|(?:turn|switch) (?:off|on) (?:the |your )?(?:long-term )?memory|(?:turn|switch) (?:the |your )?(?:long-term )?memory (?:back )?(?:off|on)|(?:disable|enable|pause) (?:the |your )?(?:long-term )?memory|(?:how (?:do|can) i|can i|where (?:do|can) i) (?:turn|switch) (?:off|on|back on) (?:the |your )?(?:long-term )?memory|(?:how (?:do|can) i|can i|where (?:do|can) i) (?:turn|switch) (?:the |your )?(?:long-term )?memory (?:back )?(?:off|on)|(?:don't|do not|dont) (?:remember|learn|save|keep|store) anything(?: (?:about me|i (?:say|tell you)))?|(?:desliga|desligue|desligar|desativa|desative|desativar|liga|ligue|ativa|ative)(?:r)? a memoria(?: de longo prazo)?|(?:para|pare|deixa|deixe) de (?:te |se )?(?:lembrar|guardar|memorizar|aprender)(?: (?:de )?(?:coisas|nada|tudo|o que (?:eu )?(?:digo|te digo|lhe digo)))?(?: (?:sobre|de) mim)?|nao (?:quero que )?(?:te lembres|guardes|memorizes|se lembre|guarde|aprendas)(?: de)? (?:nada|coisas)(?: (?:sobre|de) mim)?|como (?:e que )?(?:desligo|ligo|desativo|ativo|volto a ligar) a memoria)\s*\??$/;

/** "do you store my data?", "is my data private?", "os meus dados ficam privados?": where the data stays and what leaves it. */
const privacyAsked =
  /\b(?:(?:do|does|will) (?:you|lifeos|this app) (?:store|keep|save|share|send|sell|upload) my (?:data|entries|journal|information|info)|(?:is|are) my (?:data|entries|journal|information|info) (?:private|safe|secure|shared|stored|sent)|where (?:is|are) my (?:data|entries|journal) (?:stored|kept|saved)|who can (?:see|read) my (?:data|entries|journal)|privacy|(?:os )?meus dados (?:ficam|estao|sao) (?:privados|seguros|guardados|partilhados)|(?:guardas|guarda|partilhas|partilha|envias|envia|vendes) (?:os )?(?:meus )?dados|onde (?:ficam|estao) (?:guardados )?(?:os )?(?:meus )?dados|quem (?:pode|consegue) ver (?:os )?(?:meus )?(?:dados|entradas|diario)|privacidade)\b/;

/** "what's your name?", "who am I talking to?", "como te chamas?": what answers here, which has no name of its own. */
const nameAsked =
  /^(?:(?:and |e )?(?:what(?: is|s) your name|do you have a name|who am i (?:talking|speaking|chatting) (?:to|with)|(?:como|qual) (?:te chamas|se chama|voce se chama|vc se chama|e o (?:teu|seu) nome)|(?:tens|tem|voce tem) (?:um )?nome|com quem (?:estou a falar|to falando|estou falando)))\s*\??$/;

/** "how do I export my journal?", "can I back up my data?", "como faço uma cópia de segurança?": where the whole archive is downloaded. */
const exportAsked =
  /\b(?:(?:how (?:do|can|would) i|can i|is there a way to|where (?:do|can) i|i want to|i(?:'d| would) like to|help me) (?:export|download|back ?up|save a copy of|get a copy of|take out|move)(?: all)?(?: of)? (?:my |all my )?(?:data|journal|entries|everything|notes|conversations|chats|information|info|stuff)|(?:export|back ?up) (?:my|all my) (?:data|journal|entries|everything)|(?:como|posso|onde) (?:e que )?(?:(?:eu )?(?:exporto|exportar|exporta|descarrego|descarregar|baixo|baixar|faco|fazer|tiro|tirar|guardo|guardar))(?: um| uma| o| a)? (?:backup|copia(?: de seguranca)?|(?:(?:de |d)?(?:os |o |as |a )?(?:meus |minhas |meu |minha )?(?:dados|diario|entradas|conversas|tudo)))|exportar (?:os |o )?(?:meus |meu )?(?:dados|diario|entradas|tudo))\b/;

/** "delete all my data", "wipe everything", "apaga todos os meus dados": the whole account emptied, which only Settings does. */
const eraseAllAsked =
  /\b(?:(?:delete|erase|remove|wipe|clear|destroy)(?: out)?(?: all)?(?: of)? (?:my (?:data|information|info|stuff)|all (?:my |of my )?(?:data|information|info)|everything(?: (?:about me|you know(?: about me)?|i (?:have|keep|stored)(?: here)?))?\s*\??$)|(?:apaga|apague|apagar|elimina|elimine|eliminar|deleta|deletar|exclui|exclua|excluir|limpa|limpar)(?:-me| me)? (?:todos os (?:meus )?dados|os meus dados|meus dados|tudo(?: (?:sobre mim|o que sabes(?: de mim| sobre mim)?|o que tenho(?: aqui)?))?\s*\??$))/;

/** "I need to vent", "preciso de desabafar", "can I talk to you about something?": somewhere to put it into words. */
const ventAsked =
  /^(?:i (?:need|want|have) to (?:vent|rant|talk|let (?:it|something) out)|can i (?:vent|rant|talk to you)|i need someone to talk to|(?:preciso|quero|tenho) (?:de )?(?:desabafar|falar com alguem|conversar)|posso desabafar|preciso de alguem para falar)\b/;

/** "what day is it today?", "what's the date?", "que dia é hoje?", "em que dia estamos?" */
const todayAsked =
  /^(?:what(?: is|s) (?:the )?(?:date|day)(?: today| is it)?|what day (?:is (?:it|today)(?: today)?|of the week is it(?: today)?)|what(?: is|s) today(?:'s date)?|today's date|que dia (?:e|é) hoje|qual (?:e|é) a data(?: de hoje)?|em que dia (?:estamos|e hoje)|que data (?:e|é) hoje|hoje (?:e|é) que dia)\s*\??$/;

/** "what time is it?", "what's the time?", "que horas são?", "sabes as horas?": the clock, as today's date is answered. */
const timeAsked =
  /^(?:(?:and |e )?(?:what(?: is|s) the time|what time is it|do you (?:know|have) the time|que horas (?:sao|e)|(?:sabes|sabe|tens|tem) (?:as )?horas))(?: now| right now| here| agora| ai)?\s*\??$/;

/** "are you ChatGPT?", "are you an AI?", "és o ChatGPT?", "você é uma IA?": whether it is an AI model, which it is not. */
const modelAsked =
  /\b(?:(?:are you|is this|am i (?:talking|speaking|chatting) (?:to|with)) (?:an? |the )?(?:ai|a\.i\.|chatgpt|chat gpt|gpt(?:[ -]?\d[\w.]*)?|gemini|claude|copilot|siri|alexa|llm|(?:ai |large )?language model|ai model|artificial intelligence)|(?:(?:tu )?es|e|voce e|vc e|isto e|isso e|sera que es|sera que e|estou a falar com|estou falando com|to falando com) (?:o |a |um |uma )?(?:ia|chatgpt|chat gpt|gpt(?:[ -]?\d[\w.]*)?|gemini|claude|copilot|siri|alexa|inteligencia artificial|modelo(?: de (?:ia|linguagem))?|llm))\s*\??$/;

/** "who are you?", "what are you?", "quem és tu?", "o que é você?": what answers here, in short. */
const selfAsked =
  /^(?:(?:and |so |e |entao )?(?:who|what) are you|(?:e )?(?:quem|o que) (?:(?:es|e) (?:tu|voce|vc)|(?:tu|voce|vc) (?:es|e)))\s*\??$/;

/** "what can't you do?", "what are your limits?", "o que é que não consegues fazer?", "quais são as suas limitações?" */
const limitsAsked =
  /^(?:(?:and |so |e |entao )?(?:what (?:can ?not|can't|cant|can not|ca not|don't|do not|do n't) you do|what can you not do|what are (?:your|the) (?:limits|limitations)|(?:do you have|have you got) (?:any )?(?:limits|limitations)|o que (?:e que )?(?:tu |voce )?(?:nao (?:consegues|consegue|podes|pode|sabes|sabe|fazes|faz)) fazer|o que (?:e que )?(?:tu |voce )?nao (?:fazes|faz)|quais (?:sao )?(?:as )?(?:tuas |suas )?limitacoes|(?:tens|tem|voce tem) (?:algumas? )?limitac(?:oes|ao)))\s*\??$/;

/** Who made the offline mode, or which model it is: "who made you?", "what model are you?", "quem te criou?", "que modelo és?". */
const originAsked =
  /\b(?:who (?:made|built|created|developed|wrote|programmed|trained|designed|owns) you|who(?: is|s) your (?:creator|maker|developer|author|owner)|(?:what|which) (?:ai |language )?(?:model|llm) (?:are you|is this|do you (?:use|run))|are you (?:made|built|trained) by|quem (?:e que )?(?:te|o) (?:fez|criou|desenvolveu|programou|construiu|treinou|escreveu)|quem (?:fez|criou|desenvolveu|programou|construiu|treinou) (?:voce|vc|isto|ti)|(?:que|qual) modelo (?:es|e|usas|usa|voce e|e voce|e este)|(?:es|e|foste|foi) (?:feito|criado|treinado) (?:pela|pelo|por))\b/;

/** How to give LifeOS a model or an API key: "how do I add an API key?", "how do I use GPT?", "como configuro um modelo?". */
const modelSetupAsked =
  /\b(?:api key|chave (?:de |da )?api|chave api|(?:add|use|connect|set up|setup|configure|choose|switch to|enable|turn on|plug in)(?: an?| the| my| your)?(?: own| real| better| smarter)?(?: ai| language| openai| online)? (?:model|llm|gpt|chatgpt|openai)|(?:usar|ligar|adicionar|adiciono|configurar|configuro|escolher|escolho|ativar|activar|ativo|mudar para|ponho|coloco|por|colocar)(?: um| o| uma| a)?(?: meu| minha)? (?:modelo|llm|gpt|chatgpt|openai)|openai)\b/;

/** "what is LifeOS?", "what does this app do?", "o que é o LifeOS?", "para que serve esta aplicação?": the product itself. */
const productAsked =
  /^(?:(?:and |so |e |entao )?(?:what(?: is|s) (?:the )?(?:lifeos|life os|this app(?:lication)?)(?: for| about)?|what (?:does|can) (?:lifeos|life os|this app(?:lication)?) do|o que (?:e|e que e) (?:o )?(?:lifeos|life os|esta app|esta aplicacao|este programa)|o que (?:e que )?(?:o )?(?:lifeos|life os|esta app|esta aplicacao) faz|o que faz (?:o )?(?:lifeos|life os|esta app|esta aplicacao)|para que serve (?:o )?(?:lifeos|life os|esta app|esta aplicacao)))\s*\??$/;

/** "I want to track my expenses", "can you track my spending?", "quero registar as minhas despesas": a budget, which LifeOS keeps not. */
const budgetAsked =
  /\b(?:(?:track|record|log|manage|keep track of|monitor|follow|add up|budget)\s+(?:of\s+)?(?:all\s+)?(?:my\s+|our\s+)?(?:expenses|spending|spendings|budget|bills|finances|costs|purchases)|(?:registar|registrar|registo|registro|controlar|acompanhar|gerir|anotar|seguir|guardar|somar|fazer)\s+(?:os\s+|as\s+|o\s+)?(?:meus\s+|minhas\s+|meu\s+|nossos\s+|nossas\s+)?(?:despesas|gastos|orcamento|contas|financas|compras))\b/;

/** Cues that ask something of the data: a greeting or thanks with one of these is not only a greeting. */
const dataCues = ["lastTime", "firstTime", "review", "wellbeing", "trend", "comparison", "count", "cause", "list", "latest", "earliest", "search", "advice", "remember"] as const;

/** The journal named ("hi, how's my journal?", "e aí, como tá meu diário?"): something is asked of it after the greeting. */
const journalNamed = /\b(?:journal|diary|diario|entries|entradas)\b/;

const asksSomethingElse = (question: Question): boolean =>
  question.has(journalNamed) ||
  question.topicWords.length > 0 || question.dates.length > 0 || question.metric !== null || dataCues.some((cue) => question.cues.has(cue));

/** The time of day in the person's time zone, "14:05". */
const clockTime = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);

/** A question rather than something told ("my API key is …" tells). */
const asksHow = (question: Question): boolean =>
  question.text.includes("?") || question.has(/^(?:how|where|can|could|do|does|is|what|which|why|como|onde|posso|pode|podes|da para|e possivel|onde|o que|qual|quero|i want|help)\b/);

const answer = (confidence: number, text: string): SkillPlan => ({ confidence, calls: [], answer: text });

/**
 * The skill every offline model has: greetings, thanks, "what can you do?"
 * (in both languages, answered honestly: a deterministic planner, not an
 * AI model, with the examples of the skills whose tools are offered), a
 * plain "I can't do that" for writing, translating and world knowledge, and
 * for forecasts and investment advice and for acting in the world (music,
 * alarms, bookings), today's date, a pointer to help from people for a
 * message that suggests thoughts of suicide or self-harm, and,
 * as the last resort for anything no skill plans, what it can do instead.
 */
export const generalSkill: OfflineSkill = {
  name: "general",
  // Only "how do I start?" calls a tool: whether there are documents, which the request does not tell.
  tools: ["list_documents"],
  plan: (question) => {
    const p = generalPhrases[question.language];
    const plans: SkillPlan[] = [];
    // "I want to kill myself", "quero morrer": help from people first, before any skill searches, notes or counts it.
    if (suggestsSelfHarm(question.text)) return [answer(1, p.crisis)];
    // "¿cuál fue mi última entrada?", "bonjour": said plainly in both languages it reads, before any search reads the words as topics.
    if (writtenInOtherLanguage(question.text)) return [answer(0.99, paragraphs(generalPhrases.en.languages, generalPhrases.pt.languages))];
    const onlyCourtesy = !asksSomethingElse(question);
    if (question.cues.has("capabilities")) plans.push(answer(0.9, capabilityText(question.language, question.capabilities)));
    if (question.cues.has("greeting") && (onlyCourtesy || question.has(greetingOnly))) {
      // "Hi! What can you do?" asks for the whole list; a bare "hi" gets a few examples.
      const shown = question.cues.has("capabilities") ? capabilityText : shortCapabilityText;
      plans.push(answer(0.95, paragraphs(p.greeting, shown(question.language, question.capabilities))));
    }
    if ((question.cues.has("thanks") && onlyCourtesy) || (question.normalized !== "" && question.has(thanksOnly))) plans.push(answer(0.95, p.welcome));
    // Above a search for the word, below any skill's reading of it: "ok" to an offered reminder is the memory skill's yes.
    if (question.has(acknowledgedPortuguese)) plans.push(answer(0.6, generalPhrases.pt.acknowledged));
    else if (question.has(acknowledged) || onlyEmoji.test(question.text)) plans.push(answer(0.6, p.acknowledged));
    if (question.cues.has("farewell") && onlyCourtesy) plans.push(answer(0.96, question.cues.has("thanks") ? `${p.welcome} ${p.goodbye}` : p.goodbye));
    // A memory skill with its tool plans "remember that …" more surely; without one, say so.
    if (question.cues.has("remember")) plans.push(answer(0.3, p.cannotRemember));
    if (question.has(outsideRequests) && !question.has(/\b(?:did i|have i|my|i wrote|escrevi|meu|minha)\b/)) {
      // Asked to write, translate or tell the world's news, and not about the person's own records: say so,
      // before any data skill reads a date or a topic in it ("a poem about autumn" is not a question about autumn).
      plans.push(answer(0.97, paragraphs(p.outside, fewExamples(question.language, question.capabilities))));
    }
    // "how do I fix overfitting?", "como instalo o python?": the person's notes and manuals are searched when they can be
    // (the documents' skill says plainly when they do not say); with no documents to search, a general question.
    if (question.has(howToFix) && !question.tools.has("search_knowledge_base")) {
      plans.push(answer(0.97, paragraphs(p.outside, fewExamples(question.language, question.capabilities))));
    }
    if (question.has(translateRequest)) {
      // "translate my lease to Portuguese": the person's own words, but still writing, which the offline mode does not do.
      plans.push(answer(0.97, paragraphs(p.outside, fewExamples(question.language, question.capabilities))));
    }
    if (question.has(foresightRequests) && !question.has(/\b(?:did i|have i|i wrote|escrevi|foi|was|were)\b/)) {
      // "Will the market go up?", "devo comprar bitcoin?": no tool can know, whatever words of the portfolio it holds.
      plans.push(answer(0.97, paragraphs(p.foresight, fewExamples(question.language, question.capabilities))));
    }
    if (question.has(generalAdviceAsked) && question.range === null) plans.push(answer(0.85, p.generalAdvice(question.topicWords.find((word) => !unitWord.test(word)))));
    if (question.has(moodForesightRequests)) plans.push(answer(0.98, p.moodForesight));
    if (question.has(actionRequests)) {
      plans.push(answer(0.97, p.actions));
    }
    const deleting = deleteRequests.exec(question.normalized);
    if (deleting !== null) {
      // "Apaga o documento do contrato": the offline chat deletes no records; where the app does, plainly.
      plans.push(answer(0.97, p.deleteIn[deletePlace(deleting[1]!)]));
    }
    // "Edit yesterday's entry": the Journal edits it; the chat only adds to a day.
    if (deleting === null && question.has(editRequests)) plans.push(answer(0.97, p.editEntry));
    if (question.has(personalRequests)) {
      plans.push(answer(0.96, paragraphs(p.notAPerson, fewExamples(question.language, question.capabilities))));
    }
    if (question.has(languagesAsked)) plans.push(answer(0.96, p.languages));
    // "switch to Portuguese": said in the language asked for, which is how the answer's language is chosen.
    const switched = switchedTo(question.normalized);
    if (switched !== null) plans.push(answer(0.97, generalPhrases[switched].languageSwitch));
    // Above "turn off …" of the actions outside LifeOS (music, alarms).
    if (question.has(memorySwitchAsked)) plans.push(answer(0.98, p.memorySwitch));
    if (question.has(privacyAsked)) plans.push(answer(0.96, p.privacy));
    if (question.has(nameAsked)) plans.push(answer(0.96, capabilityText(question.language, question.capabilities)));
    if (question.has(exportAsked)) plans.push(answer(0.97, p.exportHow));
    if (question.has(startAsked)) {
      const call = startCall(question);
      plans.push(call === null ? answer(0.96, startAnswer(question, false)) : { confidence: 0.96, calls: [call] });
    }
    if (question.has(importAsked)) plans.push(answer(0.96, p.importHow));
    if (question.has(writeHowAsked)) plans.push(answer(0.96, p.writeHow));
    // Above a search of the journal for "data": the chat empties nothing; Settings does, after asking.
    if (question.has(eraseAllAsked)) plans.push(answer(0.98, p.eraseHow));
    // Above the memory skill's "I need to …" task: a feeling to put into words, not an errand.
    if (question.has(ventAsked)) plans.push(answer(0.9, p.vent));
    if (question.has(todayAsked)) {
      plans.push(answer(0.97, p.today(question.today, weekdayOf(question.today, question.language))));
    }
    if (question.has(timeAsked)) plans.push(answer(0.97, p.time(clockTime(question.now, question.timeZone), question.timeZone, question.today)));
    // "Are you ChatGPT?": plainly not, and what it is; "who are you?": what it is, with a few examples, not the whole list.
    if (question.has(modelAsked)) plans.push(answer(0.97, `${p.notAModel} ${shortCapabilityText(question.language, question.capabilities)}`));
    else if (question.has(selfAsked)) plans.push(answer(0.95, shortCapabilityText(question.language, question.capabilities)));
    if (question.has(limitsAsked)) plans.push(answer(0.97, paragraphs(p.limits, fewExamples(question.language, question.capabilities), p.modelHint)));
    if (question.has(originAsked)) plans.push(answer(0.96, paragraphs(p.origin, capabilityText(question.language, question.capabilities))));
    // "How do I add an API key?" asks how LifeOS works, not what the journal says about keys.
    if (question.has(modelSetupAsked) && asksHow(question)) plans.push(answer(0.96, p.modelSetup));
    if (question.has(productAsked)) plans.push(answer(0.96, paragraphs(p.product, shortCapabilityText(question.language, question.capabilities))));
    // Above a search for the words, and above noting "quero registar…" in the journal: expenses are kept nowhere.
    if (question.has(budgetAsked)) plans.push(answer(0.98, p.noBudget));
    const aboutMe = question.firstPerson || question.dates.length > 0 || question.metric !== null;
    const fallback =
      aboutMe && question.capabilities.length === 0
        ? paragraphs(p.cannotLookUp, p.whatIAm)
        : paragraphs(p.unknown, shortCapabilityText(question.language, question.capabilities));
    plans.push(answer(0.01, fallback));
    return plans;
  },
  compose: (question, results) => startAnswer(question, documentsFound(results)),
};
