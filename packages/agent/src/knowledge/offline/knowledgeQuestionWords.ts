import type { Question } from "../../models/offline/question/Question.js";

/* The words by which the knowledge skill reads a question: documents named, lists asked, endings, terms. */

/** Words that name a kind of document (and so point at the knowledge base rather than the journal). */
export const documentWord =
  /\b(?:documents?|docs?|files?|pdfs?|word files?|contracts?|letters?|payslips?|invoices?|receipts?|(?:bank|account|card|credit card|brokerage|pension|tax) statements?|statements|cartas?|faturas?|recibos?|extratos?|lease|leases|rental agreement|rentals?|car hire|agreement|(?:house |building )?rules|rule ?books?|regulations|bylaws|regulamentos?|regimento|regras|normas|manuals?|reports?|papers?|articles?|slides|uploads?|uploaded|knowledge base|my notes|the notes|documentos?|ficheiros?|arquivos?|contratos?|arrendamento|aluguer|aluguel|acordo|manua(?:l|is)|relatorios?|artigos?|apontamentos|as minhas notas|minhas notas|as notas|my (?:\w+ ){1,2}notes|(?:notas|apontamentos) d[aoe]s? \w+|carregad[oa]s?|base de conhecimento)\b/;
/**
 * Words that only say "a document" and add nothing to a search ("my contract says about pets" searches "pets"); not
 * "rental", "aluguel" nor "aluguer", the rent or the thing rented itself as often as its contract ("qual é o valor do
 * aluguel?", "what does my car rental say about fuel?").
 */
export const documentNoun =
  /^(?:documents?|docs?|files?|pdfs?|word|contracts?|letters?|payslips?|invoices?|receipts?|statements?|cartas?|faturas?|recibos?|extratos?|lease|leases|agreement|rules|rulebooks?|regulations|bylaws|regulamentos?|regimento|regras|normas|manuals?|reports?|papers?|articles?|slides|uploads?|uploaded|notes?|knowledge|base|documentos?|ficheiros?|arquivos?|contratos?|arrendamento|acordo|manual|manuais|relatorios?|artigos?|apontamentos|notas?|carregad[oa]s?|conhecimento|say|says|diz|dizem|sobre|mention|mentions|mentioned|talk|talks|refer|refers|contain|contains|cover|covers|falam?|mencionam?|referem?|contem|tratam?)$/;
/** "which documents mention VWCE?", "que documentos falam do fundo de emergência?": a search, not the list. */
export const mentionRequest =
  /\b(?:which|what|any) (?:documents?|files?|pdfs?|notes?) (?:mention|mentions|talk|talks|refer|refers|contain|contains|cover|covers|say|says)\b|\b(?:que|quais|qual|algum) (?:documentos?|ficheiros?|arquivos?|notas?) (?:fala|falam|menciona|mencionam|refere|referem|contem|contêm|trata|tratam|diz|dizem)\b/;
/** A request for the list of documents. */
export const listRequest =
  /\b(?:(?:which|what) (?:documents|files|pdfs)|list (?:all )?(?:my |the )?(?:documents|files|pdfs)|show (?:me )?(?:all )?my (?:documents|files|pdfs)|(?:que|quais) (?:documentos|ficheiros|arquivos)|lista (?:os )?(?:meus )?(?:documentos|ficheiros|arquivos)|mostra(?:-me)? (?:os )?meus (?:documentos|ficheiros|arquivos))\b|^(?:(?:all )?my|(?:os )?meus) (?:documents|files|pdfs|documentos|ficheiros|arquivos)$|\b(?:how many (?:documents|files|pdfs)|quant[oa]s (?:documentos|ficheiros|arquivos|pdfs))\b/;
/** Words that name a kind of document a passage's title or file name may hold ("contract" names contrato-trabalho.md). */
export const documentKind =
  /^(?:contracts?|lease|payslips?|policy|policies|warranty|warranties|guarantee|garantia|garantias|insurance|seguros?|letters?|invoices?|receipts?|statements?|agreements?|certificates?|prescriptions?|contratos?|arrendamento|apolices?|cartas?|faturas?|recibos?|extratos?|certificados?|receitas?)$/;
