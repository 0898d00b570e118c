import type { Language, Problem } from "@lifeos/core";
import { ApiError } from "../api/client.js";
import { activityWords } from "../portfolio/activityWords.js";

type Params = Problem["params"];

/** The words of each problem code the server sends, in one language: a sentence of the problem's values. */
export type ProblemWords = Readonly<Record<ProblemCode, (params: Params) => string>>;

/** The codes the web writes in its own words; any other is shown in the server's. */
export type ProblemCode = keyof typeof englishProblems;

/** A value of `params` as text ("" when absent). */
const text = (params: Params, name: string): string => String(params[name] ?? "");

/** A CSV column's field ("unitPrice") as the import wizard names it, in `language`. */
const field = (params: Params, language: Language): string => {
  const name = text(params, "field");
  return ((activityWords[language].fields as Readonly<Record<string, string>>)[name] ?? name).toLowerCase();
};

const dateOrder = { en: { YMD: "year-month-day", DMY: "day/month/year", MDY: "month/day/year" }, pt: { YMD: "ano-mês-dia", DMY: "dia/mês/ano", MDY: "mês/dia/ano" } } as const;
const order = (params: Params, language: Language): string => (dateOrder[language] as Readonly<Record<string, string>>)[text(params, "order")] ?? text(params, "order");

/** The name of month (1–12) or weekday (0 for Sunday) `value` of `params`, in `language`. */
const monthName = (params: Params, name: string, language: Language): string =>
  new Date(Date.UTC(2000, Number(params[name] ?? 1) - 1, 1)).toLocaleString(language, { month: "long", timeZone: "UTC" });
const weekdayName = (params: Params, language: Language): string =>
  new Date(Date.UTC(2000, 0, 2 + Number(params["weekday"] ?? 0))).toLocaleString(language, { weekday: "long", timeZone: "UTC" });

/** A decimal value of `params` ("-2.5") as `language` writes numbers. */
const decimalText = (params: Params, name: string, language: Language): string => {
  const value = Number(params[name]);
  return Number.isFinite(value) ? value.toLocaleString(language, { maximumFractionDigits: 8 }) : text(params, name);
};

const classificationFields = { en: { assetClass: "asset class", sector: "sector", region: "region" }, pt: { assetClass: "classe de ativo", sector: "setor", region: "região" } } as const;
/** The classification fields an asset lacks (`fields`: "assetClass,sector"), named in `language`. */
const fieldsText = (params: Params, language: Language): string =>
  text(params, "fields")
    .split(",")
    .map((name) => (classificationFields[language] as Readonly<Record<string, string>>)[name] ?? name)
    .join(", ");

