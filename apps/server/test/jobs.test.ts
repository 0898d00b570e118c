import { JobQueue } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface JobBody {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  runAgain: boolean;
}

describe("background jobs over HTTP", () => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: alice.token });
  const job = async (id: string) => (await (await call(`/jobs/${id}`)).json()) as JobBody;
  const until = async (id: string, done: (job: JobBody) => boolean) => {
    for (let poll = 0; poll < 300; poll++) {
      const current = await job(id);
      if (done(current)) return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${id} never reached the expected state: ${JSON.stringify(await job(id))}`);
  };

  it("queues one journal.process job for entries saved together and shows the pipeline's progress through it", async () => {
    for (const day of ["10", "11", "12"]) {
      const response = await call("/journal/entries", { method: "POST", json: { date: `2025-03-${day}`, content: `A calm day by the sea, the ${day}th.` } });
      expect(response.status).toBe(201);
    }
    const listed = (await (await call("/jobs?kind=journal.process")).json()) as { items: JobBody[]; nextCursor: string | null };
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ kind: "journal.process", status: "queued", attempts: 0 });
    const waiting = (await (await call("/journal/pipeline")).json()) as { pending: number; queued: boolean; job: JobBody };
    expect(waiting).toMatchObject({ pending: 3, queued: true, job: { id: listed.items[0]!.id } });

    const run = (await (await call("/journal/pipeline/run", { method: "POST" })).json()) as { scheduled: boolean; jobId: string };
    expect(run.jobId).toBe(listed.items[0]!.id);
    const done = await until(run.jobId, (current) => current.status === "succeeded");
    expect(done).toMatchObject({ attempts: 1, lastError: null });
    const status = (await (await call("/journal/pipeline")).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ pending: 0, done: 3, failed: 0, running: false, queued: false, job: { id: run.jobId, status: "succeeded" } });
  });

  it("shows a failed job's reason and retries it on request", async () => {
    // A payload the journal handler cannot read fails for good at once, through the real runner.
    const broken = await server.context.run(JobQueue.use((jobs) => jobs.enqueue(alice.id, { kind: "journal.process", payload: null })));
    const failed = await until(broken.id, (current) => current.status === "failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/^INVALID_INPUT: A journal.process payload/);
    const listed = (await (await call("/jobs?status=failed")).json()) as { items: JobBody[] };
    expect(listed.items.map((item) => item.id)).toContain(broken.id);

    const retried = await call(`/jobs/${broken.id}/retry`, { method: "POST" });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as JobBody).status).toBe("queued");
    const again = await until(broken.id, (current) => current.status === "failed");
    expect(again).toMatchObject({ attempts: 1, lastError: failed.lastError });

    const queued = await server.context.run(
      JobQueue.use((jobs) => jobs.enqueue(alice.id, { kind: "journal.process", payload: {}, runAfter: new Date(Date.now() + 3_600_000) })),
    );
    expect((await call(`/jobs/${queued.id}/retry`, { method: "POST" })).status).toBe(409);
    const cancelled = await call(`/jobs/${queued.id}/cancel`, { method: "POST" });
    expect(((await cancelled.json()) as JobBody).status).toBe("cancelled");
    expect((await call(`/jobs/${broken.id}/cancel`, { method: "POST" })).status).toBe(409);
  });

  it("rejects malformed ids and filters with 400 and unknown ids with 404", async () => {
    expect((await call("/jobs/not-a-uuid")).status).toBe(400);
    expect((await call("/jobs?status=paused")).status).toBe(400);
    expect((await call("/jobs?limit=0")).status).toBe(400);
    expect((await call("/jobs/01960000-0000-7000-8000-000000000000/retry", { method: "POST" })).status).toBe(404);
  });

  it("documents the routes", async () => {
    const document = (await (await server.call("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths["/api/v1/jobs"] ?? document.paths["/jobs"] ?? {})).toContain("get");
    expect(Object.keys(document.paths["/api/v1/jobs/{id}/retry"] ?? document.paths["/jobs/{id}/retry"] ?? {})).toContain("post");
  });
});