/** Ending or leaving an agreement ("can I end the lease early?", "can I break my contract?", "posso rescindir o contrato?"). */
export const endingAsked =
  /\b(?:end|ending|terminate|terminating|break|breaking|cancel|cancelling|canceling|get out of|leave)\b(?: (?:my|the|this))? (?:lease|contract|agreement|tenancy|rental)\b|\b(?:terminar|termino|acabar com|rescindir|rescindo|cancelar|cancelo|denunciar|denuncio|sair d[oa]|saio d[oa]|deixar|deixo)\b(?: (?:o|a|meu|minha|o meu|a minha))? (?:contrato|arrendamento)\b|\bantes do fim do (?:contrato|arrendamento)\b|\brescind\w*|\brescisao\b/;
/**
 * Leaving before the end ("can I move out early?", "leave the flat before the lease ends", "posso sair antes?", "sair da
 * casa antes do fim", "ir-me embora mais cedo"): not "before" something else ("sair de casa antes do trabalho").
 */
const leavingEarly =
  /\b(?:leave|leaving|move out|moving out|get out|sair|saio|sairmos|mudar-me|ir-me embora|ir embora)\b(?: [\w-]+){0,4}? (?:early|earlier|sooner|before (?:the |my |it |its )?(?:end|ends|term|lease ends|contract ends|tenancy ends)|mais cedo|antes\b(?! d[aoe]s? (?!fim|termo|final|prazo|tempo)| de (?!acabar|terminar)| que))/;
/** A rented home or its agreement ("the flat", "a casa", "o contrato", "lease"): what leaving early is of. */
const leaseContext = /\b(?:lease|tenancy|rental|rented|contract|agreement|flat|apartment|house|landlord|contrato|arrendamento|aluguer|aluguel|casa|apartamento|senhorio|renda)\b/;

/**
 * Whether the question asks of ending an agreement: said so (`endingAsked`), or leaving a rented home early, of the lease
 * or home it names or the question before named ("e posso sair antes?" after a question of the lease). "A que horas posso
 * sair?" leaves nothing early.
 */
export const endingOf = (question: Question): boolean =>
  question.has(endingAsked) || (question.has(leavingEarly) && (question.has(leaseContext) || (question.previous !== null && leaseContext.test(question.previous.normalized))));
/**
 * The question's own words for the ending it asks of ("terminar o contrato", "sair antes do fim do contrato"): the
 * phrases that say it, joined where they meet; undefined when none does.
 */
export const endingSaid = (question: Question): string | undefined => {
  const text = question.normalized;
  const spans = [endingAsked, leavingEarly]
    .map((pattern) => new RegExp(pattern.source, "g"))
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const))
    .sort((a, b) => a[0] - b[0]);
  const first = spans[0];
  if (first === undefined) return undefined;
  const end = spans.reduce((reached, [from, to]) => (from <= reached + 1 ? Math.max(reached, to) : reached), first[1]);
  return text.slice(first[0], end).trim();
};
/** The words that only ask for the ending itself ("leave", "sair"): the ending is searched as "ending". */
export const endingVerb =
  /^(?:end|ends|ending|early|earlier|sooner|terminate|terminating|break|breaking|cancel|cancelling|canceling|get|out|leave|leaving|move|moving|terminar|termino|acabar|rescindir|rescindo|rescisao|cancelar|cancelo|denunciar|denuncio|sair|saio|deixar|deixo|mudar|embora|cedo|antes|fim|flat|apartment|house|casa|apartamento)$/;
/** Words of the journal and of writing in it: a summary of them is the journal's. */
export const journalWord = /\b(?:journal|diary|entry|entries|wrote|written|write|diario|entradas?|escrevi|escrito|escrever)\b/;

/**
 * What applies to the user — what they must, may or are owed ("how much notice do I have to give to leave my
 * flat?", "can I keep a cat here?", "quem paga as reparações?", "qual o prazo de aviso?", "what are the quiet hours?",
 * "a que horas tenho de fazer silêncio?"): rules a contract, policy, manual or a building's regulations set, which a journal seldom records, and what follows from breaking them ("what happens if I pay the rent
 * late?", "e se pagar a renda atrasada?"). Such a question searches the documents first.
 */
