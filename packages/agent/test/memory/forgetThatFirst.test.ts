import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Forget that" as the first words of a conversation has nothing just said to forget: the answer says so plainly and
// how to forget what is remembered, instead of "I won't keep that". After something was said, it is as before.

const { turn, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-30T10:00:00Z"), timeZone: "Europe/Lisbon" });
const none = { search_memories: { memories: [] } };

describe("forget that, with nothing said before", () => {
  it.each([
    ["forget that", /^You haven't told me anything in this conversation yet, so there is nothing just said to forget\. .*Memories page.*“forget that my sister lives in Porto”/],
    ["Forget it.", /^You haven't told me anything in this conversation yet/],
    ["esquece isso", /^Ainda não me disse nada nesta conversa, por isso não há nada dito agora para esquecer\. .*página Memórias.*«esquece que a minha irmã vive no Porto»/],
    ["Esquece isso.", /^Ainda não me disse nada nesta conversa/],
  ])("%s says there is nothing just said, and how to forget a memory", async (question, answer) => {
    expect(await answerWith(question, none)).toMatch(answer);
  });

  it.each([
    ["I moved to Braga", "forget that", "All right, I won't keep that."],
    ["Mudei-me para Braga", "esquece isso", "Está bem, não vou guardar isso."],
  ])("after %j, %s still drops what was just said", async (said, question, answer) => {
    const step = await turn([{ role: "user", content: said }, { role: "assistant", content: "Noted." }, { role: "user", content: question }]);
    expect(step.text).toBe(answer);
  });

  it.each([
    ["forget that my sister lives in Porto", /^All right, I'll forget|^I have nothing remembered that matches/],
    ["esquece que a minha irmã vive no Porto", /^Está bem, vou esquecer|^Não tenho nada guardado que corresponda/],
  ])("the way it suggests, %s, is read as forgetting a memory", async (question, answer) => {
    expect(await answerWith(question, none)).toMatch(answer);
  });
});
