import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

describe("request body bounds", () => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_MAX_BODY_BYTES: "2000", LIFEOS_MAX_IMPORT_BYTES: "100000" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: alice.token });
  const upload = (bytes: number) => {
    const form = new FormData();
    form.append("files", new Blob([`A long day. ${"Quiet and calm. ".repeat(Math.ceil(bytes / 16))}`.slice(0, bytes)]), "2025-01-05.md");
    return call("/journal/import", { method: "POST", body: form });
  };

  it("bounds JSON bodies by LIFEOS_MAX_BODY_BYTES", async () => {
    const response = await call("/journal/entries", { method: "POST", json: { date: "2025-01-05", content: "x".repeat(3000) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("bounds a journal import by the journal module's own limit, LIFEOS_MAX_IMPORT_BYTES", async () => {
    const accepted = await upload(20_000);
    expect(accepted.status).toBe(200);
    expect(JSON.parse((await accepted.text()).trim().split("\n").at(-1)!)).toMatchObject({ type: "done", created: 1 });
    const refused = await upload(150_000);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
