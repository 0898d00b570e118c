/** The text without diacritics ("Coração" → "Coracao"); ASCII text is returned as it is. */
export const foldAccents = (text: string): string =>
  /^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFD").replace(/\p{M}+/gu, "");
