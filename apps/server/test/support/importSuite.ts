import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

interface DoneLine {
  type: "done";
  created: number;
  updated: number;
  unchanged: number;
  kept: number;
  skipped: Array<{ name: string; reason: string; code?: string; params?: Record<string, string | number> }>;
}

/** Imports over HTTP on any database: identity by source, edits kept, bad names skipped without aborting the rest. */
export const importSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`journal import never drops or overwrites silently (${name})`, () => {
    let server: TestServer;
    let alice: TestUser;
    beforeAll(async () => {
      server = await start();
      alice = await server.addUser("Alice");
    });
    afterAll(() => server.stop());

    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: alice.token });
    const upload = async (files: ReadonlyArray<[string, string | Uint8Array<ArrayBuffer>]>, fields: Record<string, string> = {}): Promise<DoneLine> => {
      const form = new FormData();
      for (const [fileName, text] of files) form.append("files", new Blob([text]), fileName);
      for (const [field, value] of Object.entries(fields)) form.append(field, value);
      const response = await call("/journal/import", { method: "POST", body: form });
      expect(response.status).toBe(200);
      const last = JSON.parse((await response.text()).trim().split("\n").at(-1)!) as DoneLine | { type: "error" };
      expect(last.type).toBe("done");
      return last as DoneLine;
    };
    const entries = async () =>
      ((await (await call("/journal/entries?order=asc&limit=200")).json()) as { items: Array<{ id: string; date: string; content: string; source: string; sourceRef: string | null }> }).items;

    it("keeps the same words on two days, and a manual entry's words, as entries of their own", async () => {
      expect((await call("/journal/entries", { method: "POST", json: { date: "2025-01-03", content: "Rest day." } })).status).toBe(201);
      const done = await upload([
        ["2025-01-01.md", "Rest day."],
        ["2025-01-02.md", "Rest day."],
        ["2025-01-03.md", "Rest day."],
      ]);
      expect(done).toMatchObject({ created: 3, unchanged: 0, skipped: [] });
      expect((await entries()).filter((entry) => entry.content === "Rest day.")).toHaveLength(4);
    });

    it("keeps an entry edited in the app when its file comes again, and says so", async () => {
      await upload([["2025-02-01.md", "First draft."]]);
      const entry = (await entries()).find((item) => item.sourceRef === "2025-02-01.md")!;
      expect((await call(`/journal/entries/${entry.id}`, { method: "PATCH", json: { content: "Rewritten in the app." } })).status).toBe(200);
      const again = await upload([["2025-02-01.md", "First draft, changed on disk."]]);
      expect(again).toMatchObject({ created: 0, updated: 0, kept: 1 });
      // Why, in words and as a code for a client to word itself.
      expect(again.skipped).toEqual([{ name: "2025-02-01.md", reason: expect.stringMatching(/^kept your edit/), code: "IMPORT_KEPT_EDIT", params: {} }]);
      expect((await entries()).find((item) => item.id === entry.id)).toMatchObject({ content: "Rewritten in the app.", source: "manual" });
    });

    it("skips a file whose name holds NUL, and one with an impossible date, importing the rest", async () => {
      const done = await upload([
        ["2025-03-01\u0000.md", "A name the database cannot store."],
        ["99999-01-01.md", "Far future."],
        ["2025-03-02.md", "Imported all the same."],
      ]);
      expect(done.created).toBe(1);
      expect(done.skipped.map((item) => item.reason)).toEqual([expect.stringContaining("cannot be stored"), expect.stringContaining('invalid date "99999-01-01"')]);
      expect((await entries()).map((item) => item.content)).toContain("Imported all the same.");
      expect(JSON.stringify(await entries())).not.toContain("Far future.");
    });

    it("reads a zipped folder of day-first notes in Latin-1, and the date order the upload states", async () => {
      const zip = zipSync({
        "notes/06-04-2026.md": Uint8Array.from(Buffer.from("Jantar com a João: pão e açúcar.", "latin1")),
        "notes/07-04-2026.txt": strToU8("Second note."),
      });
      const done = await upload([["notes.zip", new Uint8Array(zip)]], { dateOrder: "DMY" });
      expect(done).toMatchObject({ created: 2, skipped: [] });
      const imported = (await entries()).filter((entry) => entry.sourceRef?.startsWith("notes/"));
      expect(imported.map((entry) => [entry.date, entry.content])).toEqual([
        ["2026-04-06", "Jantar com a João: pão e açúcar."],
        ["2026-04-07", "Second note."],
      ]);
    });

    it("answers INVALID_INPUT naming each file and why when nothing in an upload is a journal entry", async () => {
      const form = new FormData();
      form.append("files", new Blob(["PK"]), "payslip.docx");
      form.append("files", new Blob(["No date anywhere."]), "thoughts.md");
      form.append("files", new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), "IMG_0001.jpg");
      const response = await call("/journal/import", { method: "POST", body: form });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("INVALID_INPUT");
      expect(body.message).toMatch(/^Nothing to import: no journal entry could be read from the 3 files\./);
      expect(body.message).toContain('payslip.docx: unsupported file type ".docx"');
      expect(body.message).toContain("thoughts.md: no date");
      expect(body.message).toContain("IMG_0001.jpg: photos, videos and audio are not imported");
      expect(body).toMatchObject({
        problem: { code: "IMPORT_NOTHING_TO_IMPORT", params: { files: 3, more: 0 } },
        skipped: [
          { name: "payslip.docx", code: "IMPORT_UNSUPPORTED_TYPE", params: { extension: ".docx", document: 1 } },
          { name: "IMG_0001.jpg", code: "IMPORT_MEDIA_FILE" },
          { name: "thoughts.md", code: "IMPORT_NO_DATE_IN_FILE" },
        ],
      });
    });

    it("refuses an upload whose date order is neither DMY nor MDY, saving nothing", async () => {
      const form = new FormData();
      form.append("files", new Blob(["Should not be saved."]), "2026-05-01.md");
      form.append("dateOrder", "YMD");
      const response = await call("/journal/import", { method: "POST", body: form });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("dateOrder") });
      expect((await entries()).map((entry) => entry.content)).not.toContain("Should not be saved.");
    });
  });
