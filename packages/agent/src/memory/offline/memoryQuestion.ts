import { foldAccents, serviceTopicIn, translationsOf } from "@lifeos/core";
import { endsAsQuestion } from "../extraction/classifyClause.js";
import type { RelationKind } from "@lifeos/core";
import { relationAlternation, relationWord } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { birthdaysAhead } from "./memoryBirthdays.js";
import type { HealthAsk } from "./memoryHealth.js";
import { healthAsked } from "./memoryHealth.js";
import { agendaAsked, agendaInWindowAsked } from "./memoryAgenda.js";
import { learningAsked, ownNameAsked, ownThingAsked } from "@lifeos/core";
import { fold } from "./factRow.js";
import { sharesInEither } from "./answeringFacts.js";
import { reminderChangeIn, remindersAsked } from "../learn/reminderChange.js";
import { reminderRequest } from "../extraction/reminderRequest.js";
import { doneScore, taskDoneIn } from "../learn/taskDone.js";
import { kinWordsOf } from "./memoryWords.js";
import { whatToDoAsked } from "./memoryTodo.js";
import { singular } from "../extraction/people/namedRelatives.js";
import { relativesAsked } from "./memoryRelatives.js";
import { toldInPeriodAsked } from "./memoryToldInPeriod.js";
import { otherPersonOf } from "../../journal/offline/otherPerson.js";

/** What a message asks of memory, read from its folded words (`Question.normalized`). */
export type MemoryIntent =
  /** Who someone is; with `relation`, who is that to them ("who is Tom's sister?" → Tom, the sister kind). */
  /** `others`: the further people asked of alike ("who are Ana and Tom?" → Ana, and Tom), each answered in turn. */
  /** `about`: everything known of them is asked ("tell me about Tom", "o que sabes sobre a Ana?"), not only who they are. */
  | { readonly kind: "whoIs"; readonly name: string; readonly relation?: RelationKind; readonly others?: ReadonlyArray<string>; readonly about?: boolean }
  | { readonly kind: "lastVisit"; readonly topic: string; readonly query: string }
  | { readonly kind: "nextVisit"; readonly topic: string; readonly query: string }
  | { readonly kind: "aboutMe" }
  /**
   * "what do you remember about my family?", "o que sabes do meu trabalho?": what was told of a topic of one's own (`topic`, as
   * said). `told`: "what did I tell you about my sister?", "o que te disse sobre o trabalho?" — the earlier conversations too.
   * `owned`: "do I have pets?", "tenho carro?" — only the memories that name the thing; `counted`: "how many kids do I have?".
   */
  | { readonly kind: "aboutTopic"; readonly topic: string; readonly told?: boolean; readonly owned?: boolean; readonly counted?: boolean }
  /** "what did I tell you yesterday?", "o que te contei na semana passada?": what was told in the period `from`..`to`, no topic named. */
  | { readonly kind: "toldInPeriod"; readonly from: string; readonly to: string }
  /** Whether and how it remembers: "can you remember things about me?", "consegues guardar coisas sobre mim?". */
  | { readonly kind: "howMemoryWorks" }
  /** The reminders; `change` when the message asks to mark one done or to cancel one. */
  | { readonly kind: "reminders"; readonly change?: "complete" | "cancel" }
  /** What the person has to do: tasks remembered and reminders. */
  | { readonly kind: "todo" }
  /** Something said to be done ("I've renewed my passport", "já renovei o passaporte"): the open task or reminder it ends. */
  | { readonly kind: "done" }
  /** What is planned, no one service named: appointments remembered and reminders. */
  | { readonly kind: "agenda" }
  /** The goals the person told, and the portfolio's savings goals. */
  | { readonly kind: "goals"; readonly progress?: boolean }
  /** "whose birthday is coming up?", "próximos aniversários": every birthday remembered, at its next date. */
  | { readonly kind: "birthdays" }
  /** "what do you know about my health?", "que medicamentos tomo?": the person's allergies, medicines and conditions. */
  | { readonly kind: "health"; readonly ask: HealthAsk }
  /** A fact about someone (`subject`, null for the user) or the user's own; `history` when it may no longer hold. */
  /** `others`: further people asked the same of ("how old are Ana and Tom?" → Ana, and Tom). */
  | { readonly kind: "recall"; readonly query: string; readonly history: boolean; readonly subject: string | null; readonly others?: ReadonlyArray<string> }
  | { readonly kind: "none" };

