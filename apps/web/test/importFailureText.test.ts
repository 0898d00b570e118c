import { describe, expect, it } from "vitest";
import { NothingToImport, uploadFailure } from "../src/api/importUpload.js";
import { importFailureText } from "../src/journal/importFailureText.js";
import { journalWords } from "../src/journal/journalWords.js";

/** The server's answer to an upload of 7 files none of which held an entry (it names the first 5). */
const nothing = new NothingToImport(
  'Nothing to import: no journal entry could be read from the 7 files. payslip.docx: unsupported file type ".docx"; notes.md: no date; and 5 more',
  { code: "IMPORT_NOTHING_TO_IMPORT", params: { files: 7, more: 5 } },
  [
    { name: "payslip.docx", reason: 'unsupported file type ".docx"', code: "IMPORT_UNSUPPORTED_TYPE", params: { extension: ".docx", document: 1 } },
    { name: "locked.md", reason: "unreadable file", code: "IMPORT_UNREADABLE_FILE", params: {} },
    { name: "old.md", reason: "an older reason" },
  ],
);

describe("an import with nothing to import, in the person's words", () => {
  it("says it in Portuguese with each file's reason and how many more", () => {
    expect(importFailureText(nothing, "pt", journalWords.pt)).toBe(
      "Nada a importar: nenhuma entrada do diário pôde ser lida dos 7 documentos. " +
        "payslip.docx: o diário não importa documentos “.docx”: importa Markdown ou texto (.md, .txt), exportações do Day One (.json) e zips deles; ponha um documento em Documentos; " +
        "locked.md: não foi possível ler o documento (verifique se ainda existe e se pode ser aberto); old.md: an older reason; e mais 5",
    );
  });

  it("says it in English, one file as the file", () => {
    const one = new NothingToImport("Nothing to import", { code: "IMPORT_NOTHING_TO_IMPORT", params: { files: 1, more: 0 } }, [{ name: "thoughts.md", reason: "no date", code: "IMPORT_NO_DATE", params: {} }]);
    expect(importFailureText(one, "en", journalWords.en)).toBe("Nothing to import: no journal entry could be read from the file. thoughts.md: no date");
    expect(importFailureText(nothing, "en", journalWords.en)).toMatch(/^Nothing to import: no journal entry could be read from the 7 files\. payslip\.docx: .*; locked\.md: the file could not be read .*; and 5 more$/);
  });

  it("says the limit of files an import reads, in either language", () => {
    const over = new NothingToImport("", { code: "IMPORT_NOTHING_TO_IMPORT", params: { files: 1, more: 0 } }, [{ name: "z.md", reason: "over the limit of 100000 files", code: "IMPORT_OVER_FILE_LIMIT", params: { max: 100_000 } }]);
    expect(importFailureText(over, "pt", journalWords.pt)).toContain("z.md: passa do limite de 100.000 documentos numa importação");
    expect(importFailureText(over, "en", journalWords.en)).toContain("z.md: over the limit of 100,000 files in one import");
  });

  it("says any other failure as before", () => {
    expect(importFailureText(new Error("The upload failed"), "pt", journalWords.pt)).toBe("The upload failed");
  });
});

describe("an import refused before any file is read, in the person's words", () => {
  const refusal = (problem: { code: string; params: Record<string, number> }, message: string) => uploadFailure(JSON.stringify({ code: "INVALID_INPUT", message, field: "files", problem }), 400);

  it("says no file was sent, in either language", () => {
    const none = refusal({ code: "IMPORT_NO_FILES", params: {} }, "No files were uploaded (field `files`)");
    expect(importFailureText(none, "pt", journalWords.pt)).toBe("Nenhum documento foi enviado: escolha um ou mais documentos do diário para importar");
    expect(importFailureText(none, "en", journalWords.en)).toBe("No file was sent: choose one or more journal files to import");
  });

  it("says how many files were too many, in either language", () => {
    const many = refusal({ code: "IMPORT_TOO_MANY_FILES", params: { files: 1200, max: 1000 } }, "At most 1000 files per upload");
    expect(importFailureText(many, "pt", journalWords.pt)).toContain("Documentos demais numa importação (1.200; no máximo 1.000)");
    expect(importFailureText(many, "en", journalWords.en)).toContain("Too many files in one import (1,200; at most 1,000)");
  });
});
