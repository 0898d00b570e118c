import type { ReactNode } from "react";
import type { PartJson } from "../api/types.js";
import { documentHref } from "../api/documents.js";
import { Link } from "../router.js";

/** A cited document: its id and, per citation token, the passage it stands for. */
export interface CitationTarget {
  readonly documentId: string;
  readonly page: number | null;
  readonly text: string | null;
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
      targets.set(citation, {
        documentId: String(passage["documentId"]),
        page: typeof passage["page"] === "number" ? passage["page"] : null,
        text: typeof passage["text"] === "string" ? passage["text"] : null,
      });
    }
    if (typeof data["citation"] === "string" && typeof data["documentId"] === "string" && !targets.has(data["citation"])) {
      targets.set(data["citation"], { documentId: data["documentId"], page: null, text: null });
    }
  }
  return targets;
};

/** Text with its citation tokens as links that open the document's viewer at the page, the passage highlighted. */
export const CitedText = ({ text, targets }: { text: string; targets: ReadonlyMap<string, CitationTarget> }) => {
  if (targets.size === 0) return <>{text}</>;
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[[^[\]\n]{1,300}\]/g)) {
    const target = targets.get(match[0]);
    if (target === undefined) continue;
    pieces.push(text.slice(last, match.index));
    pieces.push(
      <Link key={match.index} className="citation" href={documentHref(target.documentId, target.page, target.text ?? undefined)} data-testid="citation">
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return <>{pieces}</>;
};
