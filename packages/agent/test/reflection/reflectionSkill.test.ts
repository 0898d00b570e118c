import type { ModelStreamPart } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { reflectionSkill } from "../../src/reflection/skill/reflectionSkill.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill, reflectionSkill] });
const tools = [...journalSkill.tools, ...reflectionSkill.tools].map((name) => ({ name, description: name, parameters: { type: "object", properties: {} } }));

const firstCalls = async (question: string) => {
  const parts = await Effect.runPromise(
    Stream.runCollect(
      model.stream({ system: "", messages: [{ role: "user", content: question }], tools, now: new Date("2025-03-12T10:00:00Z"), timeZone: "Europe/Lisbon" }),
    ),
  );
  return [...parts]
    .filter((part): part is Extract<ModelStreamPart, { type: "toolCall" }> => part.type === "toolCall")
    .map((part) => ({ name: part.call.name, arguments: JSON.parse(part.call.arguments) as Record<string, unknown> }));
};

describe("the offline reflection skill", () => {
  it.each([
    ["reflect on my last entry", {}, "en"],
    ["Help me reflect on yesterday's entry", { date: "2025-03-11" }, "en"],
    ["reflect on yesterday's entry", { date: "2025-03-11" }, "en"],
    ["Reflete sobre a minha última entrada", {}, "pt"],
    ["reflete sobre a entrada mais recente", {}, "pt"],
    ["ajuda-me a refletir sobre a entrada de ontem", { date: "2025-03-11" }, "pt"],
    ["reflete sobre a entrada de ontem", { date: "2025-03-11" }, "pt"],
    // What was written is the entry to reflect on, not a request for something to write.
    ["ajuda-me a refletir sobre o que escrevi ontem", { date: "2025-03-11" }, "pt"],
    ["help me reflect on what I wrote yesterday", { date: "2025-03-11" }, "en"],
    ["sobre o que escrevo hoje?", {}, "pt"],
    // A week or a month is read as its entries together, not as the last entry.
    ["reflect on my week", { from: "2025-03-06", to: "2025-03-12" }, "en"],
    ["faz uma reflexão sobre a semana", { from: "2025-03-06", to: "2025-03-12" }, "pt"],
    ["reflect on last week", { from: "2025-03-03", to: "2025-03-09" }, "en"],
    ["reflete sobre o meu mês", { from: "2025-02-11", to: "2025-03-12" }, "pt"],
    // A year said as one's own is this year so far, as "this year" is.
    ["reflect on my year", { from: "2025-01-01", to: "2025-03-12" }, "en"],
    ["faz uma reflexão sobre o meu ano", { from: "2025-01-01", to: "2025-03-12" }, "pt"],
  ])("routes %j to reflect_on_entry, in the question's language", async (question, args, language) => {
    expect(await firstCalls(question)).toEqual([{ name: "reflect_on_entry", arguments: { ...args, language } }]);
  });

  it("leaves ordinary journal questions to the journal", async () => {
    const calls = await firstCalls("What did I write yesterday?");
    expect(calls.map((call) => call.name)).not.toContain("reflect_on_entry");
  });

  it("answers a period by its themes and tone, not by its first day's sentences", async () => {
    const question = "reflect on my week";
    const [call] = await firstCalls(question);
    const data = {
      entryId: "e",
      date: "2025-03-12",
      title: null,
      from: "2025-03-06",
      entries: 3,
      reflection: { summary: "2025-03-06: Argued with my sister.", themes: ["work", "family"], mood: "tense", prompts: [], advice: "Rest.", trace_id: "t" },
    };
    const parts = await Effect.runPromise(
      Stream.runCollect(
        model.stream({
          system: "",
          messages: [
            { role: "user", content: question },
            { role: "assistant", content: "", toolCalls: [{ id: "offline-reflection-1", name: call!.name, arguments: JSON.stringify(call!.arguments) }] },
            { role: "tool", toolCallId: "offline-reflection-1", name: call!.name, content: JSON.stringify({ success: true, data }) },
          ],
          tools,
          now: new Date("2025-03-12T10:00:00Z"),
          timeZone: "Europe/Lisbon",
        }),
      ),
    );
    const text = [...parts].flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join("");
    expect(text).toBe("A reflection on your 3 entries from 2025-03-06 to 2025-03-12.\n\nWhat ran through these days: work, family. The overall tone: tense.\n\nRest.");
  });
});
