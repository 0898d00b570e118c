/** The text of a file, or why it cannot be read: UTF-8 (with or without BOM) or UTF-16 with a BOM. */
export const decodeText = (bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } => {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: true, text: new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2)) };
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: true, text: new TextDecoder("utf-16be", { fatal: true }).decode(bytes.subarray(2)) };
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    if (text.includes("\u0000")) return { ok: false, reason: "unreadable encoding (binary data)" };
    return { ok: true, text };
  } catch {
    return { ok: false, reason: "unreadable encoding (not valid UTF-8)" };
  }
};
