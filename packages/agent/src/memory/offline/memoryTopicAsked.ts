import { relationWord, translationsOf } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { reminderChangeIn } from "../learn/reminderChange.js";
import { singular } from "../extraction/people/namedRelatives.js";
import { whatToDoAsked } from "./memoryTodo.js";

/**
 * "what do you remember about me?", "o que sabes sobre mim?", "do you know anything about me?", "lembras-te de alguma coisa
 * sobre mim?", "what have you learned about me?", "o que aprendeste sobre mim?"
 */
export const aboutMe = /\b(?:what do you (?:remember|know) about me|what have you remembered|o que (?:sabes|sabe|lembras|lembra|voce sabe|voce lembra|te lembras)(?: de| sobre)? (?:mim|de mim)|tell me (?:something|anything|a bit) about (?:me|myself)|(?:do you )?(?:remember|know) (?:anything|something) about me|(?:lembras|lembra|sabes|sabe)(?:-te|-se| te| se)? (?:de )?(?:alguma coisa|algo|coisas) (?:sobre|de|acerca de) mim|what do you remember(?! about (?!me\b|myself\b))|o que (?:te )?lembras(?! (?:sobre|da|do|de) (?!mim\b))|what (?:have|did) you (?:learn|learned|learnt|find out|found out|discover|discovered) about me|o que (?:e que )?(?:voce |tu )?(?:aprendeu|aprendeste|ficou a saber|ficaste a saber|descobriu|descobriste) (?:sobre|de|acerca de) mim)\b/;

