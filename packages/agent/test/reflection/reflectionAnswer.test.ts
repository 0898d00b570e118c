import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@lifeos/core";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// What the person writes back after a reflection's prompts is their own reflection: offered as a draft for the
// journal, not searched for as if it were a question.

const now = new Date("2026-12-01T10:00:00Z");
const { turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** The calls for `reply` when it follows `asked`, the assistant's prompts in between. */
const after = async (asked: string, reply: string) => {
  const messages: ModelMessage[] = [
    { role: "user", content: asked },
    { role: "assistant", content: "To reflect on:\n- Notice how your body feels before sleep tonight (Buddhist)" },
    { role: "user", content: reply },
  ];
  return (await turn(messages)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
};

describe("a reply to a reflection's prompts", () => {
  it.each([
    ["reflect on my last entry", "I think I was tired because I slept badly"],
    ["what should I write about today?", "Work has been heavy and I miss climbing with Sofia"],
    ["reflete sobre a minha última entrada", "Acho que estava cansado porque dormi mal"],
    ["ajuda-me a refletir sobre a semana", "Foi uma semana pesada, mas o jantar com a Ana fez-me bem"],
  ])("after %s, %s is drafted for the journal as written", async (asked, reply) => {
    expect(await after(asked, reply)).toEqual([["add_journal_entry", { content: reply }]]);
  });

  it("names the day the reply speaks of", async () => {
    expect(await after("reflect on my week", "Yesterday I finally rested and felt better")).toEqual([["add_journal_entry", { content: "Yesterday I finally rested and felt better", date: "2026-11-30" }]]);
  });

  it.each([
    ["reflect on my last entry", "why was I so tired?"],
    ["reflect on my last entry", "what did I write about sleep"],
    ["reflect on my last entry", "and the day before?"],
    ["reflect on my last entry", "thanks, that helps"],
    ["reflete sobre a minha última entrada", "quando dormi mal pela última vez"],
    ["reflete sobre a minha última entrada", "obrigado, ajudou bastante"],
    ["how was my week?", "I think I was tired because I slept badly"],
    ["what should I write about today?", "I don't like these prompts much"],
    ["reflete sobre a minha última entrada", "não gosto muito destas perguntas"],
  ])("after %s, %s is not drafted", async (asked, reply) => {
    expect((await after(asked, reply)).map(([name]) => name)).not.toContain("add_journal_entry");
  });

  it("says the draft is the answer, and that nothing is written until Save", async () => {
    const messages: ModelMessage[] = [
      { role: "user", content: "reflete sobre a minha última entrada" },
      { role: "assistant", content: "Para refletir: …" },
      { role: "user", content: "Acho que estava cansado porque dormi mal" },
    ];
    const first = await turn(messages);
    const [call] = first.calls;
    messages.push({ role: "assistant", content: "", toolCalls: first.calls }, { role: "tool", toolCallId: call!.id, name: call!.name, content: JSON.stringify({ success: true, data: { date: "2026-12-01", appendTo: "e1" } }) });
    expect((await turn(messages)).text).toBe(
      "Obrigado por pôr isso em palavras; vale a pena guardá-lo junto do diário. Aqui está o rascunho para o seu diário de 2026-12-01; nada fica escrito até carregar em Guardar no diário. Será acrescentado no fim da entrada desse dia, que fica como está.",
    );
  });
});
