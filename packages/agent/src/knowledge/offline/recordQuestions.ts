import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";

/**
 * Questions about the user's own records, which letters, payslips, policies and contracts hold and a journal seldom
 * does: what a doctor said or prescribed and a test's results; pay, tax and deductions; an insurance's cover and cost;
 * the allowances a contract sets. Such a question searches the documents first, and the journal when they say nothing.
 * Patterns match the normalised question (lower case, accent-folded).
 */

/** Someone who cares for one's health. */
export const carer =
  /\b(?:doctors?|doc|physicians?|gp|cardiologist|dermatologist|specialists?|dentists?|nurses?|surgeon|psychiatrist|therapist|medic[oa]s?|cardiologista|dermatologista|especialistas?|dentistas?|enfermeir[oa]s?|cirurgi[aã]o|psiquiatra|terapeuta)\b/;
/** What such a person said, found or prescribed. */
const carerSaid =
  /\b(?:say|said|says|tell|told|recommend\w*|prescrib\w*|advis\w*|found|diagnos\w*|diz|disse|disseram|dizia|recomend\w*|receit\w*|aconselh\w*|diagnostic\w*|mandou|encontrou)\b/;

/** The next visit a letter books ("when is my next appointment?", "quando é a próxima consulta?"). */
const nextVisit = /\b(?:next|upcoming|follow-? ?up) (?:appointment|consultation|check-? ?up|visit)\b|\bproxima (?:consulta|marcacao|revisao)\b|\bconsulta de (?:seguimento|revisao)\b/;
/** Medicines and what is prescribed. */
const medication = /\b(?:medications?|medicines?|meds|pills|prescriptions?|dosage|medicamentos?|medicacao|remedios?|comprimidos|receita medica)\b/;
/** Results of a check-up. */
const results =
  /\b(?:blood pressure|cholesterol|ldl|hdl|blood tests?|test results|lab results|check-? ?up results|ecg|glucose|colesterol|tensao arterial|pressao arterial|analises|resultados d[ao]s? (?:analises|exames)|glicose|glicemia|vitamins?|vitaminas?|ferritina?|h[ae]moglobina?|tsh|thyroid|tiroide|creatinin[ae]|triglycerides|triglicerideos|trigliceridos|blood sugar|reference (?:range|values?)|valores? de referencia|out of range|fora do normal|fora dos valores)\b/;
/** Pay and what is taken from it. */
const pay =
  /\b(?:salary|payslips?|paychecks?|pay ?slips?|net pay|gross pay|take-? ?home|wages?|taxes|tax|irs|social security|salario|ordenado|vencimento|recibos? de vencimento|impostos?|seguranca social|descontos?|quanto (?:recebo|recebi)|how much do i get paid|net (?:pay|salary|income)|(?:salario|ordenado|vencimento|recebi) liquido|liquido|deductions?|deducted|withholding|withheld|gross (?:salary|income|wage)|taxable(?: income)?|tax (?:refund|return|rate|assessment|bill)|rendimento coletavel|coleta total|nota de liquidacao|reembolso do irs|(?:salario|ordenado|rendimento|vencimento) (?:bruto|iliquido)|iliquido|retencao na fonte|allowances?|subsidios? de (?:alimentacao|refeicao|transporte|ferias|natal|deslocacao))\b/;
/** An insurance, its cover and cost. */
const insurance =
  /\b(?:insurance|insurer|policy|premium|deductible|copay|co-?payment|coverage|covered|(?:o|meu|do|no|pelo|ao|um|minha|da|na) seguro|seguros? (?:de|do|da|automovel)|apolice|franquia|premio do seguro|copagamento|cobertura|coberturas|coberto|coberta|cobertos|cobertas)\b/;
/**
 * Days a contract grants: "how many holiday days do I have left?", "how many holidays do I have left?", "quantos dias de
 * férias tenho por ano?".
 */
