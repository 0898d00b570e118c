/**
 * "He's a teacher", "she's 8", "and she’s a nurse": the pronoun's "is" written out, as the rules read it ("he is a
 * teacher"). "He's been", "she's got" (has) and any other clause stay as they were.
 */
export const pronounIs = (clause: string): string => clause.replace(/^(\s*)(she|he)['’]s\s+(?!(?:been|got|gotten|had|done|never|already|just|always)\b)/iu, "$1$2 is ");
