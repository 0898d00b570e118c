import type { ToolSpec, UserId } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { calculator } from "@lifeos/tools";
import { describe, expect, it } from "vitest";
import { calculatorSkill } from "../../src/chat/offline/calculatorSkill.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, now, timeZone } from "./offlineTestModel.js";
import { offlineConversation } from "../support/offlineConversation.js";

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
    ["split 120 between 3 people", "120 / 3"],
    ["split the bill of 84 euros among 4", "84 / 4"],
    ["divide 90 by 4", "90 / 4"],
    ["dividir 120 por 3 pessoas", "120 / 3"],
    ["quanto é 120 a dividir por 3 pessoas?", "120 / 3"],
    ["racha 90 euros entre 3 de nós", "90 / 3"],
  ])("hands %j to the calculator", async (question, expression) => {
    expect(await firstCall(question)).toEqual({ name: "calculator", args: { expression } });
  });

  it.each(["What did I write on 2024-03-15?", "How was my week?", "When did I run 10 km?", "what's up", "did I split the 120 euro bill with Tom?"])("leaves %j to the other skills", async (question) => {
    expect((await firstCall(question))?.name).not.toBe("calculator");
  });

  it.each([
    ["what's 18% tip on 64.50?", "18 / 100 * 64.50"],
    ["quanto é 10% de gorjeta sobre 45€?", "10 / 100 * 45"],
    ["calculate a tip of 15% on $80", "15 / 100 * 80"],
    ["what's 20% off 80?", "80 * (1 - 20 / 100)"],
    ["quanto é 80 menos 20%?", "80 * (1 - 20 / 100)"],
    ["64.50 plus 18% tip", "64.50 * (1 + 18 / 100)"],
    ["quanto dá 45 com 10% de gorjeta?", "45 * (1 + 10 / 100)"],
  ])("hands the percentage of %j to the calculator", async (question, expression) => {
    expect(await firstCall(question)).toEqual({ name: "calculator", args: { expression } });
  });
});

describe("the calculator's answer", () => {
  const { answerWith } = offlineConversation({ skills: [journalSkill, calculatorSkill], tools: [...journalToolNames, "calculator"], now, timeZone });
  const context = { userId: "01890000-0000-7000-8000-000000000001" as UserId, threadId: null, timeZone, now };
  /** What the calculator tool itself returns for the call. */
  const calculated = (_name: string, args: Record<string, unknown>) => Effect.runSync(calculator.run({ expression: String(args["expression"]) }, context)).data;

  it.each([
    ["what is 1200 divided by 7?", "1200 divided by 7 = 171.428571"],
    ["quanto é 1200 dividido por 7?", "1200 dividido por 7 = 171,428571"],
    ["what's 18% tip on 64.50?", "18% tip on 64.50 = 11.61"],
    ["quanto é 2,5 vezes 4?", "2,5 vezes 4 = 10"],
    ["what's 12500 * 3?", "12500 * 3 = 37,500"],
  ])("%s", async (question, answer) => {
    expect(await answerWith(question, calculated)).toBe(answer);
  });

  it("writes a Portuguese thousands group with a dot, as both countries read it", async () => {
    expect(await answerWith("quanto é 12500 vezes 3?", calculated)).toBe("12500 vezes 3 = 37.500");
  });
});
