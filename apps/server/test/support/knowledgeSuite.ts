import { BlobStore, ChunkIndex, decodeNdjson, type DocumentId, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf, makePng, makeScannedPdf, paragraph } from "@lifeos/agent/testing";
import { deleteUser } from "../../src/auth/userAdmin.js";
import type { TestServer, TestUser } from "./testServer.js";

interface DocumentBody {
  id: string;
  fileName: string;
  processingStatus: string;
  processingError: string | null;
  processingErrorCode: string | null;
  processingErrorParams: Record<string, string | number> | null;
  needsOcr: boolean;
  pageCount: number | null;
  summary: string | null;
  byteSize: number;
}

interface UploadBody {
  items: Array<{ fileName: string; outcome: string; document: DocumentBody }>;
}

interface PassageBody {
  documentId: string;
  name: string;
  page: number | null;
  heading: string | null;
  text: string;
  score: number;
  citation: string;
}

/** Page 7 of 9 holds the lease's rule on pets; every other page is about something else. */
export const leasePages = Array.from({ length: 9 }, (_, index) => {
  const number = index + 1;
  if (number === 7) {
    return {
      heading: "Pets and animals",
      paragraphs: [
        "Pets: the tenant may keep one cat or one small dog in the flat with the landlord's written consent. Animals must not disturb the neighbours.",
        paragraph(number, 1, 3),
      ],
    };
  }
  return { heading: `Section ${number}`, paragraphs: [paragraph(number, 0, 4), paragraph(number, 1, 4)] };
});

