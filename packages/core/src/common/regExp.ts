/** The text with every character a regular expression gives a meaning to escaped, to be matched literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
