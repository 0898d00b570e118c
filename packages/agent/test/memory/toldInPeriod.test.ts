import { describe, expect, it } from "vitest";
import { conversationsSkill } from "../../src/chat/offline/conversationsSkill.js";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "What did I tell you yesterday?" asks what was told to the assistant then: the memories kept that day (and the day's
// conversations), never the journal's entry of that day, and plainly none when nothing was kept.

const now = new Date("2026-12-02T10:00:00Z");
const skills = [journalSkill, memorySkill, conversationsSkill];
const { ask, answerWith } = offlineConversation({ skills, tools: ["search_journal", "search_memories", "get_person", "search_conversations"], now, timeZone: "Europe/Lisbon" });
const row = (content: string, toldOn: string, date = toldOn, dated = false) => ({ content, date, dated, toldOn, type: "fact", current: true, entities: [] });
const memories = [
  row("Dr. Costa is my dentist", "2026-12-01"),
  row("O meu senhorio chama-se Sr. Silva", "2026-12-01"),
  row("I went to the dentist on Monday", "2026-12-01", "2026-11-30", true),
  row("I prefer tea to coffee", "2026-11-25"),
  row("I'm allergic to penicillin", "2026-11-10"),
];
const data = (name: string) => (name === "search_memories" ? { memories } : name === "search_conversations" ? { conversations: [] } : { results: [] });

describe("what was told in a period", () => {
  it.each(["what did I tell you yesterday?", "o que eu te contei ontem?", "what did I tell you last week?", "o que te disse na semana passada?"])(
    "%s reads the memories and the conversations, not the journal",
    async (question) => {
      const { calls } = await ask(question);
      expect(calls.map((call) => call.name)).toEqual(["search_memories", "search_conversations"]);
    },
  );

  it.each([
    ["what did I tell you yesterday?", "What you told me on 2026-12-01 that I keep:\n- Dr. Costa is your dentist\n- “O meu senhorio chama-se Sr. Silva”\n- You went to the dentist on Monday"],
    ["o que eu te contei ontem?", "O que me contou em 2026-12-01 e guardei:\n- «Dr. Costa is my dentist»\n- O seu senhorio chama-se Sr. Silva\n- «I went to the dentist on Monday»"],
    ["what did I tell you last week?", "What you told me last week (2026-11-23 to 2026-11-29) that I keep:\n- 2026-11-25: You prefer tea to coffee"],
  ])("%s lists what was kept of that telling", async (question, answer) => {
    const text = await answerWith(question, data);
    expect(text).toContain(answer);
    expect(text).not.toContain("penicillin");
  });

  // The conversations of the period named as the memories' part names it: in the question's words, with its dates.
  const talked = { title: "Dentist", lastActive: "2026-11-25", asked: "who is my dentist?", answered: "Dr. Costa is your dentist." };
  it.each([
    ["what did I tell you last week?", "Our conversations last week (2026-11-23 to 2026-11-29):\n- 2026-11-25: you asked “who is my dentist?”"],
    ["o que te disse na semana passada?", "As nossas conversas na semana passada (2026-11-23 a 2026-11-29):\n- 2026-11-25: perguntou «who is my dentist?»"],
    ["what did I tell you in November?", "Our conversations in November (2026-11-01 to 2026-11-30):"],
    ["o que lhe contei em novembro?", "As nossas conversas em novembro (2026-11-01 a 2026-11-30):"],
  ])("%s names the conversations' period in the question's words", async (question, heading) => {
    expect(await answerWith(question, (name) => (name === "search_conversations" ? { conversations: [talked] } : data(name)))).toContain(heading);
  });

  it.each([
    ["what did I tell you yesterday?", "Our conversations on 2026-12-01:"],
    ["o que eu te contei ontem?", "As nossas conversas de 2026-12-01:"],
  ])("%s names one day by its date", async (question, heading) => {
    expect(await answerWith(question, (name) => (name === "search_conversations" ? { conversations: [{ ...talked, lastActive: "2026-12-01" }] } : data(name)))).toContain(heading);
  });

  // A day named after "on" is the period asked, not a topic: what was told that day, not the journal's entry.
  it.each([
    ["what did I tell you on 1 December?", "What you told me on 2026-12-01 that I keep:\n- Dr. Costa is your dentist"],
    ["do you remember what I told you on Tuesday?", "What you told me on 2026-12-01 that I keep:\n- Dr. Costa is your dentist"],
    ["what did I tell you on the 25th?", "What you told me on 2026-11-25 that I keep:\n- You prefer tea to coffee"],
    ["o que te contei no dia 1 de dezembro?", "O que me contou em 2026-12-01 e guardei:\n- «Dr. Costa is my dentist»"],
    ["o que lhe disse na terça-feira?", "O que me contou em 2026-12-01 e guardei:\n- «Dr. Costa is my dentist»"],
  ])("%s reads what was told that day", async (question, answer) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories", "search_conversations"]);
    expect(await answerWith(question, data)).toContain(answer);
  });

  it.each(["what did I tell you on the lease?", "what did I tell you on my sister?"])("%s is a topic, not a day", async (question) => {
    expect(await answerWith(question, data)).not.toMatch(/What you told me on \d/u);
  });

  // A period said with "ago" / "há" places itself in the sentence: no "in" or "em" before it.
  it.each([
    ["what did I tell you two weeks ago?", "I kept nothing you told me two weeks ago (2026-11-16 to 2026-11-22)."],
    ["o que te contei há duas semanas?", "Não guardei nada do que me contou há duas semanas (2026-11-16 a 2026-11-22)."],
  ])("%s names the period as said", async (question, answer) => {
    expect(await answerWith(question, data)).toContain(answer);
  });

  // "Recently" with no period named: the last two weeks.
  it.each([
    ["what did I tell you recently?", "What you told me over the last 14 days (2026-11-19 to 2026-12-02) that I keep:\n- 2026-11-25: You prefer tea to coffee"],
    ["o que te contei ultimamente?", "O que me contou nos últimos 14 dias (2026-11-19 a 2026-12-02) e guardei:\n- 2026-11-25: «I prefer tea to coffee»"],
  ])("%s reads what was told in the last two weeks", async (question, answer) => {
    const text = await answerWith(question, data);
    expect(text).toContain(answer);
    expect(text).not.toContain("penicillin");
  });

  it.each([
    ["what did I tell you today?", "I kept nothing you told me on 2026-12-02."],
    ["o que te disse hoje?", "Não guardei nada do que me contou em 2026-12-02."],
  ])("%s says plainly that nothing was kept", async (question, answer) => {
    expect(await answerWith(question, data)).toContain(answer);
  });
});
