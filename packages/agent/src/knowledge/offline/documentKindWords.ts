import { foldAccents } from "@lifeos/core";

/**
 * Kinds of document a question names by their subject ("my phone contract", "o contrato do ginásio"), each with the
 * words its text is written in even when it never names the subject: an operator's contract speaks of the tariff,
 * mobile data and the SIM card, not of "the phone" (nor only of a loyalty period or a minimum term, which a gym's
 * contract has too). Patterns match folded (lower case, accent-free) text.
 */
const kinds: ReadonlyArray<{ readonly named: RegExp; readonly said: RegExp }> = [
  {
    named: /^(?:phones?|mobile|cellphones?|smartphones?|telemove(?:l|is)|celular(?:es)?|telefones?)$/,
    said: /\b(?:tarifario|tariff|dados moveis|mobile data|data allowance|cartao sim|sim card|e-?sim|roaming|operadora|mobile operator|network operator|airtime|chamadas ilimitadas|unlimited calls|portabilidade|number porting)\b/,
  },
  {
    named: /^(?:internet|broadband|wi-?fi|fibra|fibre|fiber)$/,
    said: /\b(?:router|mbps|gbps|banda larga|broadband|fibra optica|fibre optic|fiber optic|velocidade de download|download speed)\b/,
  },
  {
    named: /^(?:gym|gyms|ginasios?|academias?)$/,
    said: /\b(?:membership|mensalidade|joia de inscricao|joining fee|musculacao|weight room|aulas de grupo|group classes|personal trainer)\b/,
  },
  {
    named: /^(?:cars?|carros?|automove(?:l|is)|viaturas?|veiculos?|vehicles?)$/,
    said: /\b(?:matricula|licence plate|license plate|quilometragem|mileage|combustivel|fuel policy|levantamento do veiculo|pick-?up|devolucao do veiculo|drop-?off|condutor adicional|additional driver)\b/,
  },
  {
    named: /^(?:electricity|power|energy|eletricidade|electricidade|luz|energia)$/,
    said: /\b(?:kwh|potencia contratada|contracted power|contador|meter reading|leitura do contador|tarifa bi-?horaria)\b/,
  },
];

/**
 * Whether a document's `text` says the subject `word` names (both folded) in the words such a document is written in,
 * though it may never name it: "phone" of an operator's contract that speaks of the "tarifário" and the "cartão SIM".
 */
export const kindSaidIn = (word: string, text: string): boolean => kinds.some((kind) => kind.named.test(word) && kind.said.test(foldAccents(text.toLowerCase())));

/** Whether `word` (folded) names a kind of document whose words are known here ("phone", "ginásio"; not "prédio"). */
export const namesKind = (word: string): boolean => kinds.some((kind) => kind.named.test(word));