/** What the bytes of a document refused by type are (`format`, see `documentProblemCodes`), said after its name. */
const documentFormats = {
  en: {
    legacyOffice: "is a legacy Word (.doc) or other Office 97 file: save it as .docx or PDF",
    png: "is a PNG image: pictures need OCR, which is not supported",
    jpeg: "is a JPEG image: pictures need OCR, which is not supported",
    gif: "is a GIF image: pictures need OCR, which is not supported",
    rtf: "is an RTF file: save it as .docx or PDF",
    zip: "is a ZIP archive that is not a Word document (spreadsheets, presentations and archives are not supported)",
    zipNotDocx: "is a ZIP archive without a Word document inside (word/document.xml is missing): it is not a valid .docx",
    notPdf: "is not a PDF (no %PDF header) and not text: the file is damaged or of another type",
    notDocx: "is not a Word document (not a ZIP archive) and not text: the file is damaged or of another type",
    binary: "is binary data of an unsupported type (supported: PDF, DOCX, HTML, Markdown, plain text)",
    nulBytes: "is binary data (it holds NUL bytes), not text: supported are PDF, DOCX, HTML, Markdown and plain text",
  },
  pt: {
    legacyOffice: "é um documento antigo do Word (.doc) ou de outro programa do Office 97: guarde-o como .docx ou PDF",
    png: "é uma imagem PNG: as imagens precisam de OCR, que não é suportado",
    jpeg: "é uma imagem JPEG: as imagens precisam de OCR, que não é suportado",
    gif: "é uma imagem GIF: as imagens precisam de OCR, que não é suportado",
    rtf: "é um documento RTF: guarde-o como .docx ou PDF",
    zip: "é um ZIP que não é um documento do Word (tabelas, apresentações e outros ZIP não são suportados)",
    zipNotDocx: "é um ZIP sem um documento do Word dentro (falta word/document.xml): não é um .docx válido",
    notPdf: "não é um PDF (falta o cabeçalho %PDF) nem texto: o documento está danificado ou é de outro tipo",
    notDocx: "não é um documento do Word (não é um ZIP) nem texto: o documento está danificado ou é de outro tipo",
    binary: "tem dados binários de um tipo não suportado (são suportados PDF, DOCX, HTML, Markdown e texto simples)",
    nulBytes: "tem dados binários (bytes NUL), não texto: são suportados PDF, DOCX, HTML, Markdown e texto simples",
  },
} as const;
/** A document's name and what its bytes are instead of a kind it reads, in `language` ("" for a format it does not know). */
const documentFormat = (params: Params, language: Language): string => {
  const what = (documentFormats[language] as Readonly<Record<string, string>>)[text(params, "format")];
  return what === undefined ? "" : `${text(params, "fileName")} ${what}`;
};
const readableKind = { en: { pdf: "PDF", docx: "Word document" }, pt: { pdf: "um PDF legível", docx: "um documento do Word legível" } } as const;
/** The kind of a broken document (`kind`: pdf or docx), as `language` names a readable one. */
const kindText = (params: Params, language: Language): string => (readableKind[language] as Readonly<Record<string, string>>)[text(params, "kind")] ?? text(params, "kind");

/** What an import's date reason adds when the date was in the file's name, not in its text. */
const inName = (params: Params, words: string): string => (params["place"] === "name" ? ` (${words})` : "");
/** The calendar's year a date without one was read in, when it was. */
const inYear = (params: Params, words: string): string => (params["year"] === undefined ? "" : ` ${words} ${text(params, "year")}`);

