import type { ReactNode } from "react";

/** Lower case without accents, so "cafe" finds "Café" (one character stays one character). */
const fold = (text: string): string => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** The words of a query worth marking: two letters or more, without `#`. */
export const queryWords = (query: string): ReadonlyArray<string> =>
  [...new Set(fold(query).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2))];

/**
 * `text` with every occurrence of the query's words (accent- and
 * case-insensitive, from the start of a word) wrapped in `<mark>`.
 */
export const Highlighted = ({ text, query }: { text: string; query: string }) => {
  const words = queryWords(query);
  if (words.length === 0) return <>{text}</>;
  // Folding "é" to "e" keeps length only for precomposed letters; map through NFC first so offsets line up.
  const source = text.normalize("NFC");
  const folded = fold(source);
  if (folded.length !== source.length) return <>{source}</>;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "gu");
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of folded.matchAll(pattern)) {
    if (match.index > last) parts.push(source.slice(last, match.index));
    parts.push(<mark key={match.index}>{source.slice(match.index, match.index + match[0].length)}</mark>);
    last = match.index + match[0].length;
  }
  parts.push(source.slice(last));
  return <>{parts}</>;
};

/** `#tags` written in an entry (letters, digits, `-` and `_`), lower-cased, in order of first use. */
export const hashtags = (content: string): ReadonlyArray<string> =>
  [...new Set([...content.matchAll(/(?:^|[^\p{L}\p{N}&#/])#([\p{L}][\p{L}\p{N}_-]{0,49})/gu)].map((match) => match[1]!.toLowerCase()))];
