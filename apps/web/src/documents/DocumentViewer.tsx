import "pdfjs-dist/web/pdf_viewer.css";
import * as pdfjs from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import type { DocumentJson } from "../api/documents.js";
import { documentHref } from "../api/documents.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { navigate } from "../router.js";
import { documentsWords } from "./documentsWords.js";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Marks the text-layer spans whose text lies within the passage, and scrolls the first into view. */
const highlightPassage = (layer: HTMLElement, passage: string): number => {
  const wanted = squash(passage);
  let marked = 0;
  for (const span of Array.from(layer.querySelectorAll("span"))) {
    const text = squash(span.textContent ?? "");
    if (text.length >= 3 && wanted.includes(text)) {
      span.classList.add("passage-highlight");
      if (marked === 0) span.scrollIntoView({ block: "center" });
      marked++;
    }
  }
  return marked;
};

const PdfPage = ({ url, page, highlight, onPages }: { url: string; page: number; highlight: string | null; onPages: (count: number) => void }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [document, setDocument] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const words = documentsWords[useAnswerLanguage()];

  useEffect(() => {
    let closed = false;
    const task = pdfjs.getDocument({ url, isEvalSupported: false });
    task.promise.then(
      (loaded) => {
        if (closed) return;
        setDocument(loaded);
        onPages(loaded.numPages);
      },
      (reason: unknown) => {
        if (!closed) setError(reason instanceof Error ? reason.message : words.pdfNotOpened);
      },
    );
    return () => {
      closed = true;
      void task.destroy();
    };
  }, [url, onPages, words]);

  useEffect(() => {
    if (document === null) return;
    let cancelled = false;
    const render = async () => {
      const pdfPage = await document.getPage(Math.min(Math.max(1, page), document.numPages));
      const viewport = pdfPage.getViewport({ scale: 1.4 });
      const canvas = canvasRef.current;
      const layer = layerRef.current;
      if (!canvas || !layer || cancelled) return;
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await pdfPage.render({ canvas, viewport }).promise;
      layer.replaceChildren();
      layer.style.setProperty("--scale-factor", String(viewport.scale));
      layer.style.setProperty("--total-scale-factor", String(viewport.scale));
      const textLayer = new pdfjs.TextLayer({ textContentSource: pdfPage.streamTextContent(), container: layer, viewport });
      await textLayer.render();
      if (!cancelled && highlight) highlightPassage(layer, highlight);
    };
    render().catch((reason: unknown) => setError(reason instanceof Error ? reason.message : words.pageNotShown));
    return () => {
      cancelled = true;
    };
  }, [document, page, highlight, words]);

  if (error) return <p role="alert">{error}</p>;
  return (
    <div className="pdf-page" data-testid="pdf-page" data-page={page}>
      <canvas ref={canvasRef} />
      <div ref={layerRef} className="textLayer" />
    </div>
  );
};

/**
 * The built-in viewer: a PDF page by page (pdf.js in the browser) opened at
 * `page` with the cited passage highlighted; other kinds show the cited
 * passage and a download of the original.
 */
export const DocumentViewer = ({ document, page, highlight }: { document: DocumentJson; page: number | null; highlight: string | null }) => {
  const [pages, setPages] = useState<number | null>(document.pageCount);
  const url = `/api/v1/documents/${document.id}/file`;
  const current = page ?? 1;
  const go = (next: number) => navigate(documentHref(document.id, next));
  const words = documentsWords[useAnswerLanguage()];
  return (
    <section className="document-viewer" aria-label={words.viewer(document.fileName)}>
      <header className="viewer-header">
        <h2>{document.fileName}</h2>
        <a className="button" href={url} download={document.fileName}>
          {words.download}
        </a>
        <button type="button" className="button" onClick={() => navigate("/documents")}>
          {words.close}
        </button>
      </header>
      {document.mimeType === "application/pdf" ? (
        <>
          <nav className="viewer-pages" aria-label={words.pages}>
            <button type="button" className="button" disabled={current <= 1} onClick={() => go(current - 1)}>
              {words.previous}
            </button>
            <span data-testid="viewer-page">
              {words.page(current, pages)}
            </span>
            <button type="button" className="button" disabled={pages !== null && current >= pages} onClick={() => go(current + 1)}>
              {words.next}
            </button>
          </nav>
          <PdfPage url={url} page={current} highlight={highlight} onPages={setPages} />
        </>
      ) : (
        <div className="viewer-text">
          {highlight ? (
            <blockquote className="passage-highlight" data-testid="cited-passage">
              {highlight}
            </blockquote>
          ) : (
            <p>{document.summary ?? words.openWithDownload}</p>
          )}
        </div>
      )}
    </section>
  );
};
