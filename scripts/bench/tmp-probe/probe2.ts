import { Effect, Stream } from "effect";
import OpenAI from "openai";
import { OpenAiChatModel } from "../../../packages/agent/src/index.js";
import { startFakeOpenAi, textStream } from "../../../packages/agent/test/support/fakeOpenAi.js";
import type { FakeOpenAi } from "../../../packages/agent/test/support/fakeOpenAi.js";
const pieces = Array.from({ length: 20 }, (_, i) => `word${i} `);
const serve = (server: FakeOpenAi) => { const f = () => () => { server.enqueue(f()); return textStream(pieces); }; server.enqueue(f()); };
const pct = (v: number[], p: number) => { const s = [...v].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]!; };
const main = async () => {
  const server = await startFakeOpenAi(); serve(server);
  const client = new OpenAI({ apiKey: "x", baseURL: server.baseURL, maxRetries: 0 });
  const model = OpenAiChatModel.make({ apiKey: "x", baseURL: server.baseURL, model: "gpt-4.1-mini" });
  const res: Record<string, number[]> = { sdkFirst: [], sdkTotal: [], adFirst: [], adTotal: [], sdkSigFirst: [], sdkSigTotal: [] };
  const sdk = async (sig: boolean) => { const s = performance.now(); let first = 0;
    const ac = new AbortController();
    const st = await client.chat.completions.create({ model: "gpt-4.1-mini", stream: true, stream_options: { include_usage: true }, messages: [{ role: "system", content: "sys" }, { role: "user", content: "hi" }] }, sig ? { signal: ac.signal } : {});
    for await (const c of st) if (!first && c.choices[0]?.delta.content) first = performance.now() - s;
    res[sig ? "sdkSigFirst" : "sdkFirst"]!.push(first); res[sig ? "sdkSigTotal" : "sdkTotal"]!.push(performance.now() - s); };
  const ad = async () => { const s = performance.now(); let first = 0;
    await Effect.runPromise(Stream.runForEach(model.stream({ system: "sys", messages: [{ role: "user", content: "hi" }] }), (p) => Effect.sync(() => { if (!first && p.type === "textDelta") first = performance.now() - s; })));
    res["adFirst"]!.push(first); res["adTotal"]!.push(performance.now() - s); };
  for (let i = 0; i < 30; i++) { await sdk(false); await sdk(true); await ad(); }
  for (const k in res) res[k] = [];
  for (let i = 0; i < 300; i++) { await sdk(false); await sdk(true); await ad(); }
  for (const [k, v] of Object.entries(res)) console.log(k.padEnd(12), pct(v, 50).toFixed(2).padStart(8), pct(v, 90).toFixed(2).padStart(8), pct(v, 99).toFixed(2).padStart(8));
  await server.close();
};
main();
