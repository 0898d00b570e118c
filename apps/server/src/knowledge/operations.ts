import { ToolResultProcessing } from "@lifeos/core";
import { Schema } from "effect";
import type { Operation } from "../openapi/Operation.js";
import { json, noContent } from "../openapi/Operation.js";

/** The knowledge-base routes, in the order the OpenAPI document lists them. */
export const knowledgeOperations: ReadonlyArray<Operation> = [
  {
    method: "post",
    path: "/documents",
    tag: "documents",
    summary:
      "Upload documents (multipart field `files`, up to 20 files of at most 50 MB each and 101 MB in all: PDF, DOCX, HTML, Markdown, text). Every file is checked first; a corrupt, encrypted, unsupported or mislabelled file rejects the upload (INVALID_INPUT naming the file and why, with the same as `problem: { code, params }`, see documentProblemCodes), and so does an upload with no file, more than 20 files or a file name with NUL or an unpaired surrogate (`problem` codes DOCUMENT_UPLOAD_NO_FILES, DOCUMENT_UPLOAD_TOO_MANY_FILES `{ files, max }`, DOCUMENT_UPLOAD_UNSTORABLE_NAME `{ fileName }`), a file over 50 MB is PAYLOAD_TOO_LARGE, and nothing is stored. Each file becomes a queued document processed by the knowledge.process job; the same bytes again return the existing document (`duplicate`), a changed file under an existing name replaces that document's file (`replaced`)",
    bodyType: "multipart/form-data",
    response: json("`{ items: [{ fileName, outcome: created|duplicate|replaced, document, warnings }] }`", 201),
  },
  { method: "get", path: "/documents", tag: "documents", summary: "The user's documents, newest first, with status (queued, parsing, embedding, ready, failed), error (with its code and values in processingErrorCode and processingErrorParams, see documentProblemCodes), needsOcr, pages, size and summary", query: ["limit", "cursor"], response: json("`{ items: Document[], nextCursor }`") },
  { method: "get", path: "/documents/search", tag: "documents", summary: "The passages a question retrieves (hybrid keyword and vector search), best first; empty when nothing in the documents is relevant", query: ["q", "limit", "documentIds"], response: json("`{ items: [{ documentId, name, title, page, heading, text, startOffset, endOffset, score, similarity, citation }] }`") },
  { method: "get", path: "/documents/sample", tag: "documents", summary: "Whether the sample documents (file names \"Sample · …\") are there", response: json("`{ loaded, documents: string[] }`") },
  { method: "post", path: "/documents/sample", tag: "documents", summary: "Load the sample documents: a lease, study notes on neural networks and a building's rules in Portuguese, each queued for processing as an upload is; those already there are skipped", response: json("`{ documents: Document[] }`", 201) },
  { method: "delete", path: "/documents/sample", tag: "documents", summary: "Remove the sample documents with their chunks and files; the user's own documents stay", response: json("`{ removed }`") },
  { method: "get", path: "/documents/processing", tag: "documents", summary: "While documents are still queued, being read or indexed: how many are ready so far of all (what the knowledge tools report in meta.processing); null when none is", response: json("`{ processing: { source, pending, processed, total } | null }`", 200, Schema.Struct({ processing: Schema.NullOr(ToolResultProcessing) })) },
  { method: "get", path: "/documents/{id}", tag: "documents", summary: "One document: status, error, pages, summary", response: json("Document") },
  { method: "get", path: "/documents/{id}/file", tag: "documents", summary: "The original file as uploaded (PDF and text inline, other kinds as a download)", response: { status: 200, types: ["application/octet-stream"], description: "The file's bytes" } },
  { method: "delete", path: "/documents/{id}", tag: "documents", summary: "Delete a document with its chunks, vectors and stored file", response: noContent },
  { method: "post", path: "/documents/{id}/retry", tag: "documents", summary: "Queue a failed document for processing again; CONFLICT while it is being processed or when it is ready", response: json("Document (queued)", 202) },
];
