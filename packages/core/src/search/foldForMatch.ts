import { foldAccents } from "./foldAccents.js";

/**
 * Text as a search compares it: lower case and without diacritics ("Reunião" → "reuniao"), so "reuniao" finds
 * "reunião" and "reunião" finds "reuniao". Both the searched text and the words searched for are folded the same way;
 * the result depends on the text alone.
 */
export const foldForMatch = (text: string): string => foldAccents(text.toLocaleLowerCase("und"));
