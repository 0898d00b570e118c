/**
 * Offline memory extraction throughput (part of what `npm run bench:memory`
 * will report):
 *
 *   npx tsx --conditions=@lifeos/source scripts/bench/memoryExtraction.ts -- [--messages 5000] [--rounds 3]
 *
 * Generates English and Portuguese chat messages (needs, visits,
 * appointments, people, preferences, facts, and messages that must yield
 * nothing), warms up, then times `extractOffline` over all of them on one
 * core, several rounds. Target: ≥ 200 messages/s. A benchmark: nothing asserts.
 */
import { parseArgs } from "node:util";
import { extractOffline, sampleMessages } from "@lifeos/agent";
import { percentile, printTable } from "./lib/stats.js";

const { values } = parseArgs({ options: { messages: { type: "string", default: "5000" }, rounds: { type: "string", default: "3" } } });
const messages = sampleMessages(Number(values.messages), 7);
const sentAt = new Date("2025-03-12T15:00:00Z");
const extract = (text: string) => extractOffline({ text, sentAt, timeZone: "Europe/Lisbon" });

for (const message of messages.slice(0, 200)) extract(message.text);

const rows: string[][] = [];
for (const language of ["pt", "en", "all"] as const) {
  const subset = messages.filter((message) => language === "all" || message.language === language);
  const rates: number[] = [];
  const latencies: number[] = [];
  let memories = 0;
  let kept = 0;
  for (let round = 0; round < Number(values.rounds); round++) {
    const started = performance.now();
    for (const message of subset) {
      const before = performance.now();
      const extraction = extract(message.text);
      latencies.push(performance.now() - before);
      if (round === 0) {
        memories += extraction.memories.length;
        if (message.memorable === extraction.memories.length > 0) kept += 1;
      }
    }
    rates.push(subset.length / ((performance.now() - started) / 1000));
  }
  rows.push([
    language,
    String(subset.length),
    Math.round(percentile(rates, 50)).toLocaleString("en"),
    percentile(latencies, 50).toFixed(2),
    percentile(latencies, 95).toFixed(2),
    percentile(latencies, 99).toFixed(2),
    (memories / subset.length).toFixed(2),
    `${((kept / subset.length) * 100).toFixed(1)}%`,
  ]);
}
console.log(`Offline memory extraction, ${messages.length} generated messages, ${values.rounds} rounds (median rate)\n`);
printTable(["language", "messages", "messages/s", "p50 ms", "p95 ms", "p99 ms", "memories/msg", "kept as labelled"], rows);