const englishProblems = {
  // A line of a CSV import.
  CSV_EMPTY_FIELD: (params: Params) => `${field(params, "en")} is empty`,
  CSV_NOT_A_NUMBER: (params: Params) => `${field(params, "en")} “${text(params, "text")}” is not a number`,
  CSV_UNKNOWN_TYPE: (params: Params) => `“${text(params, "text")}” is not a kind of activity LifeOS knows`,
  CSV_NOT_A_DATE: (params: Params) => `“${text(params, "text")}” is not a date written ${order(params, "en")}`,
  CSV_NO_ACCOUNT: () => "no account: choose one for the file",
  CSV_UNKNOWN_ACCOUNT: (params: Params) => `there is no account called “${text(params, "text")}”`,
  CSV_NO_RATE_TO_CONVERT: (params: Params) => `the amount is in ${text(params, "writtenIn")} and the line in ${text(params, "currency")}, with no exchange rate to convert it`,
  CSV_INVALID_ACTIVITY: () => "these values do not make an activity: check its numbers and dates",
  CSV_NOT_AN_ACTIVITY: (params: Params) => `not an activity (a total or a balance below the table?): remove line ${text(params, "line")} from the file`,
  // Why a file (or an entry in it) of a journal import was left out.
  IMPORT_EMPTY: () => "empty",
  IMPORT_MEDIA_ONLY: () => "only photos or other media, which are not imported",
  IMPORT_MEDIA_FILE: () => "photos, videos and audio are not imported: the journal keeps the text of its entries",
  IMPORT_UNSUPPORTED_TYPE: (params: Params) =>
    `a journal does not import “${text(params, "extension") || "no extension"}” files: it imports Markdown or text (.md, .txt), Day One exports (.json) and zips of them${params["document"] === 1 ? "; put a document under Documents" : ""}`,
  IMPORT_PDF: () => "a PDF, not text: put it under Documents",
  IMPORT_UNREADABLE_ENCODING: () => "the text is not in an encoding LifeOS can read: save it as UTF-8",
  IMPORT_BINARY: () => "not text (binary data)",
  IMPORT_NOT_JSON: () => "not valid JSON",
  IMPORT_NOT_DAY_ONE: () => "not a Day One export",
  IMPORT_NOT_A_ZIP: () => "not a readable zip",
  IMPORT_ZIP_TOO_LARGE: (params: Params) => `unpacks to more than ${text(params, "megabytes")} MB: unzip it and import the folder`,
  IMPORT_ZIP_IN_ZIP: () => "a zip inside a zip is not opened: unzip it and import what it holds",
  IMPORT_UNSTORABLE_NAME: () => "the name has characters that cannot be kept: rename it",
  IMPORT_NO_SUCH_DAY: (params: Params) => `“${text(params, "text")}” is not a day of the calendar${inYear(params, "in")}${inName(params, "in the file name")}`,
  IMPORT_NO_DATE: () => "no date",
  IMPORT_AMBIGUOUS_DATE: (params: Params) =>
    `“${text(params, "text")}” could be ${text(params, "first")} ${monthName(params, "second", "en")} or ${text(params, "second")} ${monthName(params, "first", "en")}, and no other date in the import tells which${inName(params, "in the file name")}: write it as YYYY-MM-DD, or import again saying whether the day or the month comes first`,
  IMPORT_NO_YEAR: (params: Params) => `“${text(params, "text")}” has no year: add it to the heading, or put a heading with the year (# 2024) above`,
  IMPORT_WRONG_WEEKDAY: (params: Params) => `“${text(params, "text")}” is not a ${weekdayName(params, "en")} in ${text(params, "year")}: add the year to it`,
  IMPORT_FRONT_MATTER_DATE: (params: Params) => `the front matter's date “${text(params, "text")}” is not a day of the calendar`,
  IMPORT_NO_DATE_IN_FILE: () => "no date: name the file YYYY-MM-DD.md, add front matter `date:`, or start each day with a dated heading",
  IMPORT_UNDATED_TEXT: (params: Params) => (params["marker"] === "line" ? "text under no date line: put a line with its date above it to import it" : "text under no dated heading: put a heading with its date above it to import it"),
  IMPORT_TOO_LARGE: (params: Params) => `too long (more than ${text(params, "characters")} characters)`,
  IMPORT_KEPT_EDIT: () => "your edit was kept: the entry was changed in the app after it was imported",
  IMPORT_OVER_FILE_LIMIT: (params: Params) => `over the limit of ${decimalText(params, "max", "en")} files in one import: import the rest separately`,
  IMPORT_UNREADABLE_FILE: () => "the file could not be read (check that it is still there and that you may open it)",
  IMPORT_NO_FILES: () => "No file was sent: choose one or more journal files to import",
  IMPORT_TOO_MANY_FILES: (params: Params) => `Too many files in one import (${decimalText(params, "files", "en")}; at most ${decimalText(params, "max", "en")}): import them in parts or as a zip`,
  IMPORT_NOTHING_TO_IMPORT: (params: Params) =>
    `Nothing to import: no journal entry could be read from the ${params["files"] === 1 ? "file" : `${decimalText(params, "files", "en")} files`}.`,
  // Why a conversation of ChatGPT's export was left out.
  CHATGPT_NOT_A_CONVERSATION: () => "not a ChatGPT conversation (its fields are not ChatGPT's)",
  CHATGPT_NO_MAPPING: () => "it has no messages",
  CHATGPT_NO_CURRENT_NODE: () => "it has no last message to start from",
  CHATGPT_MESSAGE_LOOP: () => "its messages answer each other in a loop",
  CHATGPT_TOO_MANY_MESSAGES: (params: Params) => `more than ${text(params, "max")} messages`,
  CHATGPT_MISSING_MESSAGE: (params: Params) => `its message ${text(params, "id")} is missing from the export`,
  CHATGPT_MALFORMED_MESSAGE: (params: Params) => `its message ${text(params, "id")} cannot be read`,
  CHATGPT_MESSAGE_TOO_LONG: (params: Params) => `a message is longer than ${text(params, "characters")} characters`,
  CHATGPT_NO_TIMES: () => "its messages have no times",
  CHATGPT_NO_TEXT_MESSAGES: () => "it has no text messages",
  CHATGPT_UNSTORABLE_TEXT: () => "it holds text LifeOS cannot keep (control characters or an over-long field)",
  CHATGPT_ALREADY_IMPORTED: () => "already imported",
  // What a forget did (`memories`: the memories, quoted).
  FORGET_DONE: (params: Params) => `Forgot ${text(params, "memories")}.`,
  FORGET_UNSURE: (params: Params) => `Nothing remembered matches “${text(params, "query")}” for certain, so nothing was forgotten. Did you mean ${text(params, "memories")}?`,
  FORGET_NO_MATCH: (params: Params) => `Nothing remembered matches “${text(params, "query")}”, so nothing was forgotten.`,
  // Why a document could not be read (`fileName`: its name).
  DOCUMENT_EMPTY_FILE: (params: Params) => `${text(params, "fileName")} is empty (0 bytes)`,
  DOCUMENT_NO_TEXT: (params: Params) => `${text(params, "fileName")} contains no text`,
  DOCUMENT_UNSUPPORTED_TYPE: (params: Params) => documentFormat(params, "en") || `${text(params, "fileName")} is of a type LifeOS cannot read`,
  DOCUMENT_CORRUPT: (params: Params) => `${text(params, "fileName")} is not a readable ${kindText(params, "en")} (${text(params, "detail")})`,
  DOCUMENT_ENCRYPTED: (params: Params) => `${text(params, "fileName")} is protected by a password: remove the password and upload it again`,
  DOCUMENT_NEEDS_OCR: (params: Params) =>
    `${text(params, "fileName")} has ${text(params, "pages")} page${params["pages"] === 1 ? "" : "s"} but no text layer (it looks scanned or made of images): it needs OCR, which is not supported yet`,
  DOCUMENT_TOO_LONG: (params: Params) => `${text(params, "fileName")} holds ${decimalText(params, "characters", "en")} characters of text; at most ${decimalText(params, "max", "en")} are indexed`,
  DOCUMENT_READ_TIMEOUT: (params: Params) => `Reading ${text(params, "fileName")} took longer than ${text(params, "minutes")} minutes: try again`,
  // Why an upload of documents was refused before any file was read.
  DOCUMENT_UPLOAD_NO_FILES: () => "No file was sent: choose one or more documents to upload",
  DOCUMENT_UPLOAD_TOO_MANY_FILES: (params: Params) => `${text(params, "files")} files were chosen; at most ${text(params, "max")} go in one upload: send them in smaller groups`,
  DOCUMENT_UPLOAD_UNSTORABLE_NAME: (params: Params) => `The file name “${text(params, "fileName")}” holds characters LifeOS cannot keep: rename the file and upload it again`,
  // The data check of a portfolio.
  HEALTH_MISSING_QUOTE: (params: Params) => `${text(params, "symbol")} has no quote on or before ${text(params, "asOf")}; it is valued at cost`,
  HEALTH_STALE_QUOTE: (params: Params) => `${text(params, "symbol")}'s last quote is from ${text(params, "date")} (${text(params, "days")} days old)`,
  HEALTH_MISSING_FX: (params: Params) => `No exchange rate for ${text(params, "pair")}: amounts in that currency were counted 1:1`,
  HEALTH_UNCLASSIFIED_ASSET: (params: Params) => `${text(params, "symbol")} has no ${fieldsText(params, "en")}`,
  HEALTH_NEGATIVE_POSITION: (params: Params) => `${text(params, "symbol")} has a negative quantity (${decimalText(params, "quantity", "en")}): a sale or transfer exceeds what was bought`,
  HEALTH_NEGATIVE_CASH: (params: Params) => `Cash in ${text(params, "currency")} is negative (${decimalText(params, "amount", "en")}): a deposit may be missing`,
  // Why a money-weighted return could not be worked out.
  MWR_TOO_FEW_FLOWS: () => "it needs at least two movements of money",
  MWR_ONE_WAY_FLOWS: () => "it needs money both put in and taken out",
  MWR_NO_RATE: () => "no rate of return makes the money put in and taken out balance",
  // The error codes of the API whose meaning does not depend on their message.
  UNAUTHORIZED: () => "You are not signed in, or your sign-in has expired: reload the page.",
  TOOL_NOT_ALLOWED: () => "That action is not allowed in this conversation.",
  THREAD_NOT_FOUND: () => "That conversation no longer exists.",
  PAYLOAD_TOO_LARGE: () => "That is too large to send.",
  RATE_LIMITED: () => "Too many requests at once: wait a moment and try again.",
  TIMEOUT: () => "That took too long: try again.",
  INTERNAL_ERROR: () => "Something went wrong on the server: try again.",
} satisfies Readonly<Record<string, (params: Params) => string>>;

