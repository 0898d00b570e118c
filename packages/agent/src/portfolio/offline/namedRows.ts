import type { Question } from "../../models/offline/question/Question.js";
import type { Data } from "./portfolioFormat.js";

/**
 * The rows of a holdings result that the questions name, by symbol or by a word of four letters or more of the
 * asset's name ("VWCE", "Microsoft", "ações da Coca-Cola"); several questions when one refers to an asset named
 * before ("how is VWCE doing?" then "and how much did I pay for it?").
 */
export const namedRows = (data: Data, questions: ReadonlyArray<Question>): ReadonlyArray<Data> => {
  const rows = (data["holdings"] as ReadonlyArray<Data> | undefined) ?? [];
  const asked = new Set(questions.flatMap((question) => question.normalized.split(/[^\p{L}\p{N}]+/u)));
  return rows.filter((row) => {
    const symbol = String(row["symbol"]).toLowerCase();
    const nameWords = String(row["name"] ?? "").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").split(/[^a-z0-9]+/).filter((word) => word.length >= 4);
    return asked.has(symbol) || nameWords.some((word) => asked.has(word));
  });
};
