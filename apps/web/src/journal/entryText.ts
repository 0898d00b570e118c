/** An entry's text without a leading Markdown heading that repeats its title (imports often start so). */
export const withoutRepeatedTitle = (content: string, title: string | null): string =>
  title ? content.replace(new RegExp(`^#+\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(\n+|$)`), "") : content;
