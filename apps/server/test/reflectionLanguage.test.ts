import { decodeNdjson, type ReflectionResult as Reflection, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

/** Words only English writes, as whole words: none may be in a Portuguese reflection. */
const englishWords = /\b(?:the|your|you|what|which|write|notice|list|name|touches|suits|mood|step|model|prompts?|work|worry|sleep|family)\b/i;

const portugueseEntry =
  "Hoje no escritório a reunião correu mal. O meu chefe pressionou-me com o prazo do projeto e fiquei stressada. À noite não consegui dormir.";
const anxiousEntry = "Passei a tarde ansiosa antes da apresentação. Tinha o coração aos saltos e não parava de pensar no que podia correr mal.";
const laterEntry = "Fui jantar com a Rita a um restaurante novo em Alfama. Rimo-nos imenso e voltei para casa a pé.";

describe("reflection in the person's language, offline", () => {
  let server: TestServer;
  let ana: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    ana = await server.addUser("Ana");
  });
  afterAll(() => server.stop());
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: ana.token });
  const waitForPipeline = async () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const status = (await (await call("/journal/pipeline")).json()) as { pending: number; running: boolean };
      if (status.pending === 0 && !status.running) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the pipeline did not finish");
  };
  const chat = async (content: string) => {
    const events = decodeNdjson(await (await call("/ai/chat/stream", { method: "POST", json: { content } })).text());
    const results = events.filter((event): event is Extract<StreamEvent, { type: "toolResult" }> => event.type === "toolResult");
    const calls = events.filter((event): event is Extract<StreamEvent, { type: "toolCall" }> => event.type === "toolCall");
    const text = events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
    return { results, calls, text };
  };

  it("answers a Portuguese entry in Portuguese: themes, prompts, rationale, advice and the no-model warning", async () => {
    const response = await call("/reflect", { method: "POST", json: { journal_text: portugueseEntry } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Reflection;
    expect(body.themes).toContain("trabalho");
    expect(body.prompts.length).toBeGreaterThanOrEqual(3);
    for (const prompt of body.prompts) {
      expect(["buddhist", "stoic", "existential"]).toContain(prompt.source);
      expect(`${prompt.text} ${prompt.rationale}`).not.toMatch(englishWords);
    }
    expect(body.advice).toMatch(/^.+ Um passo concreto: /);
    expect(`${body.themes.join(" ")} ${body.advice}`).not.toMatch(englishWords);
    expect(body.warnings?.[0]).toMatch(/^Nenhum modelo de IA foi usado/);
  });

  it("answers the question's language when the question tells it, and the entry's when it does not", async () => {
    const asked = (await (await call("/reflect", { method: "POST", json: { journal_text: portugueseEntry, question: "How do I stop worrying about the deadline?" } })).json()) as Reflection;
    expect(asked.advice.startsWith("On your question:")).toBe(true);
    expect(asked.warnings?.[0]).toMatch(/^No AI model was used/);
    const untold = (await (await call("/reflect", { method: "POST", json: { journal_text: portugueseEntry, question: "?!" } })).json()) as Reflection;
    expect(untold.advice.startsWith("Sobre a sua pergunta:")).toBe(true);
  });

  it("reflects in chat on the entry about the topic asked, in the question's language, not on the latest entry", async () => {
    await call("/journal/entries", { method: "POST", json: { date: "2025-03-01", content: anxiousEntry } });
    await call("/journal/entries", { method: "POST", json: { date: "2025-03-04", content: portugueseEntry } });
    const latest = (await (await call("/journal/entries", { method: "POST", json: { date: "2025-03-06", content: laterEntry } })).json()) as { id: string };
    await waitForPipeline();

    const pt = await chat("quero refletir sobre a ansiedade");
    expect(pt.calls.map((event) => event.name)).toEqual(["search_journal", "reflect_on_entry"]);
    const reflected = pt.results.find((result) => result.success && (result.data as { date?: string }).date !== undefined)!.data as { entryId: string; date: string; reflection: Reflection };
    expect(reflected.entryId).not.toBe(latest.id);
    expect(reflected.date).toBe("2025-03-01");
    expect(pt.text.split("\n")[0]).toMatch(/^Reflexão sobre a entrada de 2025-03-01, a que mais fala de «ansiedade»/);
    expect(reflected.reflection.warnings?.[0]).toMatch(/^Nenhum modelo/);

    const en = await chat("help me reflect on my anxiety");
    expect(en.text.split("\n")[0]).toMatch(/^A reflection on your entry of 2025-03-01, the recent one that speaks most of “anxiety”/);
    // The entry is Portuguese, the question English: the reflection is written in the person's language.
    const inEnglish = en.results.find((result) => result.success && (result.data as { date?: string }).date !== undefined)!.data as { reflection: Reflection };
    expect(inEnglish.reflection.warnings?.[0]).toMatch(/^No AI model was used/);

    const none = await chat("I want to reflect on my violin lessons");
    expect(none.calls.map((event) => event.name)).toEqual(["search_journal"]);
    expect(none.text).toMatch(/^None of your entries mentions “violin lessons”/);
  });

  it("reflects on yesterday's entry when asked so, in Portuguese", async () => {
    const { results, text } = await chat("reflete sobre a entrada de 2025-03-04");
    expect(results.map((result) => result.success)).toEqual([true]);
    const data = results[0]!.data as { date: string; reflection: Reflection };
    expect(data.date).toBe("2025-03-04");
    expect(text.split("\n")[0]).toBe("Reflexão sobre a entrada de 2025-03-04.");
    for (const prompt of data.reflection.prompts) expect(prompt.text).not.toMatch(englishWords);
  });
});
