import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";

/** Whether a holding was recorded by its ticker alone (an import that gave no name): its name is none or the ticker. */
const tickerOnly = (row: Data): boolean => {
  const name = String(row["name"] ?? "").trim();
  return name === "" || name.toUpperCase() === String(row["symbol"]).toUpperCase();
};

/**
 * The answer for names asked about that match no holding: not held, with the holdings. When some holdings are known by
 * ticker alone, "not held" cannot be said of a company's name ("Apple" may be AAPL): that is said instead, with how to
 * ask (by ticker) or to name them on the Portfolio page. Tickers asked that match none are not held either way.
 */
export const notHeldReply = (wanted: ReadonlyArray<string>, rows: ReadonlyArray<Data>, language: Language): string => {
  const held = rows.map((row) => String(row["symbol"])).join(", ");
  const unnamed = rows.filter(tickerOnly).map((row) => String(row["symbol"]));
  const names = wanted.filter((name) => name !== name.toUpperCase());
  if (unnamed.length > 0 && names.length > 0) {
    const shown = unnamed.slice(0, 10).join(", ");
    const asked = names.join(", ");
    // The holdings again only when some have a name: otherwise they are the ones just listed.
    const rest = unnamed.length < rows.length ? (language === "pt" ? ` As suas posições: ${held}.` : ` Your holdings: ${held}.`) : "";
    return language === "pt"
      ? `Nenhum dos seus ativos tem o nome ${asked}, mas ${unnamed.length === rows.length ? "estão todos" : "alguns estão"} guardados só pelo ticker, sem nome (${shown}), por isso não sei se ${asked} é um deles. Pergunte pelo ticker (por exemplo «qual é a posição em ${unnamed[0]}?») ou dê-lhes nome na página Carteira.${rest}`
      : `None of your assets is named ${asked}, but ${unnamed.length === rows.length ? "all of them are" : "some are"} recorded by ticker alone, without a name (${shown}), so I can't tell whether ${asked} is one of them. Ask by ticker (for example "how is ${unnamed[0]} doing?") or give them names on the Portfolio page.${rest}`;
  }
  return language === "pt"
    ? `Não tem ${wanted.join(", ")} na carteira.${held === "" ? "" : ` As suas posições: ${held}.`}`
    : `You hold no ${wanted.join(", ")}.${held === "" ? "" : ` Your holdings: ${held}.`}`;
};
