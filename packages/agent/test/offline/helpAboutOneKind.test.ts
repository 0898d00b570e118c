import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "what can I ask about my money?", "o que posso perguntar sobre os meus documentos?": the examples of that kind of
// data alone, not the whole list, and never a search for the word "ask". Asked of nothing a skill holds, the whole list.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T10:00:00Z"), timeZone: "Europe/Lisbon" });

describe("what can be asked about one kind of data", () => {
  it.each([
    ["what can I ask about my money?", "How are my holdings doing?", "What did I write yesterday? And on March 3rd?"],
    ["how can you help me with my documents?", "What does my lease say about pets?", "How are my holdings doing?"],
    ["what can I ask you about my journal?", "How was my week? How was March?", "What does my lease say about pets?"],
    ["o que posso perguntar sobre os meus documentos?", "O que diz o meu contrato sobre animais?", "Como estão os meus investimentos?"],
    ["o que é que eu posso perguntar sobre a minha carteira?", "Como estão os meus investimentos?", "O que escrevi ontem? E no dia 3 de março?"],
    ["em que me podes ajudar com o meu diário?", "Como foi a minha semana? Como foi março?", "Como estão os meus investimentos?"],
  ])("%s lists that kind's examples only", async (question, shown, hidden) => {
    const answer = await ask(question);
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain(`- ${shown}`);
    expect(answer.text).not.toContain(hidden);
  });

  it.each([
    ["what can I ask about the weather?", "How are my holdings doing?", "What does my lease say about pets?"],
    ["what can you do?", "How are my holdings doing?", "What does my lease say about pets?"],
    ["o que sabes fazer?", "Como estão os meus investimentos?", "O que diz o meu contrato sobre animais?"],
  ])("%s lists everything", async (question, one, other) => {
    const answer = await ask(question);
    expect(answer.text).toContain(`- ${one}`);
    expect(answer.text).toContain(`- ${other}`);
  });
});
