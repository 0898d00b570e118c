import type { Language } from "@lifeos/core";
import { NothingToImport, type SkippedFile } from "../api/importUpload.js";
import { errorText, problemText } from "../language/problemWords.js";
import type { JournalWords } from "./journalWords.js";

/** Why a file was left out, in `language`: its code in the web's words when it has one, else the server's. */
export const skippedText = (skip: SkippedFile, language: Language): string => problemText({ code: skip.code ?? "", params: skip.params ?? {}, message: skip.reason }, language);

/** A failed import in `language`: nothing to import as its sentence, the files it names with why, and how many more; any other failure as `errorText` says it. */
export const importFailureText = (failure: unknown, language: Language, words: JournalWords): string => {
  if (!(failure instanceof NothingToImport)) return errorText(failure, language);
  const more = Number(failure.problem.params["more"] ?? 0);
  const named = failure.skipped.map((skip) => `${skip.name}: ${skippedText(skip, language)}`);
  return [problemText({ ...failure.problem, message: failure.message }, language), [...named, ...(more > 0 ? [words.andMore(more)] : [])].join("; ")].filter((part) => part !== "").join(" ");
};