const portugueseProblems: ProblemWords = {
  CSV_EMPTY_FIELD: (params) => `${field(params, "pt")} está vazio`,
  CSV_NOT_A_NUMBER: (params) => `${field(params, "pt")} “${text(params, "text")}” não é um número`,
  CSV_UNKNOWN_TYPE: (params) => `“${text(params, "text")}” não é um tipo de movimento que o LifeOS conheça`,
  CSV_NOT_A_DATE: (params) => `“${text(params, "text")}” não é uma data escrita ${order(params, "pt")}`,
  CSV_NO_ACCOUNT: () => "nenhuma conta: escolha uma para o documento",
  CSV_UNKNOWN_ACCOUNT: (params) => `não há nenhuma conta chamada “${text(params, "text")}”`,
  CSV_NO_RATE_TO_CONVERT: (params) => `o montante está em ${text(params, "writtenIn")} e a linha em ${text(params, "currency")}, sem taxa de câmbio para converter`,
  CSV_INVALID_ACTIVITY: () => "estes valores não formam um movimento: verifique os números e as datas",
  CSV_NOT_AN_ACTIVITY: (params) => `não é um movimento (um total ou um saldo abaixo da tabela?): retire a linha ${text(params, "line")} do documento`,
  IMPORT_EMPTY: () => "vazio",
  IMPORT_MEDIA_ONLY: () => "só fotos ou outros conteúdos que não são importados",
  IMPORT_MEDIA_FILE: () => "fotos, vídeos e áudio não são importados: o diário guarda o texto das entradas",
  IMPORT_UNSUPPORTED_TYPE: (params) =>
    `o diário não importa documentos “${text(params, "extension") || "sem extensão"}”: importa Markdown ou texto (.md, .txt), exportações do Day One (.json) e zips deles${params["document"] === 1 ? "; ponha um documento em Documentos" : ""}`,
  IMPORT_PDF: () => "um PDF, não texto: ponha-o em Documentos",
  IMPORT_UNREADABLE_ENCODING: () => "o texto não está numa codificação que o LifeOS leia: guarde-o em UTF-8",
  IMPORT_BINARY: () => "não é texto (dados binários)",
  IMPORT_NOT_JSON: () => "não é JSON válido",
  IMPORT_NOT_DAY_ONE: () => "não é uma exportação do Day One",
  IMPORT_NOT_A_ZIP: () => "não é um zip legível",
  IMPORT_ZIP_TOO_LARGE: (params) => `descomprimido passa de ${text(params, "megabytes")} MB: descomprima-o e importe a pasta`,
  IMPORT_ZIP_IN_ZIP: () => "um zip dentro de um zip não é aberto: descomprima-o e importe o que contém",
  IMPORT_UNSTORABLE_NAME: () => "o nome tem caracteres que não podem ser guardados: mude o nome",
  IMPORT_NO_SUCH_DAY: (params) => `“${text(params, "text")}” não é um dia do calendário${inYear(params, "em")}${inName(params, "no nome do documento")}`,
  IMPORT_NO_DATE: () => "sem data",
  IMPORT_AMBIGUOUS_DATE: (params) =>
    `“${text(params, "text")}” pode ser ${text(params, "first")} de ${monthName(params, "second", "pt")} ou ${text(params, "second")} de ${monthName(params, "first", "pt")}, e nenhuma outra data da importação diz qual${inName(params, "no nome do documento")}: escreva-a como AAAA-MM-DD, ou importe de novo dizendo se o dia ou o mês vem primeiro`,
  IMPORT_NO_YEAR: (params) => `“${text(params, "text")}” não tem ano: escreva o ano no título, ou ponha acima um título com o ano (# 2024)`,
  IMPORT_WRONG_WEEKDAY: (params) =>
    `“${text(params, "text")}” não é ${params["weekday"] === 0 || params["weekday"] === 6 ? "um" : "uma"} ${weekdayName(params, "pt")} em ${text(params, "year")}: escreva também o ano`,
  IMPORT_FRONT_MATTER_DATE: (params) => `a data “${text(params, "text")}” do cabeçalho YAML não é um dia do calendário`,
  IMPORT_NO_DATE_IN_FILE: () => "sem data: dê ao documento o nome AAAA-MM-DD.md, escreva `date:` no cabeçalho YAML, ou comece cada dia com um título com a data",
  IMPORT_UNDATED_TEXT: (params) => (params["marker"] === "line" ? "texto sem linha de data acima: ponha acima dele uma linha com a data para que seja importado" : "texto sem título com data acima: ponha acima dele um título com a data para que seja importado"),
  IMPORT_TOO_LARGE: (params) => `longo demais (mais de ${text(params, "characters")} caracteres)`,
  IMPORT_KEPT_EDIT: () => "a sua alteração foi mantida: a entrada foi mudada na aplicação depois de importada",
  IMPORT_OVER_FILE_LIMIT: (params) => `passa do limite de ${decimalText(params, "max", "pt")} documentos numa importação: importe os restantes à parte`,
  IMPORT_UNREADABLE_FILE: () => "não foi possível ler o documento (verifique se ainda existe e se pode ser aberto)",
  IMPORT_NO_FILES: () => "Nenhum documento foi enviado: escolha um ou mais documentos do diário para importar",
  IMPORT_TOO_MANY_FILES: (params) => `Documentos demais numa importação (${decimalText(params, "files", "pt")}; no máximo ${decimalText(params, "max", "pt")}): importe-os em partes ou num zip`,
  IMPORT_NOTHING_TO_IMPORT: (params) =>
    `Nada a importar: nenhuma entrada do diário pôde ser lida ${params["files"] === 1 ? "do documento" : `dos ${decimalText(params, "files", "pt")} documentos`}.`,
  CHATGPT_NOT_A_CONVERSATION: () => "não é uma conversa do ChatGPT (os campos não são os do ChatGPT)",
  CHATGPT_NO_MAPPING: () => "não tem mensagens",
  CHATGPT_NO_CURRENT_NODE: () => "não tem uma última mensagem de onde partir",
  CHATGPT_MESSAGE_LOOP: () => "as mensagens respondem umas às outras em círculo",
  CHATGPT_TOO_MANY_MESSAGES: (params) => `mais de ${text(params, "max")} mensagens`,
  CHATGPT_MISSING_MESSAGE: (params) => `a mensagem ${text(params, "id")} não está na exportação`,
  CHATGPT_MALFORMED_MESSAGE: (params) => `a mensagem ${text(params, "id")} não pode ser lida`,
  CHATGPT_MESSAGE_TOO_LONG: (params) => `uma mensagem tem mais de ${text(params, "characters")} caracteres`,
  CHATGPT_NO_TIMES: () => "as mensagens não têm hora",
  CHATGPT_NO_TEXT_MESSAGES: () => "não tem mensagens de texto",
  CHATGPT_UNSTORABLE_TEXT: () => "tem texto que o LifeOS não pode guardar (caracteres invisíveis ou um campo longo demais)",
  CHATGPT_ALREADY_IMPORTED: () => "já importada",
  FORGET_DONE: (params) => `Esquecido: ${text(params, "memories")}.`,
  FORGET_UNSURE: (params) => `Nenhuma memória corresponde com certeza a “${text(params, "query")}”, por isso nada foi esquecido. Quis dizer ${text(params, "memories")}?`,
  FORGET_NO_MATCH: (params) => `Nenhuma memória corresponde a “${text(params, "query")}”, por isso nada foi esquecido.`,
  DOCUMENT_EMPTY_FILE: (params) => `${text(params, "fileName")} está vazio (0 bytes)`,
  DOCUMENT_NO_TEXT: (params) => `${text(params, "fileName")} não contém texto`,
  DOCUMENT_UNSUPPORTED_TYPE: (params) => documentFormat(params, "pt") || `${text(params, "fileName")} é de um tipo que o LifeOS não lê`,
  DOCUMENT_CORRUPT: (params) => `${text(params, "fileName")} não é ${kindText(params, "pt")} (${text(params, "detail")})`,
  DOCUMENT_ENCRYPTED: (params) => `${text(params, "fileName")} está protegido por senha: retire a senha e envie-o de novo`,
  DOCUMENT_NEEDS_OCR: (params) =>
    `${text(params, "fileName")} tem ${text(params, "pages")} página${params["pages"] === 1 ? "" : "s"} mas nenhuma camada de texto (parece digitalizado ou feito de imagens): precisa de OCR, que ainda não é suportado`,
  DOCUMENT_TOO_LONG: (params) => `${text(params, "fileName")} tem ${decimalText(params, "characters", "pt")} caracteres de texto; são indexados no máximo ${decimalText(params, "max", "pt")}`,
  DOCUMENT_READ_TIMEOUT: (params) => `A leitura de ${text(params, "fileName")} demorou mais de ${text(params, "minutes")} minutos: tente de novo`,
  DOCUMENT_UPLOAD_NO_FILES: () => "Nenhum documento foi enviado: escolha um ou mais documentos para enviar",
  DOCUMENT_UPLOAD_TOO_MANY_FILES: (params) => `Foram escolhidos ${text(params, "files")} documentos; cabem no máximo ${text(params, "max")} em cada envio: envie-os em grupos menores`,
  DOCUMENT_UPLOAD_UNSTORABLE_NAME: (params) => `O nome “${text(params, "fileName")}” tem caracteres que o LifeOS não pode guardar: mude o nome e envie-o de novo`,
  HEALTH_MISSING_QUOTE: (params) => `${text(params, "symbol")} não tem cotação até ${text(params, "asOf")}: conta pelo custo de compra`,
  HEALTH_STALE_QUOTE: (params) => `A última cotação de ${text(params, "symbol")} é de ${text(params, "date")} (há ${text(params, "days")} dias)`,
  HEALTH_MISSING_FX: (params) => `Não há taxa de câmbio para ${text(params, "pair")}: os montantes nessa moeda foram contados 1:1`,
  HEALTH_UNCLASSIFIED_ASSET: (params) => `${text(params, "symbol")} não tem ${fieldsText(params, "pt")}`,
  HEALTH_NEGATIVE_POSITION: (params) => `${text(params, "symbol")} tem uma quantidade negativa (${decimalText(params, "quantity", "pt")}): uma venda ou transferência passa do que foi comprado`,
  HEALTH_NEGATIVE_CASH: (params) => `O saldo em ${text(params, "currency")} está negativo (${decimalText(params, "amount", "pt")}): pode faltar um depósito`,
  MWR_TOO_FEW_FLOWS: () => "são precisos pelo menos dois movimentos de dinheiro",
  MWR_ONE_WAY_FLOWS: () => "é preciso dinheiro que entrou e dinheiro que saiu",
  MWR_NO_RATE: () => "nenhuma taxa de rentabilidade equilibra o dinheiro que entrou e o que saiu",
  UNAUTHORIZED: () => "A sessão não está iniciada ou expirou: recarregue a página.",
  TOOL_NOT_ALLOWED: () => "Essa ação não é permitida nesta conversa.",
  THREAD_NOT_FOUND: () => "Essa conversa não existe.",
  PAYLOAD_TOO_LARGE: () => "Isso é grande demais para enviar.",
  RATE_LIMITED: () => "Muitos pedidos ao mesmo tempo: espere um momento e tente de novo.",
  TIMEOUT: () => "Isso demorou demais: tente de novo.",
  INTERNAL_ERROR: () => "Houve um erro no servidor: tente de novo.",
};

