import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf, paragraph } from "@lifeos/agent/testing";
import { type ChildServer, childServerPool } from "./childServer.js";

interface PipelineStatus {
  pending: number;
  done: number;
  failed: number;
  running: boolean;
  queued: boolean;
  job: { id: string; status: string; attempts: number; lastError: string | null } | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the pipeline status until `done` holds (at most two minutes). */
const waitForPipeline = async (server: ChildServer, done: (status: PipelineStatus) => boolean): Promise<PipelineStatus> => {
  for (let poll = 0; poll < 2400; poll++) {
    const status = (await (await server.call("/api/v1/journal/pipeline")).json()) as PipelineStatus;
    if (done(status)) return status;
    await pause(50);
  }
  throw new Error("the pipeline never reached the expected state");
};

const idle = (status: PipelineStatus) => !status.running && !status.queued;

/** A database for the suite: `LIFEOS_DATABASE_URL` for a server whose data folder is `directory`, and how to drop it. */
export interface SuiteDatabase {
  readonly url: string;
  readonly drop?: () => Promise<void>;
}

/**
 * Kills server processes (SIGKILL, as a crash would) while journal
 * processing is running and while it is queued, and just after a document
 * upload, and shows the work completes after a restart on the same database. Runs against any database, in
 * embedded mode (loopback requests act as the local user).
 */
export const restartSuite = (name: string, database: (directory: string) => Promise<SuiteDatabase>) =>
  describe(`journal and document processing survive a killed server (${name})`, () => {
    const directory = mkdtempSync(join(tmpdir(), "lifeos-restart-"));
    let env: Record<string, string> = {};
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const made = await database(directory);
      drop = made.drop;
      env = {
        LIFEOS_DATABASE_URL: made.url,
        LIFEOS_MODE: "embedded",
        LIFEOS_KEY_FILE: join(directory, "lifeos.key"),
        LIFEOS_SAMPLE_DATA: "true",
        LIFEOS_JOB_LEASE_MS: "1500",
        LIFEOS_JOB_POLL_MS: "100",
      };
    });
    const servers = childServerPool(() => env);
    const start = servers.start;
    afterAll(async () => {
      await servers.killAll();
      await drop?.();
      rmSync(directory, { recursive: true, force: true });
    });

    it("finishes a job whose server was killed mid-run, and one that was still queued, after restarts", { timeout: 240_000 }, async () => {
      // First start: the sample journal is saved and its processing job starts; kill the server while it runs.
      const first = await start();
      const running = await waitForPipeline(first, (status) => status.running);
      await first.kill();
      expect(running.pending).toBeGreaterThan(0);
      const killedJob = running.job!;
      expect(killedJob).toMatchObject({ status: "running", attempts: 1 });

      // Second start: the dead process's lease expires, and the job runs again to the end.
      const second = await start();
      const finished = await waitForPipeline(second, (status) => idle(status) && status.pending === 0);
      expect(finished).toMatchObject({ failed: 0, job: { id: killedJob.id, status: "succeeded", attempts: 2, lastError: null } });
      expect(finished.done).toBe(running.pending + running.done);

      // An entry saved just before a crash: its processing is queued (not yet due), and the server dies.
      const saved = await second.call("/api/v1/journal/entries", { method: "POST", json: { date: "2025-06-01", content: "Saved just before the crash." } });
      expect(saved.status).toBe(201);
      const queued = await waitForPipeline(second, (status) => status.queued);
      expect(queued.pending).toBe(1);
      await second.kill();

      // Third start: the queued job is still there and runs.
      const third = await start();
      const after = await waitForPipeline(third, (status) => idle(status) && status.pending === 0);
      // On a slow machine the job may come due and be claimed before the kill; then its lease expires and it runs again.
      expect(after).toMatchObject({ failed: 0, done: finished.done + 1, job: { status: "succeeded" } });
      expect(after.job!.attempts).toBeGreaterThanOrEqual(1);
      expect(after.job!.id).not.toBe(killedJob.id);
      await third.stop();
      expect(third.process.exitCode).toBe(0);
    });

    it("finishes processing a document uploaded just before the server was killed", { timeout: 240_000 }, async () => {
      const pdf = await makePdf(
        Array.from({ length: 40 }, (_, index) => ({
          heading: index === 29 ? "Bicycles" : `Clause ${index + 1}`,
          paragraphs: index === 29 ? ["Bicycles are kept in the locked shed behind the building."] : [paragraph(index + 1, 0, 6), paragraph(index + 1, 1, 6)],
        })),
      );
      const first = await start();
      const form = new FormData();
      form.append("files", new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), "house-rules.pdf");
      const uploaded = (await (await first.call("/api/v1/documents", { method: "POST", body: form })).json()) as {
        items: Array<{ document: { id: string; processingStatus: string } }>;
      };
      const id = uploaded.items[0]!.document.id;
      expect(uploaded.items[0]!.document.processingStatus).toBe("queued");
      await first.kill();

      const second = await start();
      let document: { processingStatus: string; pageCount: number | null } = { processingStatus: "queued", pageCount: null };
      for (let poll = 0; poll < 2400 && document.processingStatus !== "ready" && document.processingStatus !== "failed"; poll++) {
        await pause(50);
        document = (await (await second.call(`/api/v1/documents/${id}`)).json()) as typeof document;
      }
      expect(document).toMatchObject({ processingStatus: "ready", pageCount: 40 });
      const found = (await (await second.call("/api/v1/documents/search?q=where%20are%20bicycles%20kept&limit=1")).json()) as {
        items: Array<{ page: number; heading: string | null }>;
      };
      expect(found.items[0]).toMatchObject({ page: 30, heading: "Bicycles" });
      await second.stop();
    });
  });
