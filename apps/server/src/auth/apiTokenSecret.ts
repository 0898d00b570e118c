import { createHash, randomBytes } from "node:crypto";

const tokenPrefix = "lifeos_";

/** SHA-256 of a token secret, hex: the only form in which a token is stored. */
export const hashToken = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex");

/** A new random token secret (256 bits), the hash to store, and a short prefix to recognise it by. */
export const generateToken = (): { secret: string; tokenHash: string; prefix: string } => {
  const secret = `${tokenPrefix}${randomBytes(32).toString("base64url")}`;
  return { secret, tokenHash: hashToken(secret), prefix: secret.slice(0, tokenPrefix.length + 6) };
};
