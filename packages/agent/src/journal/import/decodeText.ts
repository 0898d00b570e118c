/**
 * Old Western European text (Latin-1 / Windows-1252) has its accented letters
 * one or two at a time inside words ("café", "açúcar"); three or more bytes
 * over 0x7F in a row are more likely another encoding or binary data.
 */
const looksLikeWindows1252 = (bytes: Uint8Array): boolean => {
  let controls = 0;
  let run = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
    run = byte >= 0x80 ? run + 1 : 0;
    if (run >= 3) return false;
  }
  return controls <= bytes.length / 100;
};

/**
 * The text of a file, with Windows and old Mac line endings made `\n`, or why
 * it cannot be read: UTF-8 (with or without BOM), UTF-16 with a BOM, or else
 * Latin-1 / Windows-1252 when the bytes look like it (see
 * `looksLikeWindows1252`).
 */
export const decodeText = (bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } => {
  const decoded = decodeBytes(bytes);
  if (decoded === null) return { ok: false, reason: "unreadable encoding (neither UTF-8 nor Latin-1 text): save it as UTF-8" };
  if (decoded.includes("\u0000")) return { ok: false, reason: "unreadable encoding (binary data)" };
  return { ok: true, text: decoded.replace(/\r\n?/g, "\n") };
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
    return looksLikeWindows1252(bytes) ? new TextDecoder("windows-1252").decode(bytes) : null;
  }
};
