/** Windows-1252's character for each byte from 0x80 to 0xFF. */
const windows1252 = Array.from(new TextDecoder("windows-1252").decode(Uint8Array.from({ length: 128 }, (_, index) => 0x80 + index)));

const isContinuation = (byte: number | undefined) => byte !== undefined && byte >= 0x80 && byte <= 0xbf;

/** The length of the well-formed UTF-8 sequence at `at` (2 to 4), or 0 when there is none. */
const utf8SequenceAt = (bytes: Uint8Array, at: number): number => {
  const lead = bytes[at]!;
  const second = bytes[at + 1];
  if (lead >= 0xc2 && lead <= 0xdf) return isContinuation(second) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    const low = lead === 0xe0 ? 0xa0 : 0x80;
    const high = lead === 0xed ? 0x9f : 0xbf;
    return second !== undefined && second >= low && second <= high && isContinuation(bytes[at + 2]) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const low = lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xf4 ? 0x8f : 0xbf;
    return second !== undefined && second >= low && second <= high && isContinuation(bytes[at + 2]) && isContinuation(bytes[at + 3]) ? 4 : 0;
  }
  return 0;
};

/**
 * Text that is not all UTF-8: old Western European text (Latin-1 /
 * Windows-1252), or UTF-8 with such letters pasted in. Each well-formed UTF-8
 * sequence is read as UTF-8 and each other byte as Windows-1252. Null when
 * it does not look like text: NUL, more than 1% control characters, or three
 * or more bytes in a row that are neither (real accented letters come one or
 * two at a time inside words: "café", "açúcar").
 */
const decodeMixed = (bytes: Uint8Array): string | null => {
  const utf8 = new TextDecoder("utf-8");
  let text = "";
  let controls = 0;
  let stray = 0;
  let start = 0;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      if (byte === 0) return null;
      if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
      stray = 0;
      index++;
      continue;
    }
    const length = utf8SequenceAt(bytes, index);
    if (length > 0) {
      stray = 0;
      index += length;
      continue;
    }
    if (++stray >= 3) return null;
    text += utf8.decode(bytes.subarray(start, index)) + windows1252[byte - 0x80]!;
    index++;
    start = index;
  }
  return controls > bytes.length / 100 ? null : text + utf8.decode(bytes.subarray(start));
};

/**
 * The text of a file, with Windows and old Mac line endings made `\n`, or why
 * it cannot be read: UTF-8 (with or without BOM), UTF-16 with a BOM, or else
 * Latin-1 / Windows-1252, alone or mixed into UTF-8 (see `decodeMixed`).
 */
export const decodeText = (bytes: Uint8Array): { ok: true; text: string } | { ok: false; code: "IMPORT_UNREADABLE_ENCODING" | "IMPORT_BINARY"; reason: string } => {
  const decoded = decodeBytes(bytes);
  if (decoded === null) return { ok: false, code: "IMPORT_UNREADABLE_ENCODING", reason: "unreadable encoding (neither UTF-8 nor Latin-1 text): save it as UTF-8" };
  if (decoded.includes("\u0000")) return { ok: false, code: "IMPORT_BINARY", reason: "unreadable encoding (binary data)" };
  return { ok: true, text: decoded.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n") };
};

const decodeBytes = (bytes: Uint8Array): string | null => {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be", { fatal: true }).decode(bytes.subarray(2));
  } catch {
    return null;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeMixed(bytes);
  }
};
