import { api } from "../api/client.js";

/** The IANA zone this browser is in, or null when it does not say. */
export const browserTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * Offers the browser's time zone to the server for a person whose zone is
 * still the default (UTC): the server takes it only when they never chose
 * one, so a zone the person picked is never overwritten. Resolves to true
 * when the zone changed (the caller reads who the person is again).
 */
export const adoptBrowserTimeZone = async (current: string): Promise<boolean> => {
  const zone = browserTimeZone();
  if (current !== "UTC" || zone === null || zone === current) return false;
  const answer = await api<{ timeZone: string; adopted: boolean }>("/settings/time-zone/adopt", { method: "POST", body: { timeZone: zone } });
  return answer.adopted;
};
