import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What did I do today?" read the journal only: after telling the chat about the day, a person with no entry heard that
// they wrote nothing. The events told of the period are said too, as what was told, not as journal entries.

const now = new Date("2026-12-02T18:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const eventRow = (text: string) => {
  const memory = extractOffline({ text, sentAt: now, timeZone }).memories.find((kept) => kept.type === "event")!;
  return { content: memory.content, date: memory.occurredAt!.toLocaleDateString("sv-SE", { timeZone }), dated: true, type: memory.type, current: true, entities: memory.entities };
};
const told = [eventRow("today I went hiking with Rui in Gerês"), eventRow("yesterday I had dinner with Marta in Porto"), eventRow("ontem à noite saí com a Joana")];
const emptyJournal = (memories: ReadonlyArray<unknown>) => (name: string) =>
  name === "search_memories" ? { memories } : name === "get_entry" ? { entries: [], nearestDates: {} } : { entries: [] };

describe("what did I do, told in the chat", () => {
  it.each([
    ["what did I do today?", "What you told me you did on 2026-12-02 (in our chats, not in your journal):\n- You went hiking with Rui in Gerês", "Marta"],
    ["how was my day?", "What you told me you did on 2026-12-02", "Marta"],
    ["what did I do yesterday?", "What you told me you did on 2026-12-01 (in our chats, not in your journal):\n- You had dinner with Marta in Porto", "Gerês"],
    ["o que fiz hoje?", "O que me contou que fez em 2026-12-02 (nas nossas conversas, não no seu diário):", "Marta"],
    ["o que fiz ontem?", "O que me contou que fez em 2026-12-01 (nas nossas conversas, não no seu diário):\n- «I had dinner with Marta in Porto»\n- Saiu com a Joana", "Gerês"],
    ["what did I do this week?", "What you told me you did from 2026-11-30 to 2026-12-02 (in our chats, not in your journal):\n- 2026-12-01: You had dinner with Marta in Porto", "nothing told"],
  ])("%s says what was told of the period beside the journal", async (question, part, absent) => {
    const text = await answerWith(question, emptyJournal(told));
    expect(text).toContain(part);
    expect(text).not.toContain(absent);
  });

  it.each([
    ["what did I do on Saturday?", "You wrote nothing on 2026-11-28."],
    ["o que fiz no sábado?", "Não há nada escrito em 2026-11-28."],
    ["what did I do today?", "You wrote nothing on 2026-12-02."],
  ])("%s with nothing told of the day answers from the journal alone", async (question, answer) => {
    const text = await answerWith(question, emptyJournal(question.includes("today") ? [] : told));
    expect(text).toContain(answer);
    expect(text).not.toMatch(/told me|contou/u);
  });

  it.each(["what did I do today?", "o que fiz ontem?"])("%s asks the memories told as well as the journal", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["get_entry", "search_memories"]);
  });
});
