import { JournalSummaryRepository } from "@lifeos/core";
import { Option } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface Entry {
  id: string;
  date: string;
  title: string | null;
  content: string;
  source: string;
  processingStatus: string;
}

describe("journal routes", () => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: alice.token });

  const waitForPipeline = async () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const status = (await (await call("/journal/pipeline")).json()) as { pending: number; running: boolean };
      if (status.pending === 0 && !status.running) return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the pipeline did not finish");
  };

  it("creates, reads, edits, lists and deletes entries", async () => {
    const created = await call("/journal/entries", { method: "POST", json: { date: "2025-02-10", title: "Snow", content: "It snowed and I felt calm and happy." } });
    expect(created.status).toBe(201);
    const entry = (await created.json()) as Entry;
    expect(entry).toMatchObject({ date: "2025-02-10", title: "Snow", source: "manual", processingStatus: "pending" });

    const edited = (await (await call(`/journal/entries/${entry.id}`, { method: "PATCH", json: { content: "It snowed. Grateful for a quiet day." } })).json()) as Entry;
    expect(edited.content).toBe("It snowed. Grateful for a quiet day.");

    const list = (await (await call("/journal/entries?limit=10")).json()) as { items: Array<Entry & { mood: unknown }> };
    expect(list.items.map((item) => item.id)).toContain(entry.id);

    expect((await call(`/journal/entries/${entry.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/journal/entries/${entry.id}`)).status).toBe(404);
  });

  it("rejects a bad date and an empty entry", async () => {
    const badDate = await call("/journal/entries", { method: "POST", json: { date: "2025-02-30", content: "x" } });
    expect(badDate.status).toBe(400);
    const empty = await call("/journal/entries", { method: "POST", json: { date: "2025-02-10", content: "  " } });
    expect(empty.status).toBe(400);
  });

  it("refuses an import with no file, with its code for a client to say in its person's words", async () => {
    const form = new FormData();
    form.append("dateOrder", "DMY");
    const none = await call("/journal/import", { method: "POST", body: form });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: "INVALID_INPUT", field: "files", problem: { code: "IMPORT_NO_FILES", params: {} } });
  });

  it("imports uploaded files with progress, analyses them, and charts the mood", async () => {
    const form = new FormData();
    form.append("files", new Blob(["I felt wonderful and grateful today, a happy walk in the park."]), "2025-01-05.md");
    form.append("files", new Blob(["Stressful day, anxious about the deadline and tired."]), "2025-01-06.md");
    form.append("files", new Blob(["no date here"]), "notes.md");
    const response = await call("/journal/import", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; phase?: string; created?: number; skipped?: Array<{ name: string }> });
    expect(lines.some((line) => line.type === "progress")).toBe(true);
    const done = lines.at(-1)!;
    expect(done).toMatchObject({ type: "done", created: 2 });
    expect(done.skipped?.map((skip) => skip.name)).toEqual(["notes.md"]);

    const again = (await (await call("/journal/import", { method: "POST", body: form })).text()).trim().split("\n").at(-1)!;
    expect(JSON.parse(again)).toMatchObject({ type: "done", created: 0, unchanged: 2 });

    const status = await waitForPipeline();
    expect(status).toMatchObject({ pending: 0 });
    const series = (await (await call("/journal/timeseries?metric=happiness&from=2025-01-01&to=2025-01-31")).json()) as {
      points: Array<{ date: string; value: number }>;
    };
    expect(series.points.map((point) => point.date)).toEqual(["2025-01-05", "2025-01-06"]);
    expect(series.points[0]!.value).toBeGreaterThan(series.points[1]!.value);

    const summary = (await (await call("/journal/summaries/month/2025-01", { method: "POST" })).json()) as { summary: { entryCount: number } | null };
    expect(summary.summary?.entryCount).toBe(2);
    expect(await (await call("/journal/summaries/month/2025-01")).json()).toEqual(summary);
    const state = (await (await call("/journal/current-state?days=30")).json()) as { todos: unknown[] };
    expect(Array.isArray(state.todos)).toBe(true);
    expect((await call("/journal/summaries/month/2025")).status).toBe(400);
  });

  it("reads a summary as stored, never making one on a GET; a POST makes it; impossible periods are INVALID_INPUT", async () => {
    expect((await call("/journal/entries", { method: "POST", json: { date: "2023-06-10", content: "A calm day at the lake." } })).status).toBe(201);
    await waitForPipeline();
    const stored = () => server.context.run(JournalSummaryRepository.use((summaries) => summaries.get(alice.id, "year", "2023")));
    if (Option.isSome(await stored())) await server.context.run(JournalSummaryRepository.use((summaries) => summaries.delete(alice.id, "year", "2023")));
    const missing = await call("/journal/summaries/year/2023");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(Option.isNone(await stored())).toBe(true);
    const made = (await (await call("/journal/summaries/year/2023", { method: "POST" })).json()) as { summary: { period: string; entryCount: number } };
    expect(made.summary).toMatchObject({ period: "2023", entryCount: 1 });
    expect(Option.isSome(await stored())).toBe(true);
    expect(await (await call("/journal/summaries/year/2023")).json()).toEqual(made);
    expect(await (await call("/journal/summaries/year/1999", { method: "POST" })).json()).toEqual({ summary: null });
    for (const path of ["month/0000-01", "year/0000", "month/0099-12", "month/2023-13", "year/2023-01", "week/2023", "month/2023"]) {
      for (const method of ["GET", "POST"]) {
        const response = await call(`/journal/summaries/${path}`, { method });
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 400`);
        expect(await response.json()).toMatchObject({ code: "INVALID_INPUT" });
      }
    }
  });

  it("counts and removes sample entries in one call", async () => {
    expect(await (await call("/journal/sample")).json()).toEqual({ count: 0, entryIds: [] });
  });
});
