import type { DocumentPassage } from "@lifeos/core";
import { errorFrom } from "./client.js";

/** A document as `GET /documents` returns it. */
export interface DocumentJson {
  readonly id: string;
  readonly title: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly byteSize: number;
  readonly pageCount: number | null;
  readonly processingStatus: "queued" | "parsing" | "embedding" | "ready" | "failed";
  readonly processingError: string | null;
  /** The reason's code and values (see `documentProblemCodes`), null for a reason stored without one. */
  readonly processingErrorCode: string | null;
  readonly processingErrorParams: Readonly<Record<string, string | number>> | null;
  readonly needsOcr: boolean;
  readonly summary: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A passage as `GET /documents/search` and `search_knowledge_base` return it. */
export type PassageJson = DocumentPassage;

export interface UploadOutcome {
  readonly fileName: string;
  readonly outcome: "created" | "duplicate" | "replaced";
  readonly document: DocumentJson;
}

/** How a citation reads: "lease.pdf · p. 4 · Pets" (the page and heading when known). */
export const citationLabel = (name: string, page: number | null, heading?: string | null): string =>
  [name, page === null ? null : `p. ${page}`, heading || null].filter((part) => part !== null).join(" · ");

/** Where a document is cited: its viewer at a page, with the passage to highlight. */
export const documentHref = (documentId: string, page: number | null, passage?: string): string => {
  const params = new URLSearchParams();
  if (page !== null) params.set("page", String(page));
  if (passage) params.set("highlight", passage.slice(0, 600));
  const search = params.toString();
  return `/documents/${documentId}${search ? `?${search}` : ""}`;
};

/**
 * Uploads one file as `POST /documents`, reporting the bytes sent (0..1)
 * as they go; resolves with what became of it, rejects with the server's
 * error (its message names the file and the reason).
 */
export const uploadDocument = (file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("files", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/v1/documents");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error("The server could not be reached"));
    request.onload = () => {
      const response = new Response(request.responseText, { status: request.status, headers: { "content-type": "application/json" } });
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        const body = JSON.parse(request.responseText) as { items: UploadOutcome[] };
        resolve(body.items[0]!);
      } else void errorFrom(response).then(reject);
    };
    request.send(form);
  });