const allowance =
  /\b(?:(?:holidays?|vacations?) (?:(?:do|have|can) (?:i|we) (?:still )?(?:have |got |take )?)?(?:left|remaining|entitled)|(?:holiday|vacation|leave|sick|pto) days?|days? (?:off|of (?:holiday|vacation|leave|annual leave))|annual leave|holiday allowance|dias (?:uteis )?de (?:ferias|folga|baixa|licenca)|ferias (?:me )?(?:restam|sobram|faltam)|direito a ferias)\b/;

/** The hours and place of work a contract sets ("how many hours a week do I work?", "posso fazer teletrabalho?"). */
const workTerms =
  /\b(?:work(?:ing)? hours|hours? (?:a|per) (?:week|day)|work (?:from|at) home|remote work|home office|horario de trabalho|horas (?:por|a|ao) (?:semana|dia)|horas semanais|teletrabalho|trabalho remoto)\b/;

/**
 * A membership's or a service's own terms: when it started, when a place opens, who employs one ("when did my gym
 * membership start?", "what time does the gym open on Saturday?", "a que horas abre o ginásio?", "who is my employer?").
 */
const serviceTerms =
  /\b(?:(?:my|the) (?:\w+ )?(?:membership|subscription)|membership (?:number|fee|start|started)|(?:what time|when) (?:does|do|is) (?:the |my )?\w+(?: \w+)? (?:open|close)|(?:opening|closing) (?:hours|times)|(?:a|as) que horas? (?:abre|fecha)|horario de (?:abertura|funcionamento)|(?:minha|a) (?:inscricao|subscricao|assinatura|adesao)(?: d[oa] \w+)?|employers?|(?:my|the) company i work|empregador|entidade (?:patronal|empregadora)|empresa onde trabalho)\b/;

/**
 * A trip's booking: when a flight or a train leaves or arrives, its seat, the booking's reference, the luggage allowed
 * ("what time does my flight leave?", "a que horas sai o voo de regresso?", "what's my booking reference?").
 */
const bookingTerms =
  /\b(?:(?:what time|when) (?:does|do|is|will) (?:my |the )?(?:[a-z]+ ){0,2}(?:flight|train|bus|plane|ferry|coach)s?\b(?! (?:did|have i|i (?:took|had)))|(?:flight|train) (?:number|times?|details|seat|gate)|(?:booking|reservation|confirmation) (?:reference|number|code)|(?:baggage|luggage) allowance|check-?in (?:time|opens?|closes?)|(?:a|as) que horas (?:e que )?(?:[a-z]+ ){1,2}(?:o |a )?(?:meu |minha )?(?:voo|comboio|trem|autocarro|onibus|aviao|barco)|quando (?:e que )?(?:e|sai|parte|chega|aterra) (?:o |a )?(?:meu |minha )?(?:voo|comboio|trem|autocarro|onibus|aviao|barco)|(?:codigo|numero|referencia) da reserva)\b/;

/**
 * A hire's own terms, in its own words: where and when a rented car is picked up, dropped off or returned, its fuel
 * policy and mileage ("where do I drop off the car?", "when do I pick up the rental car?", "onde devolvo o carro?",
 * "quando levanto o carro alugado?"). The agreement says them; nothing remembered does unless told, and then memory
 * answers first. The deposit held is a term asked of (see `leaseTermAsked`).
 */
const agreementTerms =
  /\b(?:(?:pick(?:ing)?[- ]?up|collect(?:ing)?|drop(?:ping)?[- ]?off|return(?:ing)?|hand(?:ing)? back|bring(?:ing)? back) (?:the |my |our )?(?:(?:rental |rented |hire |hired )?(?:car|van|vehicle|motorbike|scooter|camper(?:van)?)|rental)|(?:rental|hire|hired|rented) (?:car|van|vehicle)|(?:car|van|vehicle) (?:pick-? ?up|drop-? ?off|return|hire|rental)|fuel policy|mileage (?:limit|allowance|cap)|(?:levant|devolv|entreg|recolh)\w* (?:o |a |do |da )?(?:meu |minha )?(?:carro|viatura|carrinha|automovel|mota|autocaravana)|(?:carro|viatura|carrinha|automovel) (?:alugad[oa]|de aluguer|de aluguel)|(?:levantamento|devolucao|entrega|recolha) d[oa] (?:carro|viatura|carrinha|automovel)|politica de combustivel|limite de quilometr(?:os|agem))\b/;