/** The knowledge base over HTTP on any database: upload, processing, search, citations in answers, files, deletion, retries, limits and isolation. */
export const knowledgeSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`the knowledge base (${name})`, () => {
    let server: TestServer;
    let alice: TestUser;
    let bob: TestUser;
    let lease: Uint8Array;
    let leaseId: string;
    let notesId: string;

    const call = (user: TestUser, path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: user.token });
    const upload = (user: TestUser, files: ReadonlyArray<{ name: string; bytes: Uint8Array; type?: string }>) => {
      const form = new FormData();
      for (const file of files) form.append("files", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "" }), file.name);
      return call(user, "/documents", { method: "POST", body: form });
    };
    const document = async (user: TestUser, id: string) => (await (await call(user, `/documents/${id}`)).json()) as DocumentBody;
    const settled = async (user: TestUser, id: string) => {
      for (let poll = 0; poll < 600; poll++) {
        const current = await document(user, id);
        if (current.processingStatus === "ready" || current.processingStatus === "failed") return current;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`document ${id} was never processed: ${JSON.stringify(await document(user, id))}`);
    };
    const list = async (user: TestUser) => ((await (await call(user, "/documents")).json()) as { items: DocumentBody[] }).items;
    const ask = async (user: TestUser, content: string) => {
      const events = decodeNdjson(await (await call(user, "/ai/chat/stream", { method: "POST", json: { content } })).text());
      const text = events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
      const tools = events.flatMap((event) => (event.type === "toolCall" ? [event.name] : []));
      return { text, tools };
    };

    beforeAll(async () => {
      server = await start();
      alice = await server.addUser("Alice");
      bob = await server.addUser("Bob");
      lease = await makePdf(leasePages, { title: "Lease" });
      const notes = await makeDocx([
        { heading: "Neural networks" },
        { paragraph: "A neural network learns weights by backpropagation: the error of each prediction flows back through the layers." },
        { heading: "Gardening" },
        { paragraph: "Tomatoes want full sun and deep watering twice a week." },
      ]);
      const response = await upload(alice, [
        { name: "lease.pdf", bytes: lease, type: "application/pdf" },
        { name: "notes.docx", bytes: notes },
      ]);
      expect(response.status).toBe(201);
      const body = (await response.json()) as UploadBody;
      expect(body.items.map((item) => [item.fileName, item.outcome, item.document.processingStatus])).toEqual([
        ["lease.pdf", "created", "queued"],
        ["notes.docx", "created", "queued"],
      ]);
      leaseId = body.items[0]!.document.id;
      notesId = body.items[1]!.document.id;
    }, 60_000);
    afterAll(() => server.stop());

    it("processes uploads in the background to ready, with pages, size and summary", async () => {
      const ready = await settled(alice, leaseId);
      expect(ready).toMatchObject({ processingStatus: "ready", processingError: null, needsOcr: false, pageCount: 9, byteSize: lease.byteLength });
      expect(ready.summary).toEqual(expect.any(String));
      expect(await settled(alice, notesId)).toMatchObject({ processingStatus: "ready", pageCount: null });
      const chunks = await server.context.run(ChunkIndex.use((index) => index.listBySource(alice.id, "document", leaseId)));
      expect(new Set(chunks.map((chunk) => chunk.pageStart))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
      for (const chunk of chunks) expect(chunk.pageEnd).toBe(chunk.pageStart);
      expect(chunks.filter((chunk) => chunk.text.includes("small dog")).map((chunk) => chunk.pageStart)).toEqual([7]);
      const headings = (page: number) => new Set(chunks.filter((chunk) => chunk.pageStart === page).map((chunk) => chunk.heading));
      expect(headings(7)).toEqual(new Set(["Pets and animals"]));
      expect(headings(2)).toEqual(new Set(["Section 2"]));
    }, 60_000);

    it("retrieves the passage of page 7 for a question about pets, and nothing for a topic the documents lack", async () => {
      const found = (await (await call(alice, "/documents/search?q=are%20pets%20allowed&limit=3")).json()) as { items: PassageBody[] };
      expect(found.items[0]).toMatchObject({ documentId: leaseId, name: "lease.pdf", page: 7, heading: "Pets and animals", citation: "[lease.pdf p. 7]", score: 1 });
      expect(found.items[0]!.text).toContain("small dog");
      const scoped = (await (await call(alice, `/documents/search?q=backpropagation&documentIds=${leaseId}`)).json()) as { items: PassageBody[] };
      expect(scoped.items.every((item) => item.documentId === leaseId)).toBe(true);
      const nothing = (await (await call(alice, "/documents/search?q=submarine%20torpedo%20sonar")).json()) as { items: PassageBody[] };
      expect(nothing.items).toEqual([]);
      expect((await call(alice, "/documents/search")).status).toBe(400);
    });

    it("answers offline with cited passages, and says so plainly when the documents do not cover a question", async () => {
      const pets = await ask(alice, "What does my lease say about pets?");
      expect(pets.tools).toContain("search_knowledge_base");
      expect(pets.text).toContain("[lease.pdf p. 7]");
      expect(pets.text).toMatch(/^- \*\*Pets and animals\*\*: .*\[lease\.pdf p\. 7\]$/m);
      expect(pets.text).toMatch(/not an answer written by a model/);
      const notes = await ask(alice, "What do my notes say about neural networks?");
      expect(notes.tools).toContain("search_knowledge_base");
      expect(notes.text).toContain("[notes.docx]");
      expect(notes.text).toMatch(/backpropagation/);
      const portuguese = await ask(alice, "O que diz o meu contrato sobre animais?");
      expect(portuguese.tools).toContain("search_knowledge_base");
      expect(portuguese.text).toContain("[lease.pdf p. 7]");
      const missing = await ask(alice, "What do my documents say about submarines?");
      expect(missing.text).toMatch(/found nothing about/);
      expect(missing.text).not.toMatch(/\[lease\.pdf/);
    }, 60_000);

    it("keeps the original file for download and never stores the same bytes twice", async () => {
      const file = await call(alice, `/documents/${leaseId}/file`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(lease);
      const again = (await (await upload(alice, [{ name: "lease-copy.pdf", bytes: lease }])).json()) as UploadBody;
      expect(again.items[0]).toMatchObject({ outcome: "duplicate", document: { id: leaseId } });
      expect((await list(alice)).filter((item) => item.fileName.startsWith("lease"))).toHaveLength(1);
    });

    it("replaces a document's file and chunks when a changed file comes under the same name", async () => {
      const first = (await (await upload(alice, [{ name: "memo.md", bytes: new TextEncoder().encode("# Memo\n\nThe boiler is serviced every October by the caretaker.\n") }])).json()) as UploadBody;
      const id = first.items[0]!.document.id;
      await settled(alice, id);
      const second = (await (await upload(alice, [{ name: "memo.md", bytes: new TextEncoder().encode("# Memo\n\nThe chimney is swept every March by a licensed sweep.\n") }])).json()) as UploadBody;
      expect(second.items[0]).toMatchObject({ outcome: "replaced", document: { id } });
      expect(await settled(alice, id)).toMatchObject({ processingStatus: "ready" });
      const chunks = await server.context.run(ChunkIndex.use((index) => index.listBySource(alice.id, "document", id)));
      expect(chunks.map((chunk) => chunk.text).join(" ")).toContain("chimney");
      expect(chunks.map((chunk) => chunk.text).join(" ")).not.toContain("boiler");
    }, 60_000);

    it("reports a scanned PDF as needing OCR, and retries it on request", async () => {
      const scanned = (await (await upload(alice, [{ name: "scan.pdf", bytes: await makeScannedPdf(2) }])).json()) as UploadBody;
      const id = scanned.items[0]!.document.id;
      const failed = await settled(alice, id);
      expect(failed).toMatchObject({ processingStatus: "failed", needsOcr: true, processingErrorCode: "DOCUMENT_NEEDS_OCR", processingErrorParams: { fileName: "scan.pdf", pages: 2 } });
      expect(failed.processingError).toMatch(/scan\.pdf/);
      expect(failed.processingError).toMatch(/OCR|text layer/i);
      const retried = await call(alice, `/documents/${id}/retry`, { method: "POST" });
      expect(retried.status).toBe(202);
      expect((await retried.json()) as DocumentBody).toMatchObject({ processingStatus: "queued", processingError: null, processingErrorCode: null, processingErrorParams: null });
      expect(await settled(alice, id)).toMatchObject({ processingStatus: "failed", needsOcr: true });
      expect((await call(alice, `/documents/${leaseId}/retry`, { method: "POST" })).status).toBe(409);
    }, 60_000);

    it("rejects corrupt, mislabelled and oversized files with a clear error and keeps nothing", async () => {
      const before = (await list(alice)).length;
      const corrupt = await upload(alice, [{ name: "broken.pdf", bytes: lease.slice(0, 400) }]);
      expect(corrupt.status).toBe(400);
      expect(await corrupt.json()).toMatchObject({ code: "INVALID_INPUT", message: expect.stringMatching(/broken\.pdf/), problem: { code: "DOCUMENT_CORRUPT", params: { fileName: "broken.pdf", kind: "pdf" } } });
      const picture = await upload(alice, [{ name: "contract.pdf", bytes: makePng(20, 20), type: "application/pdf" }]);
      expect(picture.status).toBe(400);
      expect(await picture.json()).toMatchObject({ code: "INVALID_INPUT", message: expect.stringMatching(/contract\.pdf/), problem: { code: "DOCUMENT_UNSUPPORTED_TYPE", params: { fileName: "contract.pdf", format: "png" } } });
      const mixed = await upload(alice, [
        { name: "fine.txt", bytes: new TextEncoder().encode("A perfectly good note about the garden shed.") },
        { name: "broken.pdf", bytes: lease.slice(0, 400) },
      ]);
      expect(mixed.status).toBe(400);
      const huge = await upload(alice, [{ name: "huge.txt", bytes: new Uint8Array(50 * 1024 * 1024 + 1).fill(97) }]);
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      expect((await call(alice, "/documents", { method: "POST", json: {} })).status).toBe(415);
      expect(await list(alice)).toHaveLength(before);
    }, 60_000);

    it("refuses an upload with no file, too many files or an unstorable file name with a code a client can word", async () => {
      const before = (await list(alice)).length;
      const none = await call(alice, "/documents", { method: "POST", body: new FormData() });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ code: "INVALID_INPUT", field: "files", problem: { code: "DOCUMENT_UPLOAD_NO_FILES", params: {} } });
      const note = (name: string) => ({ name, bytes: new TextEncoder().encode(`A note named ${name}.`) });
      const many = await upload(alice, Array.from({ length: 21 }, (_, index) => note(`note-${index}.txt`)));
      expect(many.status).toBe(400);
      expect(await many.json()).toMatchObject({ code: "INVALID_INPUT", message: "At most 20 files per upload", problem: { code: "DOCUMENT_UPLOAD_TOO_MANY_FILES", params: { files: 21, max: 20 } } });
      const unstorable = await upload(alice, [note("bad\u0000name.txt")]);
      expect(unstorable.status).toBe(400);
      expect(await unstorable.json()).toMatchObject({ code: "INVALID_INPUT", problem: { code: "DOCUMENT_UPLOAD_UNSTORABLE_NAME", params: { fileName: "bad\uFFFDname.txt" } } });
      expect(await list(alice)).toHaveLength(before);
    }, 60_000);

    it("never shows, serves, changes or deletes a document for another user", async () => {
      for (const [method, path] of [
        ["GET", `/documents/${leaseId}`],
        ["GET", `/documents/${leaseId}/file`],
        ["POST", `/documents/${leaseId}/retry`],
        ["DELETE", `/documents/${leaseId}`],
      ] as const) {
        const response = await call(bob, path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      expect(await list(bob)).toEqual([]);
      const search = (await (await call(bob, "/documents/search?q=pets")).json()) as { items: PassageBody[] };
      expect(search.items).toEqual([]);
      const scoped = (await (await call(bob, `/documents/search?q=pets&documentIds=${leaseId}`)).json()) as { items: PassageBody[] };
      expect(scoped.items).toEqual([]);
      expect((await document(alice, leaseId)).processingStatus).toBe("ready");
    });

    it("deletes a document with its chunks, vectors and stored file", async () => {
      const response = await call(alice, `/documents/${notesId}`, { method: "DELETE" });
      expect(response.status).toBe(204);
      expect((await call(alice, `/documents/${notesId}`)).status).toBe(404);
      expect((await call(alice, `/documents/${notesId}/file`)).status).toBe(404);
      const chunks = await server.context.run(ChunkIndex.use((index) => index.listBySource(alice.id, "document", notesId)));
      expect(chunks).toEqual([]);
      const blob = await server.context.run(
        BlobStore.use((blobs) => blobs.get(alice.id as UserId, notesId as DocumentId)).pipe(Effect.map(() => "kept"), Effect.catchTag("NotFound", () => Effect.succeed("gone"))),
      );
      expect(blob).toBe("gone");
      const search = (await (await call(alice, "/documents/search?q=backpropagation")).json()) as { items: PassageBody[] };
      expect(search.items.some((item) => item.documentId === notesId)).toBe(false);
    });

    it("deleting a user deletes their documents' files too", async () => {
      const carol = await server.addUser("Carol");
      const uploaded = (await (await upload(carol, [{ name: "carol.txt", bytes: new TextEncoder().encode("Carol's private note about the allotment garden.") }])).json()) as UploadBody;
      const id = uploaded.items[0]!.document.id as DocumentId;
      await settled(carol, id);
      const stored = (key: DocumentId) =>
        server.context.run(BlobStore.use((blobs) => blobs.get(carol.id as UserId, key)).pipe(Effect.map(() => "kept"), Effect.catchTag("NotFound", () => Effect.succeed("gone"))));
      expect(await stored(id)).toBe("kept");
      await server.context.run(deleteUser(carol.id as UserId));
      expect(await stored(id)).toBe("gone");
      expect(await server.context.run(ChunkIndex.use((index) => index.listBySource(carol.id as UserId, "document", id)))).toEqual([]);
    });
  });
