import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Authenticated encryption of small secrets (provider API keys) with
 * AES-256-GCM. A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url;
 * opening a value sealed with another key, or a tampered one, throws.
 */
export interface SecretBox {
  readonly seal: (plaintext: string) => string;
  readonly open: (sealed: string) => string;
}

const version = "v1";

export const makeSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes");
  return {
    seal: (plaintext) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv, tag, ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open: (sealed) => {
      const [tagVersion, iv, tag, ciphertext] = sealed.split(".");
      if (tagVersion !== version || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error("Not a sealed secret");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    },
  };
};
