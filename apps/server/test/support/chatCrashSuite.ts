import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStreamModes } from "./chatStreamModes.js";
import { type ChildServer, childServerPool } from "./childServer.js";
import type { SuiteDatabase } from "./restartSuite.js";
import { startSlowModelServer } from "@lifeos/core/testing";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoredMessage {
  readonly role: string;
  readonly status: string;
  readonly content: { readonly parts: ReadonlyArray<{ readonly type: string; readonly text?: string }> };
}

const textOf = (message: StoredMessage | undefined) =>
  (message?.content.parts ?? []).map((part) => (part.type === "text" ? (part.text ?? "") : "")).join("");

/** Words "word0 word1 …" of the slow model's answer in a text: how far the answer got. */
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /^word\d+$/.test(word)).length;

/** An answer streamed to the client: its run and thread, and the text received by each moment. */
interface ReadingChat {
  readonly threadId: string;
  readonly runId: string;
  /** The text received so far, with when each delta arrived. */
  readonly received: Array<{ readonly at: number; readonly text: string }>;
  /** The stream's events, resolved when it ends (or breaks). */
  readonly events: Promise<ReadonlyArray<{ type: string; message?: StoredMessage }>>;
}

/** Starts a chat and reads its NDJSON stream in the background; resolves once the answer has begun (headers received). */
const startChat = async (server: ChildServer, content: string): Promise<ReadingChat> => {
  const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", json: { content } });
  expect(response.status).toBe(200);
  const received: Array<{ at: number; text: string }> = [];
  const events = (async () => {
    const all: Array<{ type: string; message?: StoredMessage }> = [];
    let buffer = "";
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.indexOf("\n");
        while (newline >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf("\n");
          if (line === "") continue;
          const event = JSON.parse(line) as { type: string; delta?: string; message?: StoredMessage };
          all.push(event);
          if (event.type === "textDelta") received.push({ at: Date.now(), text: event.delta ?? "" });
        }
      }
    } catch {
      // The server died mid-stream: what was read is what the client saw.
    }
    return all;
  })();
  return { threadId: response.headers.get("x-thread-id")!, runId: response.headers.get("x-run-id")!, received, events };
};

/** What the client had received up to `moment`. */
const receivedBy = (chat: ReadingChat, moment: number) =>
  chat.received.filter((delta) => delta.at <= moment).map((delta) => delta.text).join("");

/** Waits (at most 30 s) until the client has received at least `count` words of the answer. */
const wordsReceived = async (chat: ReadingChat, count: number): Promise<void> => {
  for (let poll = 0; poll < 600 && wordsOf(receivedBy(chat, Date.now())) < count; poll++) await pause(50);
};

/** Waits (at most 20 s) until the run is no longer "running", and returns it. */
const settledRun = async (server: ChildServer, runId: string): Promise<{ status: string; finishedAt: string | null }> => {
  for (let poll = 0; poll < 400; poll++) {
    const response = await server.call(`/api/v1/ai/runs/${runId}`);
    if (response.status === 200) {
      const run = (await response.json()) as { status: string; finishedAt: string | null };
      if (run.status !== "running") return run;
    }
    await pause(50);
  }
  throw new Error(`run ${runId} stayed running`);
};