/** "what do you remember about my family?", "o que te lembras da minha família?", "o que sabes sobre o meu trabalho?": a topic of one's own. */
export const aboutMyTopic =
  /^(?:and |e )?(?:(?:tell me )?what (?:do|did|have) you (?:know|remember|remembered|kept|saved) (?:about|of|on) (?:my|our)|o que (?:e que )?(?:sabes|sabe|voce sabe|(?:te )?lembras|(?:voce )?(?:se )?lembra|guardaste|guardou) (?:sobre|da|do|das|dos|de|acerca d[ao]s?) (?:(?:a|o|as|os) )?(?:minha|meu|minhas|meus|nossa|nosso|nossas|nossos)) (?<topic>[\p{L}' -]+?)\s*[?.!]*$/u;

/** "tell me about my family", "fala-me da minha família", "conta-me do meu trabalho": a part of one's life, asked outright. */
export const tellAboutMy = /^(?:(?:can you |please )?tell me about|fala(?:-me)?(?: da| do| sobre a| sobre o)|conta(?:-me)?(?: da| do| sobre a| sobre o)) (?:my|minha|meu) (?<topic>\p{L}+)\s*[?.!]*$/u;

/** "what did I tell you about my sister?", "what have I said about work?", "o que te disse sobre o trabalho?", "o que é que eu te contei da Ana?" */
export const toldAboutTopic =
  /^(?:and |e )?(?:what (?:did|have) i (?:tell|told|say|said|mention|mentioned)(?: to)?(?: you)? (?:about|of|on|regarding)|o que (?:e que )?(?:eu )?(?:te|lhe|a voce|pra voce|para voce) (?:disse|contei|falei|mencionei) (?:sobre|da|do|das|dos|de|acerca d[ao]s?)|o que (?:e que )?(?:eu )?(?:disse|contei|falei)(?: a voce| pra voce)? (?:sobre|da|do|das|dos|de|acerca d[ao]s?)) (?:(?:my|our|the|a|o|as|os|minha|meu|minhas|meus|nossa|nosso) )*(?<topic>[\p{L}' -]+?)\s*[?.!]*$/u;

/**
 * "do I have pets?", "have I got a car?", "tenho animais?", "eu tenho filhos?", "do I have any brothers or sisters?": whether
 * the person has an everyday thing or a relative.
 */
export const possessionAsked =
  /^(?:and |e )?(?:do i (?:still )?have|have i got|(?:eu )?(?:ainda )?tenho) (?:a |an |any |some |um |uma |algum |alguma |alguns |algumas )?(?<topic>\p{L}+(?: (?:or|ou) (?:a |an |any |um |uma |algum |alguma |alguns |algumas )?\p{L}+)?)(?: (?:at home|em casa))?\s*\?+$/u;

/** "how many kids do I have?", "quantos irmãos tenho?", "quantas filhas é que eu tenho?": how many of a relative, told or not. */
export const relativesCounted = /^(?:and |e )?(?:how many|quant[oa]s) (?<topic>\p{L}+) (?:do i have|have i got|(?:e que )?(?:eu )?tenho)\s*\?*$/u;

/** A word of relatives, one or several ("sister", "kids", "irmãos"), or one the question relates to them ("siblings"). */
export const namesRelatives = (word: string, question: Question): boolean =>
  [word, ...singular(word, question.language === "pt" ? "pt" : "en")].some((form) => relationWord(form, question.language) !== undefined) ||
  question.related.some((group) => group.includes(word) && group.some((related) => relationWord(related, question.language) !== undefined));

/** "tenho consulta?", "do I have an appointment?": something planned, which the agenda answers. */
export const appointmentWord = /^(?:consultas?|marcac(?:ao|oes)|hora|appointments?|meetings?|reunia?o(?:es)?|reunioes|plans?|planos?)$/;

/** A word of the everyday things and people memory knows in both languages, in the singular or the plural ("gatos"). */
export const everyday = (word: string): boolean => [word, word.replace(/e?s$/, "")].some((form) => translationsOf(form).length > 0);

/** Asks whether it remembers at all: "can you remember things?", "do you have a memory?", "consegues lembrar-te de coisas?", "você guarda o que eu digo?". */
export const memoryAbility =
  /^(?:and |e )?(?:(?:can|could|do|will|would) you (?:remember|learn|keep|store|save|memori[sz]e)(?: (?:things|stuff|facts|anything|what i (?:say|tell you)))?(?: (?:about|for) me)?|do you have (?:a |any )?memory|(?:consegues|podes|pode|consegue|voce consegue|voce pode|sabes) (?:lembrar(?:-te| se)?|guardar|memorizar|aprender|decorar)(?: de)?(?: (?:coisas|factos|fatos|o que (?:eu )?(?:digo|te digo|conto|te conto)))?(?: (?:sobre|de) mim)?|(?:tens|tem|voce tem) memoria|(?:guardas|guarda|voce guarda|lembras-te|voce lembra) (?:do )?(?:o )?que (?:eu )?(?:digo|te digo|conto|te conto|falo))\s*\??$/;

/** The change a message asks of a reminder: after the reminders were just listed, "mark it done" needs no word "reminder". */
export const reminderChange = (question: Question): "complete" | "cancel" | undefined => reminderChangeIn(question.normalized, question.previous?.normalized ?? null);

/** "what do I need to do?", "my to-do list", "o que tenho de fazer?", "o que preciso fazer?", "as minhas tarefas" */
export const todo = new RegExp(
  String.raw`\b(?:what (?:else )?(?:do|must) i (?:need|have|still need|still have) to do|what have i got to do|what(?: is|s) on my (?:to-?do|list)|my to-?do(?: list)?|my tasks|o que (?:e que )?(?:eu )?(?:ainda )?(?:tenho|preciso|devo) (?:de |que )?fazer|(?:as )?minhas tarefas|o que (?:me )?falta fazer)\b|${whatToDoAsked.source}`,
  "u",
);

/** "what are my goals?", "what's my new year's resolution?", "quais são os meus objetivos?", "qual é a minha meta?", "mostra as minhas metas" */
export const goalsAsked =
  /\b(?:what (?:are|were) my (?:[\w']+ ){0,3}(?:goals|aims|objectives|resolutions|dreams|ambitions)|what(?: is|s| was) my (?:[\w']+ ){0,3}(?:goals?|aims?|objectives?|resolutions?|dreams?|ambitions?)|(?:list|show|tell)(?: me)? my (?:goals|resolutions)|do i have (?:any )?goals|(?:mostra|mostre|lista|diz|diga)(?:-me| me)? (?:os |as )?(?:meus|minhas) (?:objetivos|objectivos|metas|resolucoes)|quais (?:sao|eram|foram) (?:os |as )?(?:meus|minhas) (?:\w+ )?(?:objetivos|objectivos|metas|sonhos|resolucoes)|qual (?:e|era) (?:o |a )?(?:meu|minha) (?:\w+ )?(?:objetivo|objectivo|meta|sonho|resolucao)|(?:que|quais) (?:objetivos|metas) (?:e que )?tenho|tenho (?:alguns |algum )?(?:objetivos|metas))\b/;
/**
 * Goals asked of as set, or of how they go: "what goals did I set this year?", "am I on track with my goals?", "que metas
 * defini este ano?", "estou no caminho certo para os meus objetivos?", "como estou com as minhas metas?", "how are my goals
 * going?", "como estão as minhas metas?".
 */
export const goalsProgressAsked =
  /\b(?:(?:what|which) goals (?:did|have) i (?:set|made|make|had|have)|(?:am i|are we) on track (?:with|for) (?:all )?my goals|how am i doing (?:with|on) my goals|(?:que|quais) (?:objetivos|metas) (?:e que )?(?:eu )?(?:defini|tracei|estabeleci|marquei|fixei)|(?:estou|vou) (?:no|pelo) (?:bom )?caminho(?: certo)? (?:para|com|nos|nas) (?:os |as )?(?:meus|minhas) (?:objetivos|metas)|como (?:estou|vou|ando) (?:com )?(?:os |as |nos |nas )?(?:meus|minhas) (?:objetivos|metas)|how (?:are|is) my (?:\w+ )?(?:goals?|objectives?|resolutions?) (?:going|doing|coming along|progressing)|how(?: am i| are we)? doing (?:with|on) my goals|como (?:estao|vao|andam|esta|vai|anda) (?:os |as |o |a )?(?:meus|minhas|meu|minha) (?:objetivos?|objectivos?|metas?))\b/;
/** Money words: "my savings goals", "metas de poupança", "am I on track" (no goal named) belong to the portfolio. */
export const financeGoal = /\b(?:financ\w*|savings?|poupanca|invest\w*|portfolio|carteira|money|dinheiro)\b/;
/** How goals go, asked with no goal named ("am I on track?"), is the portfolio's savings goals. */
export const trackAsked = /\b(?:on track|caminho certo|bom caminho)\b/;
