import { decodeNdjson, toLocalDate } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

interface StreamEvent {
  readonly type: string;
  readonly id?: string;
  readonly name?: string;
  readonly toolCallId?: string;
  readonly success?: boolean;
  readonly data?: Record<string, unknown>;
  readonly messageId: string;
  readonly threadId: string;
}
interface Entry {
  readonly id: string;
  readonly date: string;
  readonly content: string;
  readonly source: string;
  readonly processingStatus: string;
}

/**
 * Writing in the journal from the chat, over HTTP on any database: a request drafts the text (nothing written), Save
 * writes it as the Journal page's New entry does (the entry stored, the pipeline's job queued, and run) or adds it to
 * that day's entry, Discard writes nothing, and a decision is taken once, by the draft's owner only.
 */
export const journalDraftSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`journal drafts from the chat (${name})`, () => {
    let server: TestServer;
    let alice: TestUser;
    let bob: TestUser;
    const zone = "Pacific/Kiritimati";
    beforeAll(async () => {
      server = await start();
      alice = await server.addUser("Alice");
      bob = await server.addUser("Bob");
      await server.call("/api/v1/settings", { method: "PUT", token: alice.token, json: { provider: "offline", timeZone: zone } });
    });
    afterAll(() => server.stop());

    const call = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => server.call(`/api/v1${path}`, { token: alice.token, ...init });
    const read = async <A>(path: string): Promise<A> => (await (await call(path)).json()) as A;
    const entries = async () => (await read<{ items: Entry[] }>("/journal/entries?limit=50")).items;
    const journalJobs = async () => (await read<{ items: Array<{ kind: string }> }>("/jobs?limit=100")).items.filter((job) => job.kind === "journal.process");

    /** The draft `add_journal_entry` made for `content`, with where it was shown. */
    const draft = async (content: string, token = alice.token) => {
      const events = decodeNdjson(await (await call("/ai/chat/stream", { method: "POST", token, json: { content } })).text()) as unknown as StreamEvent[];
      const made = events.find((event) => event.type === "toolCall" && event.name === "add_journal_entry");
      const result = events.find((event) => event.type === "toolResult" && event.toolCallId === made?.id);
      expect(result?.success).toBe(true);
      return { data: result!.data!, source: { messageId: result!.messageId, toolCallId: result!.toolCallId! }, threadId: result!.threadId };
    };
    const decide = async (action: "confirm" | "cancel", source: { messageId: string; toolCallId: string }, token = alice.token) => {
      const response = await call(`/journal/drafts/${action}`, { method: "POST", token, json: { source } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it("drafts a request's words for today in the person's zone, and writes them on Save through the journal's own path", async () => {
      const today = toLocalDate(new Date(), zone);
      const { data, source, threadId } = await draft("add to my journal: Went for a run with Tom, felt great");
      expect(data).toEqual({ status: "draft", date: today, content: "Went for a run with Tom, felt great", appendTo: null });
      expect(await entries()).toEqual([]);
      expect(await journalJobs()).toEqual([]);

      // Someone else's decision, or one about an answer that is not there, writes nothing.
      expect((await decide("confirm", source, bob.token)).status).toBe(404);
      expect((await decide("confirm", { ...source, toolCallId: "offline-journalWrite-0" })).status).toBe(404);
      expect(await entries()).toEqual([]);

      const saved = await decide("confirm", source);
      expect(saved).toMatchObject({ status: 200, body: { status: "confirmed", date: today, outcome: "created", alreadyDecided: false } });
      const [entry, ...others] = await entries();
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ id: saved.body["entryId"], date: today, content: "Went for a run with Tom, felt great", source: "manual" });
      expect(await journalJobs()).toHaveLength(1);
      // The job runs the pipeline on the new entry.
      await expect.poll(async () => (await read<Entry>(`/journal/entries/${entry!.id}`)).processingStatus, { timeout: 20_000, interval: 100 }).toBe("done");

      // Saved again (a second click, a retried request): the same decision, nothing written twice; and no Discard after it.
      expect(await decide("confirm", source)).toEqual({ status: 200, body: { ...saved.body, alreadyDecided: true } });
      expect(await entries()).toHaveLength(1);
      expect((await decide("cancel", source)).status).toBe(409);
      // The conversation keeps what was decided.
      const messages = await read<{ items: Array<{ content: { parts: Array<{ type: string; toolCallId?: string; data?: Record<string, unknown> }> } }> }>(`/threads/${threadId}/messages`);
      const part = messages.items.flatMap((message) => message.content.parts).find((candidate) => candidate.type === "toolResult" && candidate.toolCallId === source.toolCallId);
      const { alreadyDecided: _, ...recorded } = saved.body;
      expect(part?.data?.["confirmation"]).toEqual(recorded);
    });

    it("adds a second request's words to that day's entry, keeping what it said, in Portuguese too", async () => {
      const [entry] = await entries();
      const { data, source } = await draft("anota no meu diário: Dormi mal, muito café.");
      expect(data).toMatchObject({ content: "Dormi mal, muito café.", appendTo: { entryId: entry!.id } });
      expect(await decide("confirm", source)).toMatchObject({ status: 200, body: { outcome: "appended", entryId: entry!.id } });
      expect(await entries()).toEqual([expect.objectContaining({ id: entry!.id, content: "Went for a run with Tom, felt great\n\nDormi mal, muito café." })]);
    });

    it("writes a day said on that day, and nothing on Discard", async () => {
      const yesterday = toLocalDate(new Date(Date.now() - 86_400_000), zone);
      const { data, source } = await draft("log that yesterday the train was late");
      expect(data).toMatchObject({ date: yesterday, content: "yesterday the train was late", appendTo: null });
      expect(await decide("cancel", source)).toMatchObject({ status: 200, body: { status: "cancelled" } });
      expect((await decide("confirm", source)).status).toBe(409);
      expect((await entries()).map((entry) => entry.date)).not.toContain(yesterday);
    });

    it("creates one entry when two tabs save the same draft at the same moment on a day with nothing written", async () => {
      const carol = await server.addUser("Carol");
      await server.call("/api/v1/settings", { method: "PUT", token: carol.token, json: { provider: "offline", timeZone: zone } });
      const asCarol = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { token: carol.token, ...init });
      const { data, source } = await draft("anota no meu diário: Jantar com a Ana no Porto", carol.token);
      expect(data).toMatchObject({ status: "draft", appendTo: null });

      const answers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const response = await asCarol("/journal/drafts/confirm", { method: "POST", json: { source } });
          return { status: response.status, body: (await response.json()) as Record<string, unknown> };
        }),
      );
      const written = ((await (await asCarol("/journal/entries?limit=50")).json()) as { items: Entry[] }).items;
      expect(written.map((entry) => entry.content)).toEqual(["Jantar com a Ana no Porto"]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      // One request wrote it; every other one says the draft was already saved, naming the same entry.
      expect(answers.filter((answer) => answer.body["alreadyDecided"] === false)).toHaveLength(1);
      expect(answers.map((answer) => answer.body)).toEqual(
        Array.from({ length: 4 }, () => expect.objectContaining({ status: "confirmed", outcome: "created", entryId: written[0]!.id })),
      );
    });
  });