const messagesOf = async (server: ChildServer, threadId: string): Promise<ReadonlyArray<StoredMessage>> => {
  const response = await server.call(`/api/v1/threads/${threadId}/messages?limit=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ReadonlyArray<StoredMessage> }).items;
};

/**
 * Kills a server (SIGKILL, as a crash would) at moments into a chat with a
 * slow model, restarts it on the same database, and checks that the user's
 * message is stored, the answer is stored up to at most about a second
 * before the kill, and the run is marked interrupted; and that SIGTERM ends
 * an open stream with `done`, status interrupted. Embedded mode.
 */
export const chatCrashSuite = (name: string, database: (directory: string) => Promise<SuiteDatabase>) =>
  describe(`a chat survives a killed server (${name})`, () => {
    const directory = mkdtempSync(join(tmpdir(), "lifeos-chat-crash-"));
    let env: Record<string, string> = {};
    let drop: (() => Promise<void>) | undefined;
    let provider: Awaited<ReturnType<typeof startSlowModelServer>>;
    const servers = childServerPool(() => env);
    const start = servers.start;
    beforeAll(async () => {
      provider = await startSlowModelServer(100);
      const made = await database(directory);
      drop = made.drop;
      env = {
        LIFEOS_DATABASE_URL: made.url,
        LIFEOS_MODE: "embedded",
        LIFEOS_KEY_FILE: join(directory, "lifeos.key"),
        LIFEOS_SAMPLE_DATA: "false",
        OPENAI_API_KEY: "sk-test-slow",
        OPENAI_BASE_URL: provider.baseUrl,
        LIFEOS_MODEL: "slow-model",
        LIFEOS_ABANDONED_RUN_MS: "1500",
      };
    });
    afterAll(async () => {
      await servers.killAll();
      await provider?.close();
      await drop?.();
      rmSync(directory, { recursive: true, force: true });
    });

    it.each([0, 600, 1500, 3200])("keeps the question and the answer up to about a second before a kill at %i ms, and marks the run interrupted", { timeout: 120_000 }, async (killAtMs) => {
      const server = await start();
      const question = `Tell me a long story (${killAtMs} ms)`;
      const chat = await startChat(server, question);
      const begun = Date.now();
      await pause(killAtMs);
      const killedAt = Date.now();
      await server.kill();
      await chat.events;

      const restarted = await start();
      const run = await settledRun(restarted, chat.runId);
      expect(run.status).toBe("interrupted");
      const stored = await messagesOf(restarted, chat.threadId);
      const user = stored.find((message) => message.role === "user");
      expect(textOf(user)).toBe(question);
      const answer = stored.find((message) => message.role === "assistant");
      // Everything the client had seen a second (plus scheduling slack) before the kill is stored.
      const seenEarlier = wordsOf(receivedBy(chat, killedAt - 1300));
      const seenAtKill = wordsOf(receivedBy(chat, killedAt));
      if (killAtMs >= 1500) {
        expect(seenAtKill).toBeGreaterThan(5);
        expect(answer).toBeDefined();
      }
      if (answer !== undefined) {
        expect(answer.status).toBe("interrupted");
        expect(wordsOf(textOf(answer))).toBeGreaterThanOrEqual(seenEarlier);
      } else {
        expect(seenEarlier).toBe(0);
      }
      expect(killedAt - begun).toBeGreaterThanOrEqual(killAtMs - 5);
      await restarted.kill();
    });

    it.each(chatStreamModes)("ends an open stream with done, status interrupted, on SIGTERM, and stores the answer so far (chat stream %s)", { timeout: 120_000 }, async (mode) => {
      const server = await start({ LIFEOS_CHAT_STREAM: mode });
      const chat = await startChat(server, "Tell me a long story (SIGTERM)");
      // Stopped once the story is under way: a few words received (on a loaded machine that can take more than the usual second).
      await pause(1200);
      await wordsReceived(chat, 4);
      await server.stop();
      const events = await chat.events;
      const last = events[events.length - 1];
      expect(last?.type).toBe("done");
      expect(last?.message?.status).toBe("interrupted");
      const streamed = textOf(last?.message);
      expect(wordsOf(streamed)).toBeGreaterThan(3);

      const restarted = await start();
      expect((await settledRun(restarted, chat.runId)).status).toBe("interrupted");
      const answer = (await messagesOf(restarted, chat.threadId)).find((message) => message.role === "assistant");
      expect(answer?.status).toBe("interrupted");
      expect(textOf(answer)).toBe(streamed);
      await restarted.kill();
    });
  });
