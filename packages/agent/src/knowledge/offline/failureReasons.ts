import type { Language } from "@lifeos/core";
import { text } from "../../journal/offline/compose/readData.js";

type Params = Readonly<Record<string, unknown>>;

/** What a file's bytes were instead of a document (`DOCUMENT_UNSUPPORTED_TYPE`'s `format`), by language. */
const formats: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    legacyOffice: "it is an old Office file (.doc): save it as .docx or PDF and upload it again",
    png: "it is a picture, not a document",
    jpeg: "it is a picture, not a document",
    gif: "it is a picture, not a document",
    rtf: "it is an RTF file: save it as .docx or PDF and upload it again",
    zip: "it is an archive, spreadsheet or presentation, not a document",
    zipNotDocx: "it is named .docx but holds no Word document",
    notPdf: "it is named .pdf but is not a PDF",
    notDocx: "it is named .docx but is not a Word document",
  },
  pt: {
    legacyOffice: "é um documento antigo do Office (.doc): guarde-o como .docx ou PDF e envie-o de novo",
    png: "é uma imagem, não um documento",
    jpeg: "é uma imagem, não um documento",
    gif: "é uma imagem, não um documento",
    rtf: "é um documento RTF: guarde-o como .docx ou PDF e envie-o de novo",
    zip: "é um ZIP (ou uma tabela ou apresentação do Office), não um documento de texto",
    zipNotDocx: "tem o nome .docx mas não contém um documento Word",
    notPdf: "tem o nome .pdf mas não é um PDF",
    notDocx: "tem o nome .docx mas não é um documento Word",
  },
};

/** A number of `params` as `language` writes it. */
const number = (params: Params, name: string, language: Language): string => {
  const value = Number(params[name]);
  return Number.isFinite(value) ? value.toLocaleString(language === "pt" ? "pt-PT" : "en-GB") : text(params[name]);
};

/** Why a document could not be read, by code (see core's `documentProblemCodes`), as a clause after its name. */
const reasons: Readonly<Record<Language, Readonly<Record<string, (params: Params) => string>>>> = {
  en: {
    DOCUMENT_EMPTY_FILE: () => "the file is empty (0 bytes)",
    DOCUMENT_NO_TEXT: () => "it holds no text",
    DOCUMENT_UNSUPPORTED_TYPE: (params) => formats.en[text(params["format"])] ?? "it is of a type LifeOS cannot read",
    DOCUMENT_CORRUPT: (params) => `the ${params["kind"] === "docx" ? "Word file" : "PDF"} is damaged and cannot be read`,
    DOCUMENT_ENCRYPTED: () => "it is protected by a password: remove the password and upload it again",
    DOCUMENT_NEEDS_OCR: (params) => `its ${number(params, "pages", "en")} page${params["pages"] === 1 ? " is a scanned image" : "s are scanned images"} with no text, and reading scans (OCR) is not supported yet`,
    DOCUMENT_TOO_LONG: (params) => `it holds ${number(params, "characters", "en")} characters of text, more than the ${number(params, "max", "en")} that are indexed`,
    DOCUMENT_READ_TIMEOUT: (params) => `reading it took longer than ${number(params, "minutes", "en")} minutes: retry it on the Documents page`,
  },
  pt: {
    DOCUMENT_EMPTY_FILE: () => "o documento está vazio (0 bytes)",
    DOCUMENT_NO_TEXT: () => "não contém texto",
    DOCUMENT_UNSUPPORTED_TYPE: (params) => formats.pt[text(params["format"])] ?? "é de um tipo que o LifeOS não lê",
    DOCUMENT_CORRUPT: (params) => `o ${params["kind"] === "docx" ? "documento Word" : "PDF"} está danificado e não pode ser lido`,
    DOCUMENT_ENCRYPTED: () => "está protegido por senha: retire a senha e envie-o de novo",
    DOCUMENT_NEEDS_OCR: (params) =>
      params["pages"] === 1
        ? "a sua página é uma imagem digitalizada, sem texto, e a leitura de digitalizações (OCR) ainda não é suportada"
        : `as suas ${number(params, "pages", "pt")} páginas são imagens digitalizadas, sem texto, e a leitura de digitalizações (OCR) ainda não é suportada`,
    DOCUMENT_TOO_LONG: (params) => `tem ${number(params, "characters", "pt")} caracteres de texto, mais do que os ${number(params, "max", "pt")} que são indexados`,
    DOCUMENT_READ_TIMEOUT: (params) => `a leitura demorou mais de ${number(params, "minutes", "pt")} minutos: tente de novo na página Documentos`,
  },
};

/**
 * Why a failed document (a `list_documents` or `get_document_summary` result) could not be read, in `language`: its
 * `errorCode` with its `errorParams` when the code is known, else its stored `error` as it was written (quoted, in the
 * words the server kept); "" when it gives neither.
 */
export const failureReason = (document: Params, language: Language): string => {
  const params = typeof document["errorParams"] === "object" && document["errorParams"] !== null ? (document["errorParams"] as Params) : {};
  const words = reasons[language][text(document["errorCode"])];
  if (words !== undefined) return words(params);
  const error = text(document["error"]).trim();
  return error === "" ? "" : `“${error}”`;
};
