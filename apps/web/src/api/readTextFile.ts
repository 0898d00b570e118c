/**
 * The text of a file a person picked: UTF-8 (a BOM dropped) or, when the
 * bytes are not UTF-8, Windows-1252, the encoding spreadsheet programs and
 * many banks and brokers still save CSV files in ("Preço", "Comissão").
 * `File.text()` would read those bytes as U+FFFD and lose the letters.
 */
export const readTextFile = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
};