/** The words of every problem code the web knows, one table per language. */
export const problemWords: Readonly<Record<Language, ProblemWords>> = { en: englishProblems, pt: portugueseProblems };

/** A failure the server could not be asked about: no answer at all (the network, or the server down). */
const unreachable: Readonly<Record<Language, string>> = { en: "The server could not be reached: check the connection and try again.", pt: "O servidor não respondeu: verifique a rede e tente de novo." };

/** A problem in `language`: the web's own words for a code it knows (with the problem's values), else the server's message. */
export const problemText = (problem: Pick<Problem, "code" | "message"> & { readonly params?: Params }, language: Language): string => {
  const words = (problemWords[language] as Readonly<Record<string, ((params: Params) => string) | undefined>>)[problem.code];
  return words === undefined ? problem.message : words(problem.params ?? {});
};

/**
 * A failed call in `language`: an API error by its problem's code and values when it gives one, else by its code (see
 * `problemText`); no answer at all as such; anything else by its message.
 */
export const errorText = (error: unknown, language: Language): string => {
  if (error instanceof ApiError) {
    if (error.status === 0) return unreachable[language];
    return problemText(error.problem === undefined ? error : { ...error.problem, message: error.message }, language);
  }
  return error instanceof Error ? error.message : String(error);
};

/** A stored failure reason as the server writes it (`failureReason`: "CODE: message", or a message alone). */
const storedReason = /^([A-Z][A-Z_]+): ([\s\S]*)$/;

/** A stored failure reason (a failed job's, a failed document's) in `language`: its code in the web's words when known, else its message without the code. */
export const reasonText = (reason: string, language: Language): string => {
  const match = storedReason.exec(reason);
  return match === null ? reason : problemText({ code: match[1]!, message: match[2]! }, language);
};

/**
 * A stored failure reason with the code and values kept beside it (a failed document's `processingErrorCode` and
 * `processingErrorParams`): the code in the web's words when known; a reason stored with no code (an older one, or
 * one that has only its message) as `reasonText` reads it.
 */
export const storedReasonText = (reason: string, code: string | null, params: Params | null, language: Language): string =>
  code === null ? reasonText(reason, language) : problemText({ code, params: params ?? {}, message: reason }, language);
