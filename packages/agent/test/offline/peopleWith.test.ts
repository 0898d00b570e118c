import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "Who did I play bridge with?", "com quem joguei ténis?": the activity's entries, and the people they say were there.

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });

describe("who the person did an activity with", () => {
  it.each([
    ["who did I play bridge with?", "bridge"],
    ["who do I go climbing with?", "climbing"],
    ["com quem joguei ténis?", "ténis"],
    ["com quem é que costumo correr?", "correr"],
  ])("%s searches the activity (%s), not the verb of doing it", async (question, activity) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("search_journal");
    expect(calls[0]!.args["query"]).toBe(activity);
  });

  it.each([
    ["who did I play bridge with?", "Your entries about “bridge” say you were with Rita", ["Played bridge with Rita and Tomás. Dinner with Joana after.", "Bridge again with Rita."]],
    ["com quem joguei ténis?", "As entradas sobre «ténis» dizem que esteve com Rita", ["Joguei ténis com a Rita e o Tomás. Depois jantei com a Joana.", "Ténis com a Rita."]],
  ])("%s names the people its entries say were there, most entries first", async (question, said, excerpts) => {
    const data = { results: [row("2024-05-02", excerpts[0]!), row("2024-04-20", excerpts[1]!), row("2024-03-01", "A long game of bridge and ténis on Monday.")], confidence: "high" };
    const { text } = await answerWith(question, data);
    expect(text).toContain(said);
    expect(text).toContain("Tomás");
    expect(text).not.toContain("Monday");
    // Only the sentences of the activity: dinner with Joana was another outing.
    expect(text).not.toContain("Joana");
  });

  it.each([
    ["who did I play bridge with?", "name no one"],
    ["com quem joguei ténis?", "não dizem com quem"],
  ])("%s says when the entries name no one", async (question, said) => {
    const { text } = await answerWith(question, { results: [row("2024-05-02", "Played a game in the evening.")], confidence: "high" });
    expect(text).toContain(said);
  });

  it.each(["who do I spend the most time with?", "com quem estive na semana passada?"])("%s still ranks the people of a period", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("rank_names");
  });
});

describe("who the person does an activity with most", () => {
  it.each([
    ["who do I have lunch with most?", "lunch"],
    ["who do I go climbing with most?", "climbing"],
    ["com quem almoço mais?", "almoço"],
    ["com quem é que eu jogo ténis mais vezes?", "ténis"],
    ["which friend do I go climbing with most?", "climbing"],
    ["quem é a amiga com quem mais almoço?", "almoço"],
  ])("%s searches the activity (%s) to count its people, not the whole journal's", async (question, activity) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("search_journal");
    expect(calls[0]!.args["query"]).toBe(activity);
  });

  it.each([
    ["who do I have lunch with most?", "Your entries about “lunch” say you were with Rita"],
    ["com quem almoço mais?", "As entradas sobre «almoço» dizem que esteve com Rita"],
  ])("%s ranks the people of the activity's entries", async (question, said) => {
    const rows = [row("2024-05-02", "Lunch with Rita and Tomás."), row("2024-04-20", "Almocei com a Rita."), row("2024-04-02", "Lunch with Rita at the canteen.")];
    const { text } = await answerWith(question, { results: rows, confidence: "high" });
    expect(text).toContain(said);
    expect(text.indexOf("Rita")).toBeLessThan(text.indexOf("Tomás"));
  });

  it.each([
    ["who do I have lunch with most?", "Dinner with Tomás and Bia."],
    ["com quem almoço mais?", "Jantei com o Tomás e a Bia."],
  ])("%s counts no one of another meal (%s)", async (question, dinner) => {
    const { calls } = await plan(question);
    expect((calls[0]!.args["related"] as string[][]).flat()).not.toContain("jantar");
    const { text } = await answerWith(question, { results: [row("2024-05-02", dinner), row("2024-04-20", "Almocei com a Rita."), row("2024-04-02", "Lunch with Rita.")], confidence: "high" });
    expect(text).toContain("Rita");
    expect(text).not.toContain("Tomás");
  });

  it.each(["who do I spend the most time with?", "com quem falo mais?", "com quem eu saí mais este ano?", "com quem saio mais?", "who did I hang out with the most?"])("%s ranks the whole journal's people", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("rank_names");
  });
});