const capitalised = /(?:(?:Dr|Dra|Mr|Mrs|Ms|Prof|Sr|Sra)\.?\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:da|de|do|dos|das|van|von)?\s*\p{Lu}[\p{L}'-]*)*/u;

/** "who is Susana?", "quem é a Susana?", "quem e o Rui", "who are Ana and Tom?": who someone is. */
const askedWho = /^(?:who(?: is|'s| are)|quem (?:e|eh|era|sao|eram))\b/;

/**
 * "tell me (everything) about Ana", "what do you know about Tom?", "what can you tell me about Rui?", "fala-me do Tom",
 * "me fala sobre o Tom", "conta-me tudo sobre a Ana", "fala-me de tudo sobre a Ana", "o que sabes sobre a Susana?": everything known of someone,
 * as said in the folded text (`Question.normalized`) or as written (`Question.spelled`, the name's case kept).
 */
const aboutOpener =
  "(?:(?:can you |could you |please )?tell me (?:(?:everything|all|more|something|anything|a bit|a little)(?: you know)? )?about|(?:tell me )?what (?:else )?(?:do|did) you (?:know|remember) (?:about|of)|what can you tell me about|everything (?:you know )?about|o que (?:e que )?(?:(?:tu |voc[eê] |vc )?(?:sabes|sabe)|(?:te )?lembras|(?:voc[eê] )?(?:se )?lembra|me (?:podes|pode) dizer|(?:me )?(?:podes|pode) contar) (?:sobre|da|do|de|acerca d[ao])|(?:me )?(?:fala|fale|conta|conte)(?:[- ]me)?(?: (?:de )?tudo)? (?:da|do|de|sobre|acerca d[ao])|diz(?:-me)? tudo (?:sobre|da|do|de))";

/** Who someone is, or everything known of them: the asking words, before the name. */
const whoIs = new RegExp(`^(?:(?:who(?: is|'s| are)|quem (?:e|eh|era|sao|eram))\\b|${aboutOpener}\\b)`, "u");
/** The same asking words as written, up to the article before the name. */
const whoIsSpelled = new RegExp(`^(?:who(?: is|'s| are)|quem (?:é|e|eh|era|são|sao|eram)|${aboutOpener})\\s+(?:(?:a|o|the)\\s+)?`, "iu");

/**
 * "who is my boss?", "who's my dentist", "quem é o meu chefe?", "quem e a minha medica", "do you remember my brother's name?",
 * "what's my wife called?", "what is the name of my wife?", "quem é o pediatra do meu filho?"
 */
const whoIsMy =
  /^(?:(?:who(?: is|'s| s| are)|quem (?:e|eh|sao))\s+(?:(?:o|a|os|as)\s+)?(?:my|meu|minha|meus|minhas)\s+\p{L}+|quem (?:e|eh|sao) (?:o|a|os|as) \p{L}+ d[oa]s? (?:meu|minha|meus|minhas) \p{L}+|what(?: is|s|'s| s| was) (?:my \p{L}+(?:'s| s)? (?:called|named)|the names? of my \p{L}+)|(?:what(?: is|s)|(?:do|did) you (?:still )?(?:remember|know|recall)) my \p{L}+(?:'s| s)? name|(?:(?:ainda )?(?:sabes|sabe|lembras-te|lembra-se|te lembras|se lembra))(?: d?o)? nome d[oa] (?:meu|minha) \p{L}+|(?:como (?:e que )?se chama|qual (?:e )?o nome d[oa])\s+(?:(?:o|a)\s+)?(?:meu|minha)\s+\p{L}+|(?:what (?:are|were) my \p{L}+(?:'|s')? (?:names|called)|what (?:are|were) the names of my \p{L}+|(?:como (?:e que )?se chamam?|quais (?:sao )?os nomes d[oa]s)\s+(?:(?:os|as)\s+)?(?:meus|minhas)\s+\p{L}+))/u;

/** "what do you remember about me?", "o que sabes sobre mim?", "do you know anything about me?", "lembras-te de alguma coisa sobre mim?" */
const aboutMe = /\b(?:what do you (?:remember|know) about me|what have you remembered|o que (?:sabes|sabe|lembras|lembra|voce sabe|voce lembra|te lembras)(?: de| sobre)? (?:mim|de mim)|tell me (?:something|anything|a bit) about (?:me|myself)|(?:do you )?(?:remember|know) (?:anything|something) about me|(?:lembras|lembra|sabes|sabe)(?:-te|-se| te| se)? (?:de )?(?:alguma coisa|algo|coisas) (?:sobre|de|acerca de) mim|what do you remember(?! about (?!me\b|myself\b))|o que (?:te )?lembras(?! (?:sobre|da|do|de) (?!mim\b)))\b/;

/** "what do you remember about my family?", "o que te lembras da minha família?", "o que sabes sobre o meu trabalho?": a topic of one's own. */
const aboutMyTopic =
  /^(?:and |e )?(?:(?:tell me )?what (?:do|did|have) you (?:know|remember|remembered|kept|saved) (?:about|of|on) (?:my|our)|o que (?:e que )?(?:sabes|sabe|voce sabe|(?:te )?lembras|(?:voce )?(?:se )?lembra|guardaste|guardou) (?:sobre|da|do|das|dos|de|acerca d[ao]s?) (?:(?:a|o|as|os) )?(?:minha|meu|minhas|meus|nossa|nosso|nossas|nossos)) (?<topic>[\p{L}' -]+?)\s*[?.!]*$/u;

/** "tell me about my family", "fala-me da minha família", "conta-me do meu trabalho": a part of one's life, asked outright. */
const tellAboutMy = /^(?:(?:can you |please )?tell me about|fala(?:-me)?(?: da| do| sobre a| sobre o)|conta(?:-me)?(?: da| do| sobre a| sobre o)) (?:my|minha|meu) (?<topic>\p{L}+)\s*[?.!]*$/u;

/** "what did I tell you about my sister?", "what have I said about work?", "o que te disse sobre o trabalho?", "o que é que eu te contei da Ana?" */
const toldAboutTopic =
  /^(?:and |e )?(?:what (?:did|have) i (?:tell|told|say|said|mention|mentioned)(?: to)?(?: you)? (?:about|of|on|regarding)|o que (?:e que )?(?:eu )?(?:te|lhe|a voce|pra voce|para voce) (?:disse|contei|falei|mencionei) (?:sobre|da|do|das|dos|de|acerca d[ao]s?)|o que (?:e que )?(?:eu )?(?:disse|contei|falei)(?: a voce| pra voce)? (?:sobre|da|do|das|dos|de|acerca d[ao]s?)) (?:(?:my|our|the|a|o|as|os|minha|meu|minhas|meus|nossa|nosso) )*(?<topic>[\p{L}' -]+?)\s*[?.!]*$/u;

/**
 * "do I have pets?", "have I got a car?", "tenho animais?", "eu tenho filhos?", "do I have any brothers or sisters?": whether
 * the person has an everyday thing or a relative.
 */
const possessionAsked =
  /^(?:and |e )?(?:do i (?:still )?have|have i got|(?:eu )?(?:ainda )?tenho) (?:a |an |any |some |um |uma |algum |alguma |alguns |algumas )?(?<topic>\p{L}+(?: (?:or|ou) (?:a |an |any |um |uma |algum |alguma |alguns |algumas )?\p{L}+)?)(?: (?:at home|em casa))?\s*\?+$/u;

/** "how many kids do I have?", "quantos irmãos tenho?", "quantas filhas é que eu tenho?": how many of a relative, told or not. */
const relativesCounted = /^(?:and |e )?(?:how many|quant[oa]s) (?<topic>\p{L}+) (?:do i have|have i got|(?:e que )?(?:eu )?tenho)\s*\?*$/u;

/** A word of relatives, one or several ("sister", "kids", "irmãos"), or one the question relates to them ("siblings"). */
const namesRelatives = (word: string, question: Question): boolean =>
  [word, ...singular(word, question.language === "pt" ? "pt" : "en")].some((form) => relationWord(form, question.language) !== undefined) ||
  question.related.some((group) => group.includes(word) && group.some((related) => relationWord(related, question.language) !== undefined));

/** "tenho consulta?", "do I have an appointment?": something planned, which the agenda answers. */
const appointmentWord = /^(?:consultas?|marcac(?:ao|oes)|hora|appointments?|meetings?|reunia?o(?:es)?|reunioes|plans?|planos?)$/;

/** A word of the everyday things and people memory knows in both languages, in the singular or the plural ("gatos"). */
const everyday = (word: string): boolean => [word, word.replace(/e?s$/, "")].some((form) => translationsOf(form).length > 0);

/** Asks whether it remembers at all: "can you remember things?", "do you have a memory?", "consegues lembrar-te de coisas?", "você guarda o que eu digo?". */
const memoryAbility =
  /^(?:and |e )?(?:(?:can|could|do|will|would) you (?:remember|learn|keep|store|save|memori[sz]e)(?: (?:things|stuff|facts|anything|what i (?:say|tell you)))?(?: (?:about|for) me)?|do you have (?:a |any )?memory|(?:consegues|podes|pode|consegue|voce consegue|voce pode|sabes) (?:lembrar(?:-te| se)?|guardar|memorizar|aprender|decorar)(?: de)?(?: (?:coisas|factos|fatos|o que (?:eu )?(?:digo|te digo|conto|te conto)))?(?: (?:sobre|de) mim)?|(?:tens|tem|voce tem) memoria|(?:guardas|guarda|voce guarda|lembras-te|voce lembra) (?:do )?(?:o )?que (?:eu )?(?:digo|te digo|conto|te conto|falo))\s*\??$/;

/** The change a message asks of a reminder: after the reminders were just listed, "mark it done" needs no word "reminder". */
const reminderChange = (question: Question): "complete" | "cancel" | undefined => reminderChangeIn(question.normalized, question.previous?.normalized ?? null);

/** "what do I need to do?", "my to-do list", "o que tenho de fazer?", "o que preciso fazer?", "as minhas tarefas" */
const todo = new RegExp(
  String.raw`\b(?:what (?:else )?(?:do|must) i (?:need|have|still need|still have) to do|what have i got to do|what(?: is|s) on my (?:to-?do|list)|my to-?do(?: list)?|my tasks|o que (?:e que )?(?:eu )?(?:ainda )?(?:tenho|preciso|devo) (?:de |que )?fazer|(?:as )?minhas tarefas|o que (?:me )?falta fazer)\b|${whatToDoAsked.source}`,
  "u",
);

/** "what are my goals?", "what's my new year's resolution?", "quais são os meus objetivos?", "qual é a minha meta?", "mostra as minhas metas" */
const goalsAsked =
  /\b(?:what (?:are|were) my (?:[\w']+ ){0,3}(?:goals|aims|objectives|resolutions|dreams|ambitions)|what(?: is|s| was) my (?:[\w']+ ){0,3}(?:goals?|aims?|objectives?|resolutions?|dreams?|ambitions?)|(?:list|show|tell)(?: me)? my (?:goals|resolutions)|do i have (?:any )?goals|(?:mostra|mostre|lista|diz|diga)(?:-me| me)? (?:os |as )?(?:meus|minhas) (?:objetivos|objectivos|metas|resolucoes)|quais (?:sao|eram|foram) (?:os |as )?(?:meus|minhas) (?:\w+ )?(?:objetivos|objectivos|metas|sonhos|resolucoes)|qual (?:e|era) (?:o |a )?(?:meu|minha) (?:\w+ )?(?:objetivo|objectivo|meta|sonho|resolucao)|(?:que|quais) (?:objetivos|metas) (?:e que )?tenho|tenho (?:alguns |algum )?(?:objetivos|metas))\b/;
/**
 * Goals asked of as set, or of how they go: "what goals did I set this year?", "am I on track with my goals?", "que metas
 * defini este ano?", "estou no caminho certo para os meus objetivos?", "como estou com as minhas metas?", "how are my goals
 * going?", "como estão as minhas metas?".
 */
const goalsProgressAsked =
  /\b(?:(?:what|which) goals (?:did|have) i (?:set|made|make|had|have)|(?:am i|are we) on track (?:with|for) (?:all )?my goals|how am i doing (?:with|on) my goals|(?:que|quais) (?:objetivos|metas) (?:e que )?(?:eu )?(?:defini|tracei|estabeleci|marquei|fixei)|(?:estou|vou) (?:no|pelo) (?:bom )?caminho(?: certo)? (?:para|com|nos|nas) (?:os |as )?(?:meus|minhas) (?:objetivos|metas)|como (?:estou|vou|ando) (?:com )?(?:os |as |nos |nas )?(?:meus|minhas) (?:objetivos|metas)|how (?:are|is) my (?:\w+ )?(?:goals?|objectives?|resolutions?) (?:going|doing|coming along|progressing)|how(?: am i| are we)? doing (?:with|on) my goals|como (?:estao|vao|andam|esta|vai|anda) (?:os |as |o |a )?(?:meus|minhas|meu|minha) (?:objetivos?|objectivos?|metas?))\b/;
/** Money words: "my savings goals", "metas de poupança", "am I on track" (no goal named) belong to the portfolio. */
const financeGoal = /\b(?:financ\w*|savings?|poupanca|invest\w*|portfolio|carteira|money|dinheiro)\b/;
/** How goals go, asked with no goal named ("am I on track?"), is the portfolio's savings goals. */
const trackAsked = /\b(?:on track|caminho certo|bom caminho)\b/;

/** "when did I last go to the dentist", "quando fui ao dentista pela ultima vez", "a ultima vez que fui no dentista", "when was my last eye exam" */
/** When a membership or a subscription began ("when did my gym membership start?", "quando começou a minha inscrição?"). */
const agreementStart = /\b(?:membership|subscription|contract|inscricao|subscricao|assinatura|adesao|contrato)\b.*\b(?:start|started|begin|began|comec\w*|inici\w*)\b|\b(?:start|started|begin|began|comec\w*|inici\w*)\b.*\b(?:membership|subscription|contract|inscricao|subscricao|assinatura|adesao|contrato)\b/;
const lastVisit = /\b(?:last|ultima vez|ultima|ultimo|recent(?:ly)?|quando (?:foi|fui)|when (?:did|was))\b/;

/** "when is my next dentist appointment", "do I have a dentist appointment?", "quando é a próxima consulta no dentista", "tenho consulta marcada no dentista?" */
const nextVisit = /\b(?:next|upcoming|coming up|do i have (?:a|an|any)|is there (?:a|an)|proxim[oa]s?|tenho (?:uma? )?(?:consulta|marcacao|hora)|ha (?:uma? )?(?:consulta|marcacao)|esta marcad[oa]|marcad[oa])\b/;

/** "how old is Susana", "quantos anos tem a Susana", "where does Rui work", "onde mora", "when is Ana's birthday" — facts about someone. */
const factQuestion =
  /^(?:do|did) i (?:really )?(?:like|enjoy|love|hate|prefer)\b|^(?:e )?(?:eu )?(?:gosto|adoro|odeio|prefiro) (?:de |do |da |dos |das )?\p{L}+.*\?$|\b(?:what does \p{L}+ do(?=(?: \?)?$)|o que faz (?:o |a )?\p{L}+(?=(?: \?)?$)|how old|quantos anos|que idade|idade|what (?:is|s) (?:my|\p{L}+'s) (?:job|profession|occupation)|what do i do for (?:a )?(?:living|work)|(?:qual|que) (?:e )?(?:a )?(?:minha|sua) (?:profissao|ocupacao)|(?:qual|que) (?:e )?o (?:meu|seu) (?:emprego|trabalho)|em que (?:e que )?(?:eu )?trabalho|(?:em|para) (?:que|qual) empresa (?:e que )?(?:eu |o |a )?(?:\p{L}+ )?trabalh\p{L}*|(?:which|what) company (?:do|does) \p{L}+ work (?:for|at|in)|(?:qual|que) (?:e )?a (?:minha|sua) empresa|who (?:do|does) \p{L}+ work for|para quem (?:e que )?(?:eu )?trabalh\p{L}*|what diet (?:do|does) \p{L}+ (?:follow|have|keep)|que dieta (?:e que )?(?:eu )?(?:sigo|faco|tenho)|(?:what is|whats) .*\bage\b|where does|where do|onde (?:e que )?(?:eu )?(?:mora|trabalha|vive|moro|trabalho|vivo)|since when (?:have|has|do|does) \p{L}+ (?:lived|been living|live|lives|worked|been working|work|works)|how long (?:have|has) \p{L}+ (?:lived|been living|worked|been working)|(?:desde quando|ha quanto tempo) (?:e que )?(?:eu )?(?:vivo|moro|trabalho|vive|mora|trabalha)|what does .+ like|do que .+ gosta|what (?:\p{L}+ )?(?:do|do not|did not) i (?:like|prefer|dislike|hate|enjoy)|what do i (?:like|prefer)|o que (?:e que )?(?:eu )?(?:nao )?(?:gosto|prefiro|odeio|detesto)|(?:de )?que (?:\p{L}+ )?(?:e que )?(?:eu )?(?:nao )?(?:gosto|prefiro|odeio|detesto)|how do i (?:usually |normally )?(?:take|like|have|drink|eat|want) (?:my|the) \p{L}+|(?:what is|whats|which is) my favou?rite \p{L}+|(?:qual|que) (?:e |era )?(?:a |o )?(?:minha|meu) \p{L}+ (?:preferid[oa]|favorit[oa])|am i (?:a |an )?(?:vegetarian|vegan|pescatarian|celiac|coeliac|diabetic|lactose intolerant)|(?:e )?(?:eu )?sou (?:vegetarian[oa]|vegan[oa]|celiac[oa]|diabetic[oa]|intolerante)|(?:do|can|can not|ca not|cannot) i (?:still )?eat|what (?:can|can not|ca not|cannot|do|do not) i eat|what (?:can|can not|ca not|cannot|does|does not) \p{L}+(?: \p{L}+)? eat|o que (?:e que )?(?:o |a )?\p{L}+ (?:nao )?pode comer|o que (?:nao )?pode comer (?:o |a )?\p{L}+|o que (?:e que )?(?:eu )?(?:nao )?(?:posso comer|como)|(?:e )?(?:eu )?(?:ainda )?como (?:carne|peixe|marisco)|como (?:e que )?(?:eu )?(?:tomo|bebo|gosto d[oa]|prefiro|quero) (?:o|a|os|as|meu|minha) \p{L}+|(?:what is|whats|which is) my (?:football |soccer )?(?:team|club)|(?:what|which) (?:team|club) do i support|(?:qual|que) (?:e |era )?(?:o |a )?(?:meu|minha) (?:time|clube|equipa)|(?:de|para|por) que (?:time|clube|equipa) (?:e que )?(?:eu )?(?:sou|torco)|birthday|anniversary|anniversaries|aniversario|quando (?:e que )?(?:eu )?(?:faz|faco|fazes) anos|allergic|allergies|alergic[oa]s?|alergias?|(?:my|minhas?|meus) (?:preferences|likes|tastes|preferencias|gostos))\b/u;

/** A date the question named as an occasion of the person's own ("my birthday"), dated by a remembered fact. */
const ownOccasionDate = /^(?:(?:ever )?since\s+|desde\s+(?:(?:o|a)\s+)?)?(?:my|our|meu|minha|nosso|nossa)\s/iu;
/** "since my birthday", "desde o meu aniversário": the days after an occasion, not the occasion's date. */
const sinceOwnOccasion = /\b(?:since |desde (?:o |a )?)(?:my|our|meu|minha|nosso|nossa) \p{L}+/u;
/** Asks for a date: "when…", "what day is…", "quando…", "que dia é…". */
const asksWhen = /\b(?:when|what (?:day|date)|which (?:day|date)|quando|que dia|qual (?:e )?(?:o dia|a data)|em que dia)\b/;

/**
 * A question of something that happened: how an event went, what someone did for it, when the user did something
 * ("how was my birthday?", "como correu o aniversário?", "what did Tomás cook for my birthday?", "quando é que discuti com
 * o Tomás?"). Patterns match the normalised question.
 */
const pastEvent =
  /\b(?:how (?:was|were|did) (?!\p{L}+ (?:born|old)\b)|como (?:foi|foram|correu|correram)\b|what did (?:i|we|you|he|she|they|\p{L}+) (?:do|cook|make|give|get|buy|bring|say)\b|o que (?:e que )?(?:o |a )?(?:\p{L}+ )?(?:fiz|fizemos|fez|cozinhou|cozinhei|deu|dei|comprou|comprei|ofereceu|trouxe|disse)\b|quando (?:e que )?(?:eu )?(?!faz\b|fazes\b|faco\b)\p{L}+(?:ei|emos|amos|imos)\b|quando (?:e que )?(?:eu )?\p{L}{3,}i com\b)/u;

/**
 * The person's own doing asked ("when did I last go to Porto?", "what did I do with Ana?", "when was I last in Porto?",
 * "quando fui ao Porto?", "o que fiz com a Ana?"), with the verb asked (none for "was I in", "estive"): the journal tells
 * what the person did; a remembered fact that only shares a place or a person with it ("my sister lives in Porto") does not.
 */
const ownDoing =
  /\b(?:when|what|where|how often|how many times) did (?:i|we) (?:last |first |ever |recently )?(?!(?:like|prefer|enjoy|love|hate|want|tell|say|mention|ask|need)\b)(?<verb>\p{L}+)|\bwhen (?:was|were) (?:i|we) (?:last )?(?:in|at|with)\b|\bthe last time (?:that )?(?:i|we) (?<then>\p{L}+)|\b(?:quando|vez que) (?:e que )?(?:eu )?(?:fui|fomos|estive|estivemos|vi|vimos|fiz|fizemos)\b|\bo que (?:e que )?(?:eu )?(?:fiz|fizemos)\b/u;

/** English verbs whose past is not the verb's own start ("when did I meet Tom?" → "I met Tom in 2015"). */
const irregularPast: Readonly<Record<string, string>> = {
  go: "went", meet: "met", get: "got", buy: "bought", see: "saw", have: "had", make: "made", take: "took", leave: "left",
  begin: "began", find: "found", come: "came", give: "gave", sell: "sold", do: "did", run: "ran", fly: "flew", drive: "drove",
};

/** Whether a remembered fact tells a doing asked of the person: one that happened (an event), or one that says the verb asked ("I moved to Porto in 2019", "I met Tom in 2015"). */
const toldDoing = (question: Question): boolean => {
  const match = ownDoing.exec(question.normalized);
  if (match === null) return true;
  const verb = match.groups?.["verb"] ?? match.groups?.["then"];
  const forms = verb === undefined ? [] : [verb, irregularPast[verb]].filter((form): form is string => form !== undefined && form.length >= 3);
  const says = (word: string) => forms.some((form) => word === form || word.startsWith(form.slice(0, Math.max(3, form.length - 1))));
  return question.remembered.some((fact) => fact.type === "event" || fold(fact.content).split(/[^\p{L}\d]+/u).some(says));
};

/** "last year", "no ano passado", "before", "antes", "used to" — a fact that may no longer hold. */
const past = /\b(?:last year|ano passado|was|were|used to|antes|era|tinha)\b/;
/**
 * "when is my next exam?", "quando é o meu próximo exame?", "qual é a data da minha próxima prova?", "what are my exams?",
 * "quais são as minhas provas?": a thing of one's own still ahead, which a remembered fact or appointment may date (a service's next visit is asked apart).
 */
export const nextOwnThing =
  /\b(?:when(?: is|'s| s| will be)|what day is|quando (?:e|sera|vai ser)|que dia (?:e|sera)|(?:qual (?:e )?)?a data d[oa])\s+(?:(?:o|a)\s+)?(?:my|meu|minha)\s+(?:next|proxim[oa])\s+\p{L}+|\b(?:(?:what|when|which) (?:are|were) my|(?:quais|quando) (?:sao|eram) (?:os |as )?(?:meus|minhas)) (?:\p{L}+ )?(?:exams|tests|interviews|flights|trips|meetings|exames|provas|testes|entrevistas|voos|viagens|reunioes)\b/u;

/** A name as `relativeOf` reads it (capitalised), and its two patterns, compiled once. */
const relativeName = "(?<name>\\p{Lu}[\\p{L}'-]*)";
const relativeEnglish = new RegExp(`^(?:and )?(?:who(?: is|'s| are| was)|what(?: is|'s) the name of)\\s+(?:${relativeName}'s\\s+(?<en>${relationAlternation("en")})|the\\s+(?<en2>${relationAlternation("en")})\\s+of\\s+${relativeName.replace("name", "name2")})\\b`, "iu");
const relativePortuguese = new RegExp(`^(?:e )?(?:quem (?:é|e|era)|como se chama|qual (?:é )?o nome d[ao])\\s+(?:(?:a|o)\\s+)?(?<pt>${relationAlternation("pt")})\\s+(?:d[oa]|de)\\s+${relativeName}`, "iu");

/**
 * "who is Tom's sister?", "who's the sister of Tom?", "quem é a irmã do João?", "quem é o chefe da Ana?": someone named
 * by what they are to another named person, read from the spelled text (the name keeps its capital).
 */
const relativeOf = (question: Question): { name: string; relation: RelationKind } | null => {
  const text = question.spelled.trim().replace(/’/g, "'");
  const match = relativeEnglish.exec(text) ?? relativePortuguese.exec(text);
  const groups = match?.groups;
  if (groups === undefined) return null;
  const said = groups["en"] ?? groups["en2"] ?? groups["pt"];
  const word = said === undefined ? undefined : relationWord(said, groups["pt"] !== undefined ? "pt" : "en");
  const person = groups["name"] ?? groups["name2"];
  // "who is my sister's boss?", "quem é o chefe do meu irmão?" name no one else: "my" is the person.
  if (word === undefined || person === undefined || /^(?:my|i|me|meu|minha|meus|minhas)$/i.test(person)) return null;
  return { name: person, relation: word.relation };
};

/** A further name in a list of them: ", Tom", " and Tom", " e o Tomás", " e do Rui" (after "fala-me da Ana"). */
const nextName = new RegExp(`^(?:\\s*,\\s*(?:(?:and|e)\\s+)?|\\s+(?:and|e|&)\\s+)(?:(?:the|a|o|da|do|de)\\s+)?(${capitalised.source})`, "u");

/** At most this many people are looked up for one question. */
const maxNamesAsked = 4;

/** The names asked of ("who are Ana and Tom?" → Ana, Tom), the first as `nameIn` reads it; none when it reads none. */
const namesIn = (question: Question): string[] => {
  const first = nameIn(question);
  return first === null ? [] : [first, ...joinedNames(question, first)];
};

/** The names joined to `first` by "and" / "e" or commas, in order ("Ana and Tom" → Tom). */
const joinedNames = (question: Question, first: string): string[] => {
  const names = [first];
  const at = question.spelled.indexOf(first);
  let rest = at < 0 ? "" : question.spelled.slice(at + first.length);
  for (let match = nextName.exec(rest); match !== null && names.length < maxNamesAsked; match = nextName.exec(rest)) {
    const name = match[1]!.trim();
    // "Ana and I": the user, no one else to look up.
    if (!names.includes(name) && !/^(?:i|me|eu|mim)$/iu.test(name)) names.push(name);
    rest = rest.slice(match[0].length);
  }
  return names.slice(1);
};

const nameIn = (question: Question): string | null => {
  const spelled = question.spelled.replace(/^[^\p{L}]+/u, "");
  const tail = spelled.replace(whoIsSpelled, "");
  const match = capitalised.exec(tail);
  // "tell me about my trip to Porto", "fala-me da minha viagem ao Porto": the name asked about comes right after the asking words.
  if (tail !== spelled && match !== null && match.index > 0) return null;
  return match?.[0]?.trim() ?? question.names[0] ?? null;
};

/** Words that open a question, never a name: "Quantos anos tem a Susana?" is about Susana, not "Quantos". */
const openers = new Set("how what whats when where who whom which why is does do did can could tell quantos quantas quanto qual quais quando onde quem como o a os as que e diz de do da dos das em no na com para por".split(" "));

/**
 * Whom a fact question is about: a name in it, else the user (null). "How old is she?" after "who is Ana?" already
 * names Ana: the question is read with the one person the message before named (`personBefore`).
 */
const subjectOf = (question: Question): string | null => {
  const named = question.names[0] ?? /^\p{Lu}[\p{L}'’-]+/u.exec(question.spelled.trim())?.[0];
  const name = named?.replace(/['’]s$/u, "");
  return name !== undefined && !openers.has(name.toLowerCase()) && !/^(?:i|me|mim|eu)$/i.test(name) ? name : null;
};

/** Words that open a question; a Portuguese yes/no question ("tenho consulta…?") shows only by its "?". */
const questionOpening =
  /^(?:what|whats|when|who|whom|whose|where|which|why|how|do|does|did|is|are|was|were|have|has|can|could|will|would|tell me|show me|(?:the )?last time|my last|a ultima vez|o ultimo|a ultima|quando|quem|qual|quais|que|o que|como|onde|quanto|quantos|quanta|quantas|sera que|sabes|sabe|lembras|lembra-te|me diz|diz-me|list|mostra|mostra-me|mostre|lista)\b/;

/** A question rather than something told: "I went to the dentist last Tuesday" tells, "when did I last go…" asks. */
const asks = (question: Question): boolean => question.text.includes("?") || questionOpening.test(question.normalized) || endsAsQuestion(question.text);

/** "remember that …", "note that …", "lembra-te (de) que …", "não te esqueças que …": something to keep. */
const rememberThat = /^(?:please |por favor )?(?:remember|note|keep in mind|make a note|lembra-?te|lembre-?se|anota|anote|nao te esquecas|nao se esqueca)(?: de)? (?:that|que)\b/;

/** The words of a topic asked about, as written; what was told is named by the topic, not by the words of telling ("contei"). */
export const topicWordsOf = (question: Question, intent: { readonly topic: string; readonly told?: boolean }): ReadonlyArray<string> => {
  const told = intent.told === true ? question.topicWords.filter((word) => intent.topic.split(/\s+/).includes(foldAccents(word.toLowerCase()))) : [];
  return told.length > 0 ? told : question.topicWords.length > 0 && intent.told !== true ? question.topicWords : intent.topic.split(/\s+/);
};

/** Reads what the message asks of memory. */
export const memoryIntent = (question: Question): MemoryIntent => {
  const text = question.normalized;
  // "Remember that I prefer tea", "lembra-te que eu prefiro café": told, however much of it reads like a question.
  if (question.has(rememberThat)) return { kind: "none" };
  if (question.has(memoryAbility)) return { kind: "howMemoryWorks" };
  // "What's my name?", "como me chamo?": the name told, a fact of the person's own.
  if (question.has(ownNameAsked)) return { kind: "recall", query: "my name is o meu nome é", history: false, subject: null };
  // "What did I tell you yesterday?": what was kept of that day's telling (and the day's conversations), not the journal's entry.
  if (question.range !== null && question.has(toldInPeriodAsked)) return { kind: "toldInPeriod", from: question.range.from, to: question.range.to };
  if (question.has(aboutMe)) return { kind: "aboutMe" };
  if (question.has(birthdaysAhead)) return { kind: "birthdays" };
  // "Tell me about my family": its people, whom memory knows (the journal is read with them); "tell me about my week" is the journal's.
  const lifePart = tellAboutMy.exec(text)?.groups?.["topic"];
  if (lifePart !== undefined && kinWordsOf(lifePart).length > 0) return { kind: "aboutTopic", topic: lifePart };
  // "Who is my boss?", "quem é o meu chefe?": someone named by relationship is a remembered fact, remembered or not.
  if (question.has(whoIsMy)) return { kind: "recall", query: question.topic || question.text, history: false, subject: null };
  const relative = relativeOf(question);
  if (relative !== null) return { kind: "whoIs", name: relative.name, relation: relative.relation };
  if (question.has(whoIs)) {
    const [name, ...others] = namesIn(question);
    if (name !== undefined && !/^(?:i|me|mim|eu)$/i.test(name)) return { kind: "whoIs", name, ...(others.length > 0 ? { others } : {}), ...(question.has(askedWho) ? {} : { about: true }) };
  }
  const change = reminderChange(question);
  if (change !== undefined) return { kind: "reminders", change };
  // "what do I have tomorrow?", "o que tenho para fazer esta semana?": what is planned in those days, appointments and reminders.
  if (question.has(agendaInWindowAsked)) return { kind: "agenda" };
  if (question.has(todo)) return { kind: "todo" };
  // "Já renovei o passaporte": done, said plainly ("already", "I've", "já") or of a task the chat put before the model.
  const done = asks(question) ? null : taskDoneIn(question.text);
  if (done !== null && (done.marked || question.remembered.some((fact) => fact.type === "task" && doneScore(done, fact.content) > 0))) return { kind: "done" };
  // "Set a reminder to call mom", "cria um lembrete para pagar a renda": asked for, not a list of them.
  if (question.has(remindersAsked) && reminderRequest(question.text) === null) return { kind: "reminders" };
  // One's own health, asked ("tenho alguma alergia", "what meds do I take?"), not told ("tenho alergia ao marisco") nor asked of someone named.
  const health = question.names.length === 0 && relativeOf(question) === null ? healthAsked(question) : null;
  if (health !== null && (health === "all" || asks(question) || question.has(/\b(?:any|alguma?|algum)\b/))) return { kind: "health", ask: health };
  // "What do you remember about my family?": the memories of that topic, not one person's.
  const about = aboutMyTopic.exec(text)?.groups?.["topic"];
  if (about !== undefined && question.names.length === 0) return { kind: "aboutTopic", topic: about.trim() };
  const told = toldAboutTopic.exec(text)?.groups?.["topic"];
  if (told !== undefined) return { kind: "aboutTopic", topic: told.trim(), told: true };
  // Told, not asked ("I went to the dentist last Tuesday", "I'm allergic to penicillin"): a statement to learn from.
  if (!asks(question)) return { kind: "none" };
  if (question.has(goalsProgressAsked) && !question.has(financeGoal)) return { kind: "goals", progress: true };
  if (question.has(goalsAsked) && !question.has(financeGoal) && !question.has(trackAsked)) return { kind: "goals" };
  const topic = serviceTopicIn(text);
  if (topic === undefined && question.has(agendaAsked)) return { kind: "agenda" };
  if (topic !== undefined && question.has(nextVisit) && !question.cues.has("lastTime")) {
    return { kind: "nextVisit", topic: topic.key, query: question.topic || question.text };
  }
  // "when did my gym membership start?", "quando começou a minha inscrição no ginásio?": when an agreement began, which its
  // terms say, not the last visit.
  if (topic !== undefined && (question.cues.has("lastTime") || question.has(lastVisit)) && !question.has(agreementStart)) {
    return { kind: "lastVisit", topic: topic.key, query: question.topic || question.text };
  }
  // "do I have pets?", "tenho carro?": an everyday thing or a relative, which a fact told may say ("I have a cat called Mia").
  const owned = possessionAsked.exec(text)?.groups?.["topic"];
  if (owned !== undefined && topic === undefined && relativesAsked(owned, question.language === "pt" ? "pt" : "en") !== null) return { kind: "aboutTopic", topic: owned, owned: true };
  if (owned !== undefined && topic === undefined && !appointmentWord.test(owned) && (everyday(owned) || kinWordsOf(owned).length > 0 || namesRelatives(owned, question))) {
    return { kind: "aboutTopic", topic: owned, owned: true };
  }
  // "How many kids do I have?": what was told of them ("I have two kids"), never how often the journal names them.
  const counted = relativesCounted.exec(text)?.groups?.["topic"];
  if (counted !== undefined && namesRelatives(counted, question)) return { kind: "aboutTopic", topic: counted, owned: true, counted: true };
  // "what did I do on my birthday?" asks what was written, not a remembered fact.
  if (question.cues.has("list")) return { kind: "none" };
  // "what was my mood on my birthday?", "como me senti no meu aniversário?": the day a remembered fact dates is asked about, not the fact
  // (the question's dates then hold "my birthday"); "when is my birthday?" still asks the fact.
  if (question.dates.some((date) => ownOccasionDate.test(date.text)) && !question.has(asksWhen)) return { kind: "none" };
  // "how have I felt since my birthday?" with no birthday remembered: the days after it, which the journal tells.
  if (question.has(sinceOwnOccasion) && !question.has(asksWhen)) return { kind: "none" };
  // "how was my birthday?", "o que cozinhou o Tomás no meu aniversário?", "quando é que discuti com o Tomás?": an event
  // that happened, which the journal tells, not a fact to recall.
  if (question.has(pastEvent) || !toldDoing(question)) return { kind: "none" };
  // "e com o Tom?" after "o que fiz com a Ana?": the same doing asked of someone else, the journal's as the first was.
  const again = otherPersonOf(question);
  if (again !== null && memoryIntent(again).kind === "none") return { kind: "none" };
  // "what did I learn this year?": what a past period taught, which its entries tell; "what am I learning?" is a fact.
  const learnedThen = question.dates.length > 0 && question.has(/\b(?:did i (?:learn|study)|was i (?:learning|studying))\b/);
  if (question.has(factQuestion) || question.has(nextOwnThing) || question.has(ownThingAsked) || (question.has(learningAsked) && !learnedThen) || (question.names.length > 0 && question.text.trim().endsWith("?") && question.has(/\b(?:is|does|tem|e|esta(?! (?:semana|mes|ano|manha|tarde|noite|vez))|mora|trabalha|gosta|come)\b/))) {
    const subject = subjectOf(question);
    const others = subject === null ? [] : joinedNames(question, subject);
    return { kind: "recall", query: question.topic || question.text, history: question.has(past), subject, ...(others.length > 0 ? { others } : {}) };
  }
  // "when does my passport expire?" after "remember that my passport expires in June": a topic the remembered facts hold.
  if (!question.cues.has("search") && !question.cues.has("list") && rememberedTopic(question)) {
    return { kind: "recall", query: question.topic || question.text, history: false, subject: null };
  }
  return { kind: "none" };
};

/** A short Portuguese verb form and another of the same verb ("bebo" ~ "beber", "como" ~ "comer"): the same first three letters, an ending of at most two. */
const sameVerb = (content: string, word: string) =>
  word.length === 4 && /[oa]$/.test(word) && content.split(/[^\p{L}\d]+/u).some((token) => token.length >= 4 && token.length <= 5 && token !== word && token.startsWith(word.slice(0, 3)) && /(?:er|ar|ir|i|ei|eu|ou)$/.test(token));

/**
 * True when a fact the chat put before the model (`Question.remembered`)
 * holds every content word of the question (four letters or more; the same
 * word or one sharing its first five letters: "expire" ~ "expires"), so
 * "when does my visa expire?" is not answered with the passport.
 */
const rememberedTopic = (question: Question): boolean => {
  const words = question.topicWords.flatMap((topic) => fold(topic).split(/\s+/)).filter((word) => word.length >= 4);
  if (words.length === 0) return false;
  return question.remembered.some((fact) => {
    const content = fold(fact.content);
    return words.every((word) => sharesInEither(content, word) || sameVerb(content, word));
  });
};
