import { describe, expect, it } from "vitest";
import { after, plan } from "./offlineTestModel.js";

// "what can I do?", "o que eu posso fazer?" right after a feeling told or a mood answer asks what to do about it: the
// suggestions of the current state, not the list of what the offline mode can do. Asked first, it is that list.

describe("what can I do, after a feeling or a mood answer", () => {
  it.each([
    ["I'm stressed about work", "what can I do?"],
    ["I'm feeling sad", "what should I do?"],
    ["how was my mood in november compared to october?", "what can I do?"],
    ["tô estressado com o trabalho", "o que eu posso fazer?"],
    ["estou triste", "o que posso fazer?"],
    ["ando muito cansada", "o que é que posso fazer?"],
    ["como tenho andado?", "e o que eu faço?"],
  ])("%s, then %s: the suggestions", async (feeling, next) => {
    const { calls } = await after(feeling, "…", next);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });

  it.each(["what can I do?", "o que eu posso fazer?", "o que posso fazer?"])("%s asked first: what the offline mode can do", async (question) => {
    const { calls, text } = await plan(question);
    expect(calls).toEqual([]);
    expect(text).toMatch(/deterministic planner|planeador determinístico/);
  });

  it("o que posso fazer? after a question of no feeling: what the offline mode can do", async () => {
    const { calls } = await after("what did I write yesterday?", "…", "o que posso fazer?");
    expect(calls).toEqual([]);
  });
});
