import { decodeNdjson, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/testServer.js";

// A newcomer who asks at once, before the sample journal is analysed, is told so rather than that nothing was found.
// No job runner runs (LIFEOS_JOB_CONCURRENCY=0), so every sample entry stays unprocessed while the questions are asked.
describe("questions asked before the sample journal is processed", () => {
  let server: TestServer;
  let total: number;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_SAMPLE_DATA: "true", LIFEOS_JOB_CONCURRENCY: "0" } });
    total = ((await (await server.call("/api/v1/journal/sample")).json()) as { count: number }).count;
  });
  afterAll(() => server.stop());

  const ask = async (content: string) => {
    const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", json: { content } });
    return decodeNdjson(await response.text()) as StreamEvent[];
  };

  it.each([
    ["when did I last go climbing?", (count: number) => `Your journal is still being analysed (0 of ${count} entries so far)`],
    ["how has my stress been lately?", (count: number) => `Your journal is still being analysed (0 of ${count} entries so far)`],
    ["como tenho andado?", (count: number) => `A análise do seu diário ainda não terminou (0 de ${count} entradas até agora)`],
  ])("%j says the journal is still being analysed, and its tool results count what is pending", async (question, notice) => {
    expect(total).toBeGreaterThan(300);
    const events = await ask(question);
    const text = events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
    expect(text.startsWith(notice(total))).toBe(true);
    const processing = events.flatMap((event) => (event.type === "toolResult" && event.meta?.processing !== undefined ? [event.meta.processing] : []));
    expect(processing.length).toBeGreaterThan(0);
    expect(processing[0]).toEqual({ source: "journal", pending: total, processed: 0, total });
  });
});
