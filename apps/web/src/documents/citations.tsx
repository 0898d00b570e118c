import type { PartJson } from "../api/types.js";
import { citationLabel, documentHref } from "../api/documents.js";

/** A cited document: its id and, per citation token, the passage it stands for and how the link reads. */
export interface CitationTarget {
  readonly documentId: string;
  readonly page: number | null;
  readonly text: string | null;
  /** "lease.pdf · p. 7 · Pets": the document, page and heading of the passage. */
  readonly label: string;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

/**
 * The citation tokens a message's knowledge tool results offer (`[lease.pdf p. 7]`
 * → the passage of that page), so its text can link them.
 */
export const citationTargets = (parts: ReadonlyArray<PartJson>): ReadonlyMap<string, CitationTarget> => {
  const targets = new Map<string, CitationTarget>();
  for (const part of parts) {
    if (part.type !== "toolResult" || !part.success) continue;
    const data = record(part.data);
    const passages = Array.isArray(data["passages"]) ? data["passages"] : [];
    for (const passage of passages.map(record)) {
      const citation = passage["citation"];
      if (typeof citation !== "string" || targets.has(citation)) continue;
      const page = typeof passage["page"] === "number" ? passage["page"] : null;
      const name = typeof passage["name"] === "string" ? passage["name"] : null;
      const heading = typeof passage["heading"] === "string" ? passage["heading"] : null;
      targets.set(citation, {
        documentId: String(passage["documentId"]),
        page,
        text: typeof passage["text"] === "string" ? passage["text"] : null,
        label: name === null ? tokenText(citation) : citationLabel(name, page, heading),
      });
    }
    if (typeof data["citation"] === "string" && typeof data["documentId"] === "string" && !targets.has(data["citation"])) {
      targets.set(data["citation"], { documentId: data["documentId"], page: null, text: null, label: tokenText(data["citation"]) });
    }
  }
  return targets;
};

/** A citation token's text without its brackets. */
const tokenText = (token: string): string => token.replace(/^\[|\]$/g, "");

/** Markdown link text shows brackets and other Markdown characters as themselves. */
const escapeLinkText = (text: string): string => text.replace(/[\\[\]*_`]/g, (character) => `\\${character}`);

/**
 * Markdown text with its citation tokens made links (`[lease.pdf p. 7]` →
 * "lease.pdf · p. 7 · Pets", a link to the document's viewer at that page,
 * the passage highlighted),
 * for the Markdown renderer, which shows in-app links as citations.
 */
export const linkCitations = (text: string, targets: ReadonlyMap<string, CitationTarget>): string =>
  targets.size === 0
    ? text
    : text.replace(/\[[^[\]\n]{1,300}\](?!\()/g, (token) => {
        const target = targets.get(token);
        return target === undefined ? token : `[${escapeLinkText(target.label)}](${documentHref(target.documentId, target.page, target.text ?? undefined)})`;
      });
