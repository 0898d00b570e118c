/* One document of the user's own, as the document search returns it, and the answer's first quote: for tests that ask
 * what one contract, policy or receipt says. */

/** A passage that is a whole short document, named by its file name. */
export const ownDocument = (name: string, text: string) => ({ documentId: name, name, page: null, heading: "", text, citation: `[${name}]` });

/** What the tools return when the document search finds `document` and the journal nothing. */
export const searchFinds = (document: ReturnType<typeof ownDocument>) => ({ search_knowledge_base: { passages: [document], found: "some" }, search_journal: { results: [], confidence: "none" } });

/** The answer's first quoted passage ("" when it quotes none). */
export const firstQuote = (answer: string): string => answer.split("\n").find((line) => line.startsWith("- ")) ?? "";