export const termsQuestion =
  /\b(?:(?:can|may|could) i|(?:can|may) we|(?:a|at) what time (?:can|may|must|should|do) (?:i|we)|what time (?:can|may|must|should) (?:i|we)|quiet hours|(?:opening|visiting|silence) hours|(?:what|which) (?:are )?the rules|posso|podemos|pode-se|(?:a|as) que horas (?:tenho|temos|posso|podemos|devo|devemos|se pode|e permitido|e proibido)|horas? de silencio|horario de silencio|regras? d[eo]s?|do i (?:have|need) to|have i got to|must i|am i (?:allowed|supposed|required|entitled)|is it (?:allowed|permitted)|(?:are|is) (?:[\w']+ ){1,3}(?:allowed|permitted|forbidden|prohibited|banned)|(?:sao|e|estao|esta) (?:\w+ ){0,2}(?:permitid[oa]s?|proibid[oa]s?|autorizad[oa]s?)|how much notice|how many (?:days|weeks|months)'? (?:of )?notice|quant[oa]s (?:dias|semanas|meses) de (?:pre-?aviso|aviso|antecedencia)|notice period|who pays|who is responsible|tenho (?:de|que) (?:dar|pagar|avisar|sair)|preciso de (?:dar|pagar|avisar)|e permitido|sou obrigad[oa]|quem paga|prazo de (?:aviso|pre-? ?aviso)|pre-? ?aviso|aviso previo|com quanto tempo de|what happens if i|o que acontece se|^e se (?:eu )?(?:pagar|nao pagar|sair|cancelar|faltar|atrasar))\b/;

/**
 * A thing at home broken, asked what to do of ("who do I call if something breaks?", "what if the fridge breaks down?",
 * "a quem ligo se alguma coisa avariar?", "o que faço se algo se estragar em casa?"): the lease's or the manual's repairs
 * answer it, which never say "breaks". Not "I need a break", nor "se eu partir amanhã" (leaving).
 */
export const brokenAsked =
  /\b(?:if|when|once) (?:[\w']+ ){0,3}(?:(?<!take |taking |short |coffee |lunch )breaks(?! up)|break down|breaks down|broke down|is broken|gets broken|stops working|stopped working|leaks|is leaking|is damaged|gets damaged)\b|\b(?:something|anything|it) (?:is )?broken\b|\bse (?:[\w-]+ ){0,3}(?:se )?(?:avariar|avariarem|avaria|avariou|estragar|estragarem|estraga|estragou|rebentar|rebentou|deixar de funcionar|deixarem de funcionar|ficar avariad[oa]|estiver avariad[oa]|estiver estragad[oa])\b|\bse (?:algo|alguma coisa|(?:o|a) \w+) (?:se )?(?:partir|partiu|parte)\b|\bse (?:eu )?partir (?:algo|alguma coisa|(?:o|a|um|uma) \w+)\b/;
/** The words that only say a thing broke ("breaks", "avariar", "algo"): the repairs are searched. */
export const brokenWord =
  /^(?:break|breaks|broke|broken|down|stops|stopped|working|damaged|something|anything|avariar|avariarem|avaria|avariou|avariado|avariada|estragar|estragarem|estraga|estragou|estragado|estragada|partir|partiu|parte|rebentar|rebentou|deixar|funcionar|algo|faco)$/;
/** Whom to call asked ("who do I call…", "a quem ligo…"), and the verb of calling then: it only asks who answers. */
export const whomToCall = /\b(?:who|whom) (?:do|should|shall|can|must) (?:i|we) (?:call|ring|phone|contact)\b|\ba quem (?:e que )?(?:ligo|ligamos|telefono|devo ligar|ligar|contacto|devo contactar|chamo)\b/;
export const callingWord = /^(?:call|ring|phone|contact|ligo|ligamos|ligar|telefono|contacto|contactar|chamo|devo)$/;
