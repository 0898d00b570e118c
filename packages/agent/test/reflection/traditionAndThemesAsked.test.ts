import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "../offline/offlineTestModel.js";

// A tradition's view asked without the word "reflect" ("what would a Buddhist say about my month?"), and what one
// writes about most, which is the journal's themes, not an idea of what to write next.

const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const calls = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);

describe("a tradition's view and the themes written about", () => {
  it.each([
    "what would a buddhist say about my month?",
    "what would a stoic say about my week?",
    "give me the existentialist perspective on my week",
    "o que diria um estoico sobre a minha semana?",
    "qual é a perspetiva budista do meu mês?",
  ])("%s reflects on the period named", async (question) => {
    const made = await calls(question);
    expect(made.map(([name]) => name)).toEqual(["reflect_on_entry"]);
    expect(made[0]![1]["from"]).toBeDefined();
  });

  it.each(["what do I write about most?", "sobre o que escrevo mais?", "o que escrevo mais?", "what themes come up in my journal?", "que temas aparecem no meu diário?"])("%s reads the themes, not writing prompts", async (question) => {
    const made = await calls(question);
    expect(made.map(([name]) => name)).not.toContain("reflect_on_entry");
    expect(made.length).toBeGreaterThan(0);
  });

  it.each(["what should I write about today?", "sobre o que devo escrever?"])("%s still gives writing prompts", async (question) => {
    expect((await calls(question)).map(([name]) => name)).toEqual(["reflect_on_entry"]);
  });
});
