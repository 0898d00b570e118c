/**
 * A question for an identifier a document holds, over the normalised text: a number, code or reference that names one
 * thing, not how many there are. "What's the number of my rental agreement?" (of one thing, singular), "what's my member
 * number?", "booking reference", "customer ID", "qual é o meu número de sócio?" (número de + a singular noun), "o número
 * da apólice", "nº do contrato", "o NIF do senhorio", "o IBAN", "o código de acesso". "How many…", "the number of times"
 * and "o número de vezes" (of something plural) are counts.
 */
export const identifierAsked = new RegExp(
  [
    // "the number of my rental agreement", "the number of the policy": one thing, named with its article.
    String.raw`\bnumber of (?:my|the|this|that|our|your) (?:[a-z-]+ )?[a-z-]*(?:[^s\W]|ss)(?= ?\?|$| (?:with|from|at|for|in|on|please)\b)`,
    // "my member number", "the policy number", "booking reference", "customer id", "access code".
    String.raw`\b(?:my|the|your|our|his|her|their|this|that|its) (?:[a-z-]+ ){1,2}(?:number|no|nr|id|reference|ref|code)(?= ?\?|$| (?:of|on|for|in|with|from|please)\b)`,
    String.raw`\b(?:id|reference|ref) (?:number|no|nr|code)\b`,
    // "o número de sócio", "número de contribuinte": a singular noun after "de"; "o número do contrato", "nº da apólice".
    String.raw`\b(?:numero|nº|n º|nr) (?:de (?!vezes\b)[a-z-]*(?:[^s\W]|ss)\b(?! (?:de|que) )|d[oa] )`,
    String.raw`\b(?:numero|nº|n º|nr) (?:de|d[oa]s?) (?:(?:meu|minha|o|a) )?(?:[a-z-]+ )?(?:contrato|apolice|conta|cliente|socio|socia|contribuinte|reserva|fatura|factura|recibo|processo|cartao|utente|seguro)\b`,
    // The identifiers named as such, wherever asked ("qual o NIF do senhorio?", "what's the IBAN?"); a result's reference
    // range is no identifier.
    String.raw`\b(?:iban|nif|nipc|nib|swift|bic|cpf|cnpj|vat number|tax id|codigo|referencia(?! de)|reference(?! (?:range|ranges|values?|intervals?)\b))\b`,
  ].join("|"),
);

/** A count asked in so many words, which an identifier's words never turn into a look-up ("how many", "quantos"). */
export const countInWords = /\b(?:how many|how often|quant[oa]s|quantas vezes|com que frequencia)\b/;
