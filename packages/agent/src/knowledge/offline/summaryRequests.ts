/** A request for a summary ("summarise", "give me the gist", "the key points of", "resuma", "os pontos principais"). */
export const summaryRequest =
  /\b(?:summar(?:y|ise|ize)|gist|tl ?dr|overview|resum(?:o|e|ir|a)|sintese|sintetiz(?:a|e|ar)|(?:key|main|important) (?:points|things|terms)|highlights|(?:pontos|aspetos|aspectos) (?:principais|importantes|essenciais|chave)|principais (?:pontos|aspetos|aspectos)|o essencial)\b/;

/**
 * What a document holds, asked with no subject ("what's in the insurance document?", "what is in my car insurance
 * policy?", "o que tem no documento do seguro?", "o que está na apólice?"): its summary, like a request for one. With
 * a subject ("what's in the lease about pets?") it is a search of that subject.
 */
export const contentsRequest =
  /^(?:(?:so|and|e) )?(?:what(?:'s| is)|o que (?:e que )?(?:tem|ha|esta|consta|contem|vem)) (?:in|inside|n[oa]s?|dentro d[oa]s?)\b(?!.*\b(?:about|regarding|on the subject|sobre|acerca|a respeito)\b)/;

/** Whether the question asks for a summary, or for what a document holds with no subject. */
export const asksSummary = (has: (pattern: RegExp) => boolean): boolean => has(summaryRequest) || has(contentsRequest);
