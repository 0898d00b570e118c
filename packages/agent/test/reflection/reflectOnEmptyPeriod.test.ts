import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Reflect on my week" with nothing written that week answered with the tool's own error: "I couldn't use
// reflect_on_entry: No entry was written from … to …". It is said plainly, with what can be asked instead.

const { ask, turn } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T12:00:00Z"), timeZone: "Europe/Lisbon" });

const answerAfterFailure = async (question: string) => {
  const { calls } = await ask(question);
  const call = calls[0]!;
  expect(call.name).toBe("reflect_on_entry");
  const args = JSON.parse(call.arguments) as Record<string, string>;
  const message = `No entry was written from ${args["from"]} to ${args["to"]}`;
  const messages: ReadonlyArray<ModelMessage> = [
    { role: "user", content: question },
    { role: "assistant", content: "", toolCalls: [call] },
    { role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: false, error: { code: "NOT_FOUND", message } }) },
  ];
  return (await turn(messages)).text;
};

describe("a reflection on a period with no entries", () => {
  it.each([
    ["reflect on my week", /^You wrote no entries from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, so there is nothing of those days to reflect on\. Ask me to reflect on your last entry/u],
    ["ajuda-me a refletir sobre a minha semana", /^Não escreveu nenhuma entrada de \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}, por isso não há nada desses dias para refletir\./u],
  ])("%s says so plainly", async (question, answer) => {
    const text = await answerAfterFailure(question);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/reflect_on_entry|No entry was written/u);
  });
});