/**
 * The other party of a lease, asked for ("who is my landlord?", "quem é o senhorio?"): the agreement names them unless
 * the person told who it is, so only a question, with nothing remembered of a landlord, reads the documents first. Told
 * ("the name of my landlord is Mr. Silva"), it is a fact to keep.
 */
const agreementParty = /\b(?:landlord|landlady|senhori[oa])\b/;
const asksQuestion = /\?\s*$|^(?:who|what|which|whose|how|where|quem|qual|quais|como|onde)\b/;

/** Whether a question asks for the lease's other party and nothing remembered names one. */
export const asksAgreementParty = (question: Question): boolean =>
  question.has(agreementParty) && question.has(asksQuestion) && !question.remembered.some((fact) => agreementParty.test(foldAccents(fact.content.toLowerCase())));

/**
 * When the rent is due, paid or updated, as a lease sets it ("when is the rent due?", "what day is the rent due?", "by when
 * do I have to pay the rent?", "quando vence a renda?", "até que dia tenho de pagar a renda?", "quando é que a renda é
 * atualizada?", "até quando pago o aluguel?").
 */
const rentTerms =
  /\b(?:(?:the|my|a|o|do) )?(?:rent|renda|aluguel) (?:is |was |gets |e |vai ser |tem de ser |tem que ser )?(?:due|payable|paid|updated|increased|raised|adjusted|indexed|devid[ao]|pag[ao]|atualizad[ao]|actualizad[ao]|aumentad[ao]|reajustad[ao]|vence|sobe|aumenta)\b|\b(?:pay|paying) (?:the |my )?rent\b|\b(?:does|will) (?:the |my )?rent (?:go up|rise|increase|change)\b|\b(?:vence|vencem|paga|pago|pagar|pagamos|atualiza\w*|actualiza\w*|aumenta\w*|reajusta\w*|sobe) (?:a |o |da |do )?(?:minha |meu )?(?:renda|aluguel)\b/;
/** The deposit a lease or a hire holds ("how much is the deposit?", "when do I get my deposit back?", "qual é a caução?"). */
const depositTerms = /\b(?:(?:the|a) (?:security |rent |rental |damage )?deposit|my (?:security |rent |rental |damage )deposit|deposit back|security deposit|caucao|fianca|deposito de garantia)\b/;
/** Subletting a home ("can I sublet my flat?", "posso subarrendar um quarto?"). */
const subletTerms = /\b(?:sublet\w*|sublease\w*|subarrend\w*|subalug\w*|subloca\w*)\b/;
/** A question, by its mark or its first word. */
const askedMark =
  /\?\s*$|^(?:(?:and|so|but|e|entao|mas) )?(?:when|by when|until when|till when|what|which|how|who|is|are|does|do|can|may|could|quando|ate|qual|quais|quanto|quanta|de quanto|como|quem|posso|pode|podemos)\b/;
/** A reminder asked for or spoken of ("remind me to pay the rent", "lembra-me de pagar a renda", "avisa-me", "don't let me forget"). */
const reminderSaid = /\b(?:remind|reminder|reminders|forget|lembr\w*|esquec\w*|avis[ae]-?me|avisar-?me|alerta-?me)\b/;
/** A payment done ("I paid the rent", "did I pay the rent?", "paguei a renda"): the journal's, not the lease's. */
const paymentDone = /\b(?:paid|did (?:i|we) pay|paguei|pagamos|pagou|pagaste|pagaram|pagava)\b/;

