import { decodeNdjson, toLocalDate } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

// A new hosted user's zone is UTC until they choose one; the web app offers its browser's zone, taken only then.
describe("the browser's time zone for a user who never chose one", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
  });
  afterAll(() => server.stop());

  const call = (user: TestUser, path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: user.token });
  const adopt = async (user: TestUser, timeZone: string) => (await call(user, "/settings/time-zone/adopt", { method: "POST", json: { timeZone } })).json();
  const zoneOf = async (user: TestUser) => ((await (await call(user, "/me")).json()) as { user: { timeZone: string } }).user.timeZone;

  it("is taken once by a user still on UTC, and the chat's today is then theirs", async () => {
    const ana = await server.addUser("Ana");
    expect(await zoneOf(ana)).toBe("UTC");
    expect(await adopt(ana, "Pacific/Kiritimati")).toEqual({ timeZone: "Pacific/Kiritimati", adopted: true });
    expect(await zoneOf(ana)).toBe("Pacific/Kiritimati");
    // A second browser elsewhere does not move it again.
    expect(await adopt(ana, "Pacific/Pago_Pago")).toEqual({ timeZone: "Pacific/Kiritimati", adopted: false });
    const events = decodeNdjson(await (await call(ana, "/ai/chat/stream", { method: "POST", json: { content: "What did I write today?" } })).text());
    expect(JSON.stringify(events.filter((event) => event.type === "toolCall").map((event) => event.arguments))).toContain(toLocalDate(new Date(), "Pacific/Kiritimati"));
  });

  it("never overwrites a zone the person chose, UTC included", async () => {
    for (const chosen of ["Europe/Lisbon", "UTC"]) {
      const rui = await server.addUser(`Rui ${chosen}`);
      expect((await call(rui, "/settings", { method: "PUT", json: { provider: "offline", timeZone: chosen } })).status).toBe(200);
      expect(await adopt(rui, "America/Sao_Paulo")).toEqual({ timeZone: chosen, adopted: false });
      expect(await zoneOf(rui)).toBe(chosen);
    }
  });

  it("refuses a zone that is not one", async () => {
    const eva = await server.addUser("Eva");
    expect((await call(eva, "/settings/time-zone/adopt", { method: "POST", json: { timeZone: "Mars/Olympus_Mons" } })).status).toBe(400);
    expect(await zoneOf(eva)).toBe("UTC");
  });
});
