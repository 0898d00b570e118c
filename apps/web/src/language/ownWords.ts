/** Text between quotation marks of any kind the answers use: “…”, «…», "…", ‘…’. */
const quoted = /“[^”]*”|«[^»]*»|"[^"]*"|‘[^’]*’/gu;

/**
 * An answer's own words: its text less what it quotes (journal entries, earlier questions, documents, which may be in
 * another language) and less its quoted Markdown lines. What the answer's language is told from: a Portuguese answer
 * quoting an English journal is Portuguese, an English list of earlier conversations asked in Portuguese is English.
 */
export const ownWords = (text: string): string =>
  text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith(">"))
    .join("\n")
    .replace(quoted, " ");
