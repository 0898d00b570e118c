import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/**
 * The embedded mode's web session: the proof that a request comes from the
 * server's own web app, which writes need (reads from this machine do not).
 * The server hands it out as an HttpOnly, SameSite=Strict cookie with the
 * app's page, to a page asked for under a trusted host (see `isLocalRequest`);
 * a script of another origin can neither read it nor, past the origin check,
 * use it. Its value is derived from the server's encryption key, so it
 * survives restarts and differs between installations (and so does its name:
 * two LifeOS servers on one machine keep their own).
 */
export interface EmbeddedSession {
  /** True when the request carries this server's session cookie. */
  readonly isPresent: (c: Context) => boolean;
  /** Sets the session cookie on the response. */
  readonly issue: (c: Context) => void;
}

const derive = (key: Buffer, label: string): Buffer => createHmac("sha256", key).update(`lifeos/embedded-session/${label}`).digest();

export const makeEmbeddedSession = (key: Buffer): EmbeddedSession => {
  const name = `lifeos_session_${derive(key, "name").toString("hex").slice(0, 8)}`;
  const value = derive(key, "v1").toString("base64url");
  const expected = Buffer.from(value);
  return {
    isPresent: (c) => {
      const sent = getCookie(c, name);
      if (sent === undefined) return false;
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    issue: (c) => setCookie(c, name, value, { path: "/", httpOnly: true, sameSite: "Strict" }),
  };
};