/**
 * A lease's own terms asked of (the rent's due day or update, the deposit, subletting): the lease says them, a journal
 * seldom does. Only a question: "lembra-me de pagar a renda na sexta" asks for a reminder, "preciso de pagar a renda" tells
 * a task, and a rent paid ("paguei a renda hoje", "did I pay the rent last month?") is a doing the journal holds; a
 * deposit paid once is still the lease's term ("quantos meses de caução paguei?").
 */
const leaseTermAsked = (has: (pattern: RegExp) => boolean): boolean =>
  has(askedMark) && !has(reminderSaid) && ((has(rentTerms) && !has(paymentDone)) || has(depositTerms) || has(subletTerms));

/** Whether the question asks about the user's own records (see above). */
export const asksAboutRecords = (has: (pattern: RegExp) => boolean): boolean =>
  (has(carer) && has(carerSaid)) || has(nextVisit) || has(medication) || has(results) || has(pay) || has(insurance) || has(allowance) || has(workTerms) || has(serviceTerms) || has(bookingTerms) || has(agreementTerms) || leaseTermAsked(has);

/**
 * What something of the user's costs or what they pay for it ("how much is my gym membership?", "quanto custa o
 * ginásio por mês?", "quanto pago de renda?"): a contract or a bill says it more often than a journal.
 */
export const costQuestion =
  /\b(?:how much (?:is|are|does|do|did) (?:my|the|i pay for|i pay)|how much do i pay|what (?:is|are) (?:my|the) (?:monthly |annual |yearly )?(?:fee|fees|price|cost|premium)|quanto (?:e|custa|custam|pago|pagamos|paguei|devo pagar)|qual (?:e )?(?:o|a) (?:valor|preco|custo|mensalidade|quota|prestacao))\b/;

/**
 * What the user paid, spent or something cost them, asked with a verb of paying, spending or costing ("how much did the
 * laptop cost?", "how much did I spend on rent?", "how much rent do I pay?", "quanto paguei pelo voo?", "quanto gastei de
 * renda?"); "how much money did I spend?" is the journal's spending, no one thing's cost.
 */
export const paidQuestion =
  /\b(?:how much (?:(?!money\b|cash\b)[a-z]+ )?(?:did|do|have) i (?:pay|paid|spend|spent)|what did i pay|how much (?:did|does|do|was|were) (?:my |the )?(?:[a-z]+ ){1,3}cost|quanto (?:e que )?(?:eu )?(?:paguei|pago|gastei|gasto)|quanto (?:e que )?(?:custou|custa|custam|custaram))\b/;

/**
 * What the user earned or earns ("how much did I earn last year?", "what's my income?", "quanto ganhei no ano
 * passado?", "quanto ganho por mês?"): a payslip or a tax statement says it; a portfolio only when its words are used.
 */
export const earningsQuestion =
  /\b(?:how much (?:did|do|have|will) i (?:earn|earned|make|made|get paid|take home)|what (?:did|do) i (?:earn|make)|(?:my|the) (?:earnings|income|annual income|yearly income|gross income)|quanto (?:e que )?(?:eu )?(?:ganhei|ganho|ganhava|ganhamos|faturei)|(?:o )?meu rendimento(?: anual| bruto| liquido)?|(?:os )?meus rendimentos)\b/;

/**
 * Words that put earnings in the portfolio ("how much did my investments earn?", "quanto ganhei com as ações?", "how much
 * have I made since I bought?", "quanto ganhei desde o início?", "quanto ganhei na bolsa?": a return since a purchase or
 * since the start, or on the stock market).
 */
export const investmentWords =
  /\b(?:since i (?:bought|started investing)|since (?:the start|inception)|desde (?:o inicio|que comprei)|bought|sold|comprei|vendi|portfolio|investments?|invested|stocks?|shares|holdings?|dividends?|interest|etfs?|funds?|crypto|bitcoin|trades?|trading|carteira|investimentos?|investi|acoes|dividendos?|juros|fundos?|cripto|negociacao|stock market|(?:na|em|da) bolsa(?! de estudos?)|mercado (?:de acoes|acionista|bolsista))\b/;
