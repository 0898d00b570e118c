import { decodeNdjson } from "@lifeos/core";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface DocumentBody {
  id: string;
  title: string;
  fileName: string;
  processingStatus: string;
}

describe("the sample documents", () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const call = (user: TestUser, path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: user.token });
  const list = async (user: TestUser) => ((await (await call(user, "/documents")).json()) as { items: DocumentBody[] }).items;
  const allProcessed = async (user: TestUser) => {
    for (let poll = 0; poll < 600; poll++) {
      const documents = await list(user);
      if (documents.every((document) => document.processingStatus === "ready" || document.processingStatus === "failed")) return documents;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the documents were never processed: ${JSON.stringify(await list(user))}`);
  };
  const ask = async (user: TestUser, content: string) => {
    const events = decodeNdjson(await (await call(user, "/ai/chat/stream", { method: "POST", json: { content } })).text());
    return events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50" } });
    alice = await server.addUser("Alice");
    bob = await server.addUser("Bob");
  }, 60_000);
  afterAll(() => server.stop());

  it("are offered by the offline answer while there are no documents", async () => {
    expect(await ask(alice, "Which documents do I have?")).toContain("load the sample documents");
    expect(await ask(alice, "Que documentos tenho?")).toContain("documentos de exemplo");
  });

  it("load once as uploads do, are processed, and answer questions in both languages", async () => {
    expect(await (await call(alice, "/documents/sample")).json()).toEqual({ loaded: false, documents: [] });
    const loaded = await call(alice, "/documents/sample", { method: "POST" });
    expect(loaded.status).toBe(201);
    expect(((await loaded.json()) as { documents: DocumentBody[] }).documents.map((document) => document.processingStatus)).toEqual(["queued", "queued", "queued"]);
    const again = await call(alice, "/documents/sample", { method: "POST" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ documents: [] });

    const documents = await allProcessed(alice);
    expect(documents.map((document) => [document.title, document.processingStatus]).sort()).toEqual([
      ["Sample · Lease, Rua das Flores 12", "ready"],
      ["Sample · Regulamento do condomínio", "ready"],
      ["Sample · Study notes, neural networks", "ready"],
    ]);
    expect(((await (await call(alice, "/documents/sample")).json()) as { loaded: boolean }).loaded).toBe(true);
    expect(await list(bob)).toEqual([]);

    expect(await ask(alice, "What does my lease say about pets?")).toMatch(/one dog or one cat/);
    expect(await ask(alice, "What do my notes say about backpropagation?")).toMatch(/chain rule/);
    expect(await ask(alice, "O que diz o regulamento do condomínio sobre o lixo?")).toMatch(/contentores/);
    // When the lease ends or began: the line of its term, with both dates.
    for (const asked of ["When does my lease end?", "quando acaba o meu contrato?"]) expect(await ask(alice, asked)).toMatch(/The lease runs for three years, from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}\./);
    // The building's rules, asked as what applies to the user.
    for (const asked of ["what are the quiet hours?", "a que horas tenho de fazer silêncio?"]) expect(await ask(alice, asked)).toMatch(/Entre as 22h00 e as 8h00/);
  });

  it("are left out of the export, and an account holding only them takes an archive", async () => {
    const exported = unzipSync(new Uint8Array(await (await call(alice, "/export")).arrayBuffer()));
    expect(JSON.parse(strFromU8(exported["knowledge.json"]!))).toEqual([]);
    const carol = await server.addUser("Carol");
    expect((await call(carol, "/documents/sample", { method: "POST" })).status).toBe(201);
    const form = new FormData();
    form.append("archive", new Blob([await (await call(bob, "/export")).arrayBuffer()]), "bob.zip");
    const imported = await call(carol, "/import", { method: "POST", body: form });
    expect(imported.status).toBe(201);
  });

  it("are removed in one go, leaving the user's own documents", async () => {
    const form = new FormData();
    form.append("files", new Blob(["# My recipes\n\nBread: flour, water, salt and time."], { type: "text/markdown" }), "recipes.md");
    expect((await call(alice, "/documents", { method: "POST", body: form })).status).toBe(201);
    const removed = await call(alice, "/documents/sample", { method: "DELETE" });
    expect(await removed.json()).toEqual({ removed: 3 });
    expect((await list(alice)).map((document) => document.fileName)).toEqual(["recipes.md"]);
    expect(await (await call(alice, "/documents/sample")).json()).toEqual({ loaded: false, documents: [] });
  });
});
