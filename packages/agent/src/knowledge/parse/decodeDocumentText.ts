/**
 * The text of a file that is not a known binary format: UTF-8 (with or
 * without BOM), UTF-16 with a BOM, or else Windows-1252 (old Western
 * European text files). Null when the bytes are binary: NUL bytes, or more
 * than 1% control characters other than tab, line feed, carriage return and
 * form feed.
 */
export const decodeDocumentText = (bytes: Uint8Array): string | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeOrNull("utf-16le", bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeOrNull("utf-16be", bytes.subarray(2));
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return null;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
  }
  if (controls > bytes.length / 100) return null;
  return decodeOrNull("utf-8", bytes) ?? new TextDecoder("windows-1252").decode(bytes);
};

const decodeOrNull = (encoding: string, bytes: Uint8Array): string | null => {
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes("\u0000") ? null : text;
  } catch {
    return null;
  }
};
