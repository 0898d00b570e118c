import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import { type DocumentJson, uploadDocument } from "../api/documents.js";
import { ProcessingNotice } from "../components/ProcessingNotice.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { momentText } from "../language/momentText.js";
import { Link } from "../router.js";
import { documentsWords, fileSize } from "./documentsWords.js";
import { DocumentViewer } from "./DocumentViewer.js";
import { RetrievalTest } from "./RetrievalTest.js";
import { errorText, storedReasonText } from "../language/problemWords.js";

interface UploadRow {
  readonly key: string;
  readonly name: string;
  readonly fraction: number;
  readonly state: "uploading" | "done" | "failed";
  readonly message: string | null;
}

const busy = (document: DocumentJson) => document.processingStatus !== "ready" && document.processingStatus !== "failed";

/** The sample documents the server loads on request are named so (see `POST /documents/sample`). */
const isSample = (document: DocumentJson) => document.fileName.startsWith("Sample · ");

/**
 * The knowledge base: drop or pick files to upload (a progress bar per
 * file), every document with its status, size, pages and upload date (the
 * exact reason and a retry for a failed one), delete, the viewer, and a box
 * to test which passages a question retrieves.
 */
export const DocumentsPage = ({ documentId, viewerPage, highlight }: { documentId: string | null; viewerPage: number | null; highlight: string | null }) => {
  const [documents, setDocuments] = useState<ReadonlyArray<DocumentJson>>([]);
  const [uploads, setUploads] = useState<ReadonlyArray<UploadRow>>([]);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const language = useAnswerLanguage();
  const words = documentsWords[language];
  const locale = useAnswerLocale();

  useEffect(() => {
    api<Page<DocumentJson>>(`/documents${query({ limit: 100 })}`)
      .then((page) => setDocuments(page.items))
      .catch((reason: unknown) => setError(errorText(reason, language)));
  }, [version]);

  useEffect(() => {
    if (!documents.some(busy)) return;
    const timer = setTimeout(refresh, 1000);
    return () => clearTimeout(timer);
  }, [documents, refresh]);

  const update = (key: string, change: Partial<UploadRow>) => setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const upload = (files: ReadonlyArray<File>) => {
    const rows = files.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, name: file.name, fraction: 0, state: "uploading" as const, message: null }));
    setUploads((current) => [...rows, ...current]);
    files.forEach((file, index) => {
      const key = rows[index]!.key;
      uploadDocument(file, (fraction) => update(key, { fraction }))
        .then((result) => {
          update(key, { state: "done", fraction: 1, message: words.outcome[result.outcome] });
          refresh();
        })
        .catch((reason: unknown) => update(key, { state: "failed", message: errorText(reason, language) }));
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload(Array.from(event.dataTransfer.files));
  };

  const remove = async (document: DocumentJson) => {
    if (!window.confirm(words.confirmDelete(document.fileName))) return;
    await api(`/documents/${document.id}`, { method: "DELETE" }).catch((reason: unknown) => setError(errorText(reason, language)));
    refresh();
  };

  const retry = async (document: DocumentJson) => {
    await api(`/documents/${document.id}/retry`, { method: "POST" }).catch((reason: unknown) => setError(errorText(reason, language)));
    refresh();
  };

  const open = documents.find((document) => document.id === documentId) ?? null;

  return (
    <section className="documents" aria-label={words.documents}>
      <header className="page-header">
        <h1>{words.documents}</h1>
      </header>
      <div className="page-body">
        <ProcessingNotice source="documents" version={version} />
        {open && <DocumentViewer key={open.id} document={open} page={viewerPage} highlight={highlight} />}
        <div
          className={`drop-zone${dragging ? " drop-zone-active" : ""}`}
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>{words.dropHere}</p>
          <button type="button" className="button button-primary" onClick={() => input.current?.click()}>
            {words.chooseFiles}
          </button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept=".pdf,.docx,.html,.htm,.md,.markdown,.txt,application/pdf"
            aria-label={words.uploadDocuments}
            onChange={(event) => {
              upload(Array.from(event.target.files ?? []));
              event.target.value = "";
            }}
          />
        </div>
        {uploads.length > 0 && (
          <ul className="uploads" aria-label={words.uploads}>
            {uploads.map((row) => (
              <li key={row.key} data-testid="upload-row" data-state={row.state}>
                <span className="upload-name">{row.name}</span>
                <progress max={1} value={row.fraction} aria-label={words.uploadOf(row.name)} />
                {row.message && <span className={row.state === "failed" ? "upload-error" : "upload-note"}>{row.message}</span>}
              </li>
            ))}
          </ul>
        )}
        {error && <p role="alert">{error}</p>}
        {documents.some(isSample) && (
          <p className="sample-banner" data-testid="documents-sample-banner">
            {words.samplesNote}{" "}
            <button type="button" className="link-button" onClick={() => void api("/documents/sample", { method: "DELETE" }).catch((reason: unknown) => setError(errorText(reason, language))).then(refresh)}>
              {words.removeSamples}
            </button>
          </p>
        )}
        {documents.length === 0 ? (
          <p className="empty">
            {words.noneYet}{" "}
            <button type="button" className="button" onClick={() => void api("/documents/sample", { method: "POST" }).catch((reason: unknown) => setError(errorText(reason, language))).then(refresh)}>
              {words.loadSamples}
            </button>
          </p>
        ) : (
          <table className="documents-table">
            <thead>
              <tr>
                <th>{words.columns.name}</th>
                <th>{words.columns.status}</th>
                <th>{words.columns.size}</th>
                <th>{words.columns.pages}</th>
                <th>{words.columns.uploaded}</th>
                <th>
                  <span className="visually-hidden">{words.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={document.id} data-testid="document-row" data-status={document.processingStatus}>
                  <td>
                    <Link href={`/documents/${document.id}`}>{document.fileName}</Link>
                    {document.summary && <p className="document-summary">{document.summary}</p>}
                  </td>
                  <td>
                    <span className={`status status-${document.processingStatus}`}>{words.status[document.processingStatus]}</span>
                    {document.processingError && (
                      <p className="document-error" role="note">
                        {storedReasonText(document.processingError, document.processingErrorCode, document.processingErrorParams, language)}
                      </p>
                    )}
                  </td>
                  <td>{fileSize(document.byteSize, locale)}</td>
                  <td>{document.pageCount ?? "—"}</td>
                  <td>{momentText(document.createdAt, locale)}</td>
                  <td className="row-actions">
                    {document.processingStatus === "failed" && (
                      <button type="button" className="button" onClick={() => void retry(document)}>
                        {words.retry}
                      </button>
                    )}
                    <button type="button" className="button" onClick={() => void remove(document)} aria-label={words.deleteNamed(document.fileName)}>
                      {words.delete}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <RetrievalTest />
      </div>
    </section>
  );
};
