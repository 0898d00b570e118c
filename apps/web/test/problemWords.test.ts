import { chatGptSkipCodes, csvProblemCodes, documentProblemCodes, documentUploadProblemCodes, forgetOutcomeCodes, GetPerformanceOutput, healthIssueCodes, journalImportSkipCodes, journalImportUploadProblemCodes, nothingToImportCode } from "@lifeos/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../src/api/client.js";
import { errorText, problemText, problemWords, reasonText, storedReasonText } from "../src/language/problemWords.js";

/** The codes of a money-weighted return that could not be worked out, as the performance report's schema lists them. */
const mwrCodes = (): ReadonlyArray<string> => {
  const text = JSON.stringify(Schema.toJsonSchemaDocument(GetPerformanceOutput));
  return [...new Set(text.match(/MWR_[A-Z_]+/g) ?? [])];
};

/** The error codes of DESIGN.md whose meaning does not depend on the message the server writes with them. */
const fixedMeaningCodes = ["UNAUTHORIZED", "TOOL_NOT_ALLOWED", "THREAD_NOT_FOUND", "PAYLOAD_TOO_LARGE", "RATE_LIMITED", "TIMEOUT", "INTERNAL_ERROR"];

describe("the server's problems in the person's words", () => {
  it("has words in English and Portuguese for every code a CSV line, a journal import, a performance report and the API send", () => {
    const codes = [...csvProblemCodes, ...journalImportSkipCodes, ...chatGptSkipCodes, ...documentProblemCodes, ...documentUploadProblemCodes, ...journalImportUploadProblemCodes, nothingToImportCode, ...healthIssueCodes, ...forgetOutcomeCodes, ...mwrCodes(), ...fixedMeaningCodes];
    expect(mwrCodes()).toHaveLength(3);
    for (const language of ["en", "pt"] as const) expect(codes.filter((code) => !(code in problemWords[language]))).toEqual([]);
  });

  it("writes a known code with its values in the person's language, and the server's message for a code it does not know", () => {
    const empty = { code: "CSV_EMPTY_FIELD", params: { field: "unitPrice" }, message: "unitPrice is empty" };
    expect(problemText(empty, "pt")).toBe("preço está vazio");
    expect(problemText(empty, "en")).toBe("price is empty");
    const date = { code: "CSV_NOT_A_DATE", params: { text: "31/02/2025", order: "DMY" }, message: 'date "31/02/2025" is not a date in DMY order' };
    expect(problemText(date, "pt")).toBe("“31/02/2025” não é uma data escrita dia/mês/ano");
    expect(problemText({ code: "MWR_ONE_WAY_FLOWS", params: {}, message: "needs money both paid in and received" }, "pt")).toBe("é preciso dinheiro que entrou e dinheiro que saiu");
    expect(problemText({ code: "IMPORT_UNSUPPORTED_TYPE", params: { extension: ".docx", document: 1 }, message: 'unsupported file type ".docx"' }, "pt")).toContain("“.docx”");
    expect(problemText({ code: "IMPORT_UNSUPPORTED_TYPE", params: { extension: ".docx", document: 1 }, message: "" }, "pt")).toContain("ponha um documento em Documentos");
    const tooMany = { code: "DOCUMENT_UPLOAD_TOO_MANY_FILES", params: { files: 25, max: 20 }, message: "At most 20 files per upload" };
    expect(problemText(tooMany, "pt")).toBe("Foram escolhidos 25 documentos; cabem no máximo 20 em cada envio: envie-os em grupos menores");
    expect(problemText(tooMany, "en")).toMatch(/^25 files were chosen; at most 20 go in one upload/);
    expect(problemText({ code: "DOCUMENT_UPLOAD_UNSTORABLE_NAME", params: { fileName: "a\uFFFD.txt" }, message: "" }, "pt")).toContain("O nome “a\uFFFD.txt” tem caracteres");
    expect(problemText({ code: "SOMETHING_NEW", params: { a: 1 }, message: "a new problem" }, "pt")).toBe("a new problem");
    expect(problemText({ code: "INVALID_INPUT", message: "title is too long" }, "pt")).toBe("title is too long");
  });

  it("says a journal import's date reasons with their values in the person's language, month and weekday names included", () => {
    const ambiguous = { code: "IMPORT_AMBIGUOUS_DATE", params: { text: "04-05-2024", first: 4, second: 5, place: "name" }, message: 'ambiguous date "04-05-2024"' };
    expect(problemText(ambiguous, "pt")).toMatch(/^“04-05-2024” pode ser 4 de maio ou 5 de abril, .* \(no nome do documento\): escreva-a como AAAA-MM-DD/);
    expect(problemText(ambiguous, "en")).toMatch(/^“04-05-2024” could be 4 May or 5 April, .* \(in the file name\): write it as YYYY-MM-DD/);
    expect(problemText({ code: "IMPORT_WRONG_WEEKDAY", params: { text: "Fri 16th Mar", weekday: 5, year: 2024 }, message: "" }, "pt")).toBe("“Fri 16th Mar” não é uma sexta-feira em 2024: escreva também o ano");
    expect(problemText({ code: "IMPORT_WRONG_WEEKDAY", params: { text: "Sat 4th Mar", weekday: 6, year: 2024 }, message: "" }, "pt")).toMatch(/não é um sábado em 2024/);
    expect(problemText({ code: "IMPORT_WRONG_WEEKDAY", params: { text: "Sat 4th Mar", weekday: 6, year: 2024 }, message: "" }, "en")).toBe("“Sat 4th Mar” is not a Saturday in 2024: add the year to it");
    expect(problemText({ code: "IMPORT_NO_YEAR", params: { text: "Mon 4th Mar" }, message: "" }, "pt")).toMatch(/^“Mon 4th Mar” não tem ano/);
    expect(problemText({ code: "IMPORT_NO_SUCH_DAY", params: { text: "Feb 29", year: 2023 }, message: "" }, "pt")).toBe("“Feb 29” não é um dia do calendário em 2023");
    expect(problemText({ code: "IMPORT_NO_SUCH_DAY", params: { text: "2025-02-30", place: "name" }, message: "" }, "en")).toBe("“2025-02-30” is not a day of the calendar (in the file name)");
    expect(problemText({ code: "IMPORT_UNDATED_TEXT", params: { marker: "line" }, message: "" }, "pt")).toMatch(/^texto sem linha de data/);
  });

  it("says why a document could not be read in the person's language, by the code stored beside the reason", () => {
    const encrypted = "x.pdf is protected by a password: remove the password and upload it again";
    expect(storedReasonText(encrypted, "DOCUMENT_ENCRYPTED", { fileName: "x.pdf" }, "pt")).toBe("x.pdf está protegido por senha: retire a senha e envie-o de novo");
    expect(storedReasonText(encrypted, "DOCUMENT_ENCRYPTED", { fileName: "x.pdf" }, "en")).toBe(encrypted);
    const tooLong = { fileName: "atas.txt", characters: 5_000_123, max: 5_000_000 };
    expect(storedReasonText("", "DOCUMENT_TOO_LONG", tooLong, "pt")).toBe("atas.txt tem 5.000.123 caracteres de texto; são indexados no máximo 5.000.000");
    expect(storedReasonText("", "DOCUMENT_TOO_LONG", tooLong, "en")).toBe("atas.txt holds 5,000,123 characters of text; at most 5,000,000 are indexed");
    expect(storedReasonText("", "DOCUMENT_UNSUPPORTED_TYPE", { fileName: "foto.pdf", format: "png" }, "pt")).toBe("foto.pdf é uma imagem PNG: as imagens precisam de OCR, que não é suportado");
    expect(storedReasonText("", "DOCUMENT_UNSUPPORTED_TYPE", { fileName: "velho.doc", format: "legacyOffice" }, "en")).toBe("velho.doc is a legacy Word (.doc) or other Office 97 file: save it as .docx or PDF");
    expect(storedReasonText("", "DOCUMENT_CORRUPT", { fileName: "b.pdf", kind: "pdf", detail: "Invalid PDF structure" }, "pt")).toBe("b.pdf não é um PDF legível (Invalid PDF structure)");
    expect(storedReasonText("", "DOCUMENT_NEEDS_OCR", { fileName: "scan.pdf", pages: 1 }, "en")).toMatch(/^scan\.pdf has 1 page but no text layer/);
    expect(storedReasonText("", "DOCUMENT_READ_TIMEOUT", { fileName: "grande.pdf", minutes: 5 }, "pt")).toBe("A leitura de grande.pdf demorou mais de 5 minutos: tente de novo");
    const refused = new ApiError("INVALID_INPUT", "segredo.pdf is protected by a password: remove the password and upload it again", 400, { code: "DOCUMENT_ENCRYPTED", params: { fileName: "segredo.pdf" } });
    expect(errorText(refused, "pt")).toBe("segredo.pdf está protegido por senha: retire a senha e envie-o de novo");
    expect(errorText(refused, "en")).toBe(refused.message);
    expect(errorText(new ApiError("INVALID_INPUT", "old words", 400, { code: "SOMETHING_NEW", params: {} }), "pt")).toBe("old words");
    // A reason stored before codes were kept, or one that has none, is read as before.
    expect(storedReasonText("x.pdf is protected by a password", null, null, "pt")).toBe("x.pdf is protected by a password");
    expect(storedReasonText("TIMEOUT: slow", null, null, "pt")).toBe("Isso demorou demais: tente de novo.");
  });

  it("says why a ChatGPT conversation was left out in the person's language", () => {
    expect(problemText({ code: "CHATGPT_ALREADY_IMPORTED", params: {}, message: "already imported" }, "pt")).toBe("já importada");
    expect(problemText({ code: "CHATGPT_MISSING_MESSAGE", params: { id: "x1" }, message: "" }, "pt")).toBe("a mensagem x1 não está na exportação");
    expect(problemText({ code: "CHATGPT_MESSAGE_TOO_LONG", params: { characters: 100000 }, message: "" }, "en")).toBe("a message is longer than 100000 characters");
  });

  it("says the portfolio data check's issues in the person's language, numbers and field names included", () => {
    const negative = { code: "HEALTH_NEGATIVE_CASH", params: { currency: "USD", amount: "-5.5" }, message: "Cash in USD is negative (-5.5): a deposit may be missing" };
    expect(problemText(negative, "pt")).toBe("O saldo em USD está negativo (-5,5): pode faltar um depósito");
    expect(problemText(negative, "en")).toBe(negative.message);
    const unclassified = { code: "HEALTH_UNCLASSIFIED_ASSET", params: { symbol: "XYZ", fields: "assetClass,region" }, message: "XYZ has no asset class, region" };
    expect(problemText(unclassified, "pt")).toBe("XYZ não tem classe de ativo, região");
    expect(problemText(unclassified, "en")).toBe(unclassified.message);
    expect(problemText({ code: "HEALTH_STALE_QUOTE", params: { symbol: "KO", date: "2026-10-01", days: 59 }, message: "" }, "pt")).toBe("A última cotação de KO é de 2026-10-01 (há 59 dias)");
  });

  it("says what a forget did in the person's language", () => {
    expect(problemText({ code: "FORGET_DONE", params: { count: 1, memories: "“I live in Lisbon”" }, message: "Forgot “I live in Lisbon”." }, "pt")).toBe("Esquecido: “I live in Lisbon”.");
    expect(problemText({ code: "FORGET_NO_MATCH", params: { query: "o Rui" }, message: "" }, "pt")).toBe("Nenhuma memória corresponde a “o Rui”, por isso nada foi esquecido.");
  });

  it("says a stored failure reason by its code when known, else by its message without the code", () => {
    expect(reasonText("TIMEOUT: the job took longer than 60 s", "pt")).toBe("Isso demorou demais: tente de novo.");
    expect(reasonText("INVALID_INPUT: notes.pdf is protected by a password", "pt")).toBe("notes.pdf is protected by a password");
    expect(reasonText("notes.pdf contains no text", "en")).toBe("notes.pdf contains no text");
  });

  it("says a failed call by its code, and a server that never answered as such", () => {
    expect(errorText(new ApiError("RATE_LIMITED", "Too many requests", 429), "pt")).toBe("Muitos pedidos ao mesmo tempo: espere um momento e tente de novo.");
    expect(errorText(new ApiError("INTERNAL_ERROR", "The server could not be reached", 0), "pt")).toBe("O servidor não respondeu: verifique a rede e tente de novo.");
    expect(errorText(new ApiError("CONFLICT", "That name is taken", 409), "en")).toBe("That name is taken");
    expect(errorText(new Error("plain"), "pt")).toBe("plain");
  });
});
