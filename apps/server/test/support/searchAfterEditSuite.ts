import { ChunkIndex, journalChunks, JournalEntryRepository, localDate, type JournalEntry, type UserId } from "@lifeos/core";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuiteDatabase } from "./restartSuite.js";
import { startTestServer, type TestServer, type TestUser } from "./testServer.js";

interface Found {
  readonly results: ReadonlyArray<{ readonly entryId: string; readonly excerpt: string }>;
}

/**
 * An entry edited in the app is found by its new words as soon as the edit
 * returns, however far behind the background pipeline is, and removing the
 * sample journal then leaves it found: first on a server that runs no jobs
 * (the pipeline held for good), then on one over the same database that runs
 * them, once the pipeline has read everything. Runs against any database.
 */
export const searchAfterEditSuite = (name: string, database: (directory: string) => Promise<SuiteDatabase>) =>
  describe(`searching the journal right after an edit (${name})`, () => {
    const directory = mkdtempSync(join(tmpdir(), "lifeos-search-edit-"));
    let made: SuiteDatabase;
    let server: TestServer | undefined;
    let bea: TestUser;
    let editedId = "";
    const start = (env: Record<string, string>) =>
      startTestServer({ directory, env: { LIFEOS_MODE: "hosted", LIFEOS_DATABASE_URL: made.url, ...env } });
    beforeAll(async () => {
      made = await database(directory);
      server = await start({ LIFEOS_JOB_CONCURRENCY: "0" });
      bea = await server.addUser("Bea");
    });
    afterAll(async () => {
      await server?.stop();
      await made?.drop?.();
      rmSync(directory, { recursive: true, force: true });
    });

    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server!.call(`/api/v1${path}`, { ...init, token: bea.token });
    const search = async (query: string) => ((await (await call(`/journal/search?q=${encodeURIComponent(query)}`)).json()) as Found).results;
    /** A sample entry as the sample journal leaves it once processed: stored, its words indexed. */
    const sample = (userId: UserId, date: string, content: string) =>
      server!.context.run(
        Effect.gen(function* () {
          const entry: JournalEntry = yield* JournalEntryRepository.use((entries) =>
            entries.create(userId, { date: localDate(date), content, contentHash: createHash("sha256").update(content).digest("hex"), source: "sample" }),
          );
          yield* ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, journalChunks(entry)));
          return entry;
        }),
      );

    it("finds the edited words, and not the replaced ones, before and after the sample journal is removed", async () => {
      const kept = await sample(bea.id, "2024-03-02", "A quiet morning reading in the park.");
      editedId = kept.id;
      await sample(bea.id, "2024-03-03", "Reading again in the park, then a nap.");
      expect((await search("park")).length).toBe(2);

      const edited = await call(`/journal/entries/${kept.id}`, { method: "PATCH", json: { content: "A wonderful, joyful day at the beach with friends. #holiday" } });
      expect(edited.status).toBe(200);
      const found = await search("beach");
      expect(found.map((result) => result.entryId)).toEqual([kept.id]);
      expect(found[0]!.excerpt).toContain("beach");

      expect(await (await call("/journal/sample", { method: "DELETE" })).json()).toEqual({ deleted: 1 });
      expect((await search("beach")).map((result) => result.entryId)).toEqual([kept.id]);
      expect(await search("park")).toEqual([]);
    });

    it("keeps finding them once a server that runs the jobs has read the journal", async () => {
      await server!.stop();
      server = await start({ LIFEOS_JOB_POLL_MS: "50" });
      for (let read = 0; ; read++) {
        const status = (await (await call("/journal/pipeline")).json()) as { pending: number; running: boolean; queued: boolean };
        if (status.pending === 0 && !status.running && !status.queued) break;
        if (read === 600) throw new Error("the pipeline did not finish");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await search("beach")).map((result) => result.entryId)).toEqual([editedId]);
      expect(await search("park")).toEqual([]);
      const chunks = await server!.context.run(ChunkIndex.use((index) => index.listBySource(bea.id, "journal", editedId)));
      expect(chunks.map((chunk) => chunk.embedding !== null)).toEqual([true]);
    });
  });
