/** YAML front matter reduced to what an import needs: top-level `key: value` scalars. */
export interface FrontMatter {
  readonly fields: Readonly<Record<string, string>>;
  /** The text after the front matter block (the whole text when there is none). */
  readonly body: string;
}

const unquote = (value: string): string => {
  const trimmed = value.trim();
  if ((trimmed.startsWith('"') && trimmed.endsWith('"')) || (trimmed.startsWith("'") && trimmed.endsWith("'"))) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
};

/**
 * Splits a leading `---` … `---` block from the text and reads its simple
 * `key: value` lines (keys lower-cased; nested or list values are ignored).
 */
export const parseFrontMatter = (text: string): FrontMatter => {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  if (match === null) return { fields: {}, body: text };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const field = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (field !== null && field[2]!.trim() !== "") fields[field[1]!.toLowerCase()] = unquote(field[2]!);
  }
  return { fields, body: text.slice(match[0].length) };
};
