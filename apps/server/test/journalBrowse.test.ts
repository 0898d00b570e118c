import { JournalEntryRepository, localDate } from "@lifeos/core";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface Entry {
  id: string;
  date: string;
  source: string;
}

describe("browsing the journal: search, on this day, the sample journal", () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
    bob = await server.addUser("Bob");
  });
  afterAll(() => server.stop());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}, user = alice) => server.call(`/api/v1${path}`, { ...init, token: user.token });
  const write = async (date: string, content: string, user = alice) =>
    (await (await call("/journal/entries", { method: "POST", json: { date, content } }, user)).json()) as Entry;
  const waitForPipeline = async (user = alice) => {
    for (let attempt = 0; attempt < 300; attempt++) {
      const status = (await (await call("/journal/pipeline", {}, user)).json()) as { pending: number; running: boolean };
      if (status.pending === 0 && !status.running) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the pipeline did not finish");
  };

  it("searches the journal as the chat does, only the caller's entries", async () => {
    const harbour = await write("2024-05-02", "A long walk along the harbour with Ana, sunny and calm.");
    await write("2024-05-03", "Meetings all day; the deadline made me tense.");
    await write("2024-05-04", "Harbour again, this time in the rain.", bob);
    await waitForPipeline();
    await waitForPipeline(bob);
    const found = (await (await call("/journal/search?q=harbour")).json()) as { results: Array<{ entryId: string; excerpt: string }>; confidence: string };
    expect(found.results.map((result) => result.entryId)).toEqual([harbour.id]);
    expect(found.results[0]!.excerpt.toLowerCase()).toContain("harbour");
    expect((await call("/journal/search?q=")).status).toBe(400);
    expect((await call("/journal/search?q=x&limit=500")).status).toBe(400);
  });

  it("shows the same date in earlier years, newest first, for the given day or today", async () => {
    const older = await write("2021-03-15", "Ides of March, 2021.");
    const newer = await write("2023-03-15", "Ides of March, 2023.");
    await write("2023-03-16", "The day after.");
    await write("2022-03-15", "Bob's own.", bob);
    const shown = (await (await call("/journal/on-this-day?date=2025-03-15")).json()) as { date: string; entries: Entry[] };
    expect(shown.date).toBe("2025-03-15");
    expect(shown.entries.map((entry) => entry.id)).toEqual([newer.id, older.id]);
    const leap = await write("2020-02-29", "Leap day.");
    expect(((await (await call("/journal/on-this-day?date=2024-02-29")).json()) as { entries: Entry[] }).entries.map((entry) => entry.id)).toEqual([leap.id]);
    expect((await call("/journal/on-this-day?date=2025-02-30")).status).toBe(400);
    expect((await call("/journal/on-this-day")).status).toBe(200);
  });

  it("lists the sample entries, and removing them keeps the ones the person edited", async () => {
    const sample = (date: string, content: string) =>
      server.context.run(
        JournalEntryRepository.use((entries) =>
          entries.create(bob.id, { date: localDate(date), content, contentHash: createHash("sha256").update(content).digest("hex"), source: "sample" }),
        ),
      );
    const untouched = await sample("2024-01-01", "A generated day.");
    const edited = await sample("2024-01-02", "Another generated day.");
    expect(await (await call("/journal/sample", {}, bob)).json()).toEqual({ count: 2, entryIds: [untouched.id, edited.id] });
    const changed = (await (await call(`/journal/entries/${edited.id}`, { method: "PATCH", json: { content: "My own words now." } }, bob)).json()) as Entry;
    expect(changed.source).toBe("manual");
    expect(await (await call("/journal/sample", {}, bob)).json()).toEqual({ count: 1, entryIds: [untouched.id] });
    expect(await (await call("/journal/sample", { method: "DELETE" }, bob)).json()).toEqual({ deleted: 1 });
    expect((await call(`/journal/entries/${edited.id}`, {}, bob)).status).toBe(200);
    expect((await call(`/journal/entries/${untouched.id}`, {}, bob)).status).toBe(404);
  });
});
