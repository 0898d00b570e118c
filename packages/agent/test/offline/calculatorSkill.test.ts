import type { ToolSpec } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { calculatorSkill } from "../../src/chat/offline/calculatorSkill.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill, calculatorSkill] });
const tools: ToolSpec[] = [...journalToolNames, "calculator"].map((name) => ({ name, description: name, parameters: {} }));

const firstCall = async (question: string) => {
  const parts = await Effect.runPromise(
    Stream.runCollect(model.stream({ system: "", messages: [{ role: "user", content: question }], tools, now, timeZone })).pipe(Effect.map((all) => Array.from(all))),
  );
  const call = parts.find((part) => part.type === "toolCall");
  return call?.type === "toolCall" ? { name: call.call.name, args: JSON.parse(call.call.arguments) as Record<string, unknown> } : null;
};

describe("the offline calculator skill", () => {
  it.each([
    ["What's 15% of 240?", "15 / 100 * 240"],
    ["quanto é 15% de 240?", "15 / 100 * 240"],
    ["calculate 12 * 7", "12 * 7"],
    ["(3 + 4)^2", "(3 + 4)^2"],
    ["what is 1200 divided by 12", "1200 / 12"],
    ["quanto é 2,5 vezes 4?", "2.5 * 4"],
    ["Quanto dá 100 menos 37?", "100 - 37"],
    ["convert 5 inch to cm", "5 inch to cm"],
  ])("hands %j to the calculator", async (question, expression) => {
    expect(await firstCall(question)).toEqual({ name: "calculator", args: { expression } });
  });

  it.each(["What did I write on 2024-03-15?", "How was my week?", "When did I run 10 km?", "what's up"])("leaves %j to the other skills", async (question) => {
    expect((await firstCall(question))?.name).not.toBe("calculator");
  });
});
