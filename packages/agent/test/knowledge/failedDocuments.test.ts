import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { answered, run } from "./knowledgeTestModel.js";

const ready = { documentId: "d1", name: "lease.pdf", title: "lease", status: "ready", pages: 9, uploadedAt: "2026-01-02T10:00:00.000Z", error: null, errorCode: null, errorParams: null };
const scanned = {
  documentId: "d2",
  name: "seguro-casa.pdf",
  title: "seguro-casa",
  status: "failed",
  pages: 3,
  uploadedAt: "2026-01-03T10:00:00.000Z",
  error: "seguro-casa.pdf has 3 pages but no text layer (it looks scanned or made of images): it needs OCR, which is not supported yet",
  errorCode: "DOCUMENT_NEEDS_OCR",
  errorParams: { fileName: "seguro-casa.pdf", pages: 3 },
};
const locked = { ...scanned, documentId: "d3", name: "payslip.pdf", title: "payslip", pages: null, error: "payslip.pdf is protected by a password", errorCode: "DOCUMENT_ENCRYPTED", errorParams: { fileName: "payslip.pdf" } };
const older = { ...scanned, documentId: "d4", name: "old.pdf", title: "old", error: "old.pdf could not be parsed", errorCode: null, errorParams: null };

/** The answer to `asked` after each call it makes is answered by `data` of that tool's name. */
const answer = async (asked: string, data: Readonly<Record<string, unknown>>): Promise<string> => {
  let messages: ModelMessage[] = [{ role: "user", content: asked }];
  for (let step = 0; step < 4; step++) {
    const made = await run(messages);
    if (made.calls.length === 0) return made.text;
    for (const call of made.calls) messages = answered(messages, call, data[call.name]);
  }
  throw new Error("no answer");
};

describe("a document that could not be read, said in the person's language", () => {
  it("lists a failed document with why, from its code, in English and Portuguese", async () => {
    const documents = { list_documents: { documents: [ready, scanned, locked] } };
    const en = await answer("which documents do I have?", documents);
    expect(en).toContain("seguro-casa.pdf (failed, 3 p.: its 3 pages are scanned images with no text, and reading scans (OCR) is not supported yet)");
    expect(en).toContain("payslip.pdf (failed: it is protected by a password: remove the password and upload it again)");
    const pt = await answer("que documentos tenho?", documents);
    expect(pt).toContain("seguro-casa.pdf (com erro, 3 p.: as suas 3 páginas são imagens digitalizadas, sem texto");
    expect(pt).toContain("payslip.pdf (com erro: está protegido por senha: retire a senha e envie-o de novo)");
    expect(pt).not.toMatch(/no text layer|protected by a password/);
  });

  it("keeps the stored words of a failure kept without a code", async () => {
    const pt = await answer("que documentos tenho?", { list_documents: { documents: [older] } });
    expect(pt).toContain("old.pdf (com erro, 3 p.: “old.pdf could not be parsed”)");
  });

  it("answers a summary of a failed document with why it has none", async () => {
    const summary = { ...scanned, summary: null, citation: "[seguro-casa.pdf]" };
    const data = { list_documents: { documents: [ready, scanned] }, get_document_summary: summary };
    expect(await answer("summarise seguro-casa.pdf", data)).toContain("seguro-casa.pdf could not be read, so it has no summary and is not searched: its 3 pages are scanned images");
    expect(await answer("resume o seguro-casa.pdf", data)).toContain("Não foi possível ler seguro-casa.pdf, por isso não tem resumo nem entra nas pesquisas: as suas 3 páginas são imagens digitalizadas");
  });
});
