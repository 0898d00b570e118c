import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Decodes a 32-byte key written as 64 hex digits or as base64. */
export const parseKey = (text: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32) throw new Error("LIFEOS_ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64)");
  return key;
};

/**
 * The key that encrypts provider API keys at rest: `configured` (from
 * LIFEOS_ENCRYPTION_KEY) when given, else the key in `keyFile`, generated on
 * first use with permissions 0600. A key file readable by others is made
 * private again.
 */
export const loadEncryptionKey = (configured: string | null, keyFile: string): Buffer => {
  if (configured !== null) return parseKey(configured);
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    try {
      writeFileSync(keyFile, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  if ((statSync(keyFile).mode & 0o077) !== 0) chmodSync(keyFile, 0o600);
  return parseKey(readFileSync(keyFile, "utf8"));
};
