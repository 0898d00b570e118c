import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "who makes me happy?", "quem me stressa?": the people ranked by how the days whose entries name them read, against
// all the entries, said as what went with those days, not as a cause (today is Friday 2024-05-10).

describe("the people asked by a mood", () => {
  it.each([
    ["who makes me happy?", { metric: "happiness" }],
    ["who am I happiest with?", { metric: "happiness" }],
    ["which friends cheer me up?", { metric: "happiness" }],
    ["who stresses me out?", { metric: "stress" }],
    ["who upsets me?", { metric: "happiness", lowest: true }],
    ["who drains me?", { metric: "energy", lowest: true }],
    ["who makes me feel calm?", { metric: "stress", lowest: true }],
    ["quem me faz feliz?", { metric: "happiness" }],
    ["com quem me sinto melhor?", { metric: "happiness" }],
    ["que pessoas me animam?", { metric: "happiness" }],
    ["quem me stressa?", { metric: "stress" }],
    ["quem me deixa triste?", { metric: "happiness", lowest: true }],
    ["quem me cansa mais?", { metric: "energy", lowest: true }],
  ])("%s ranks the people by that mood", async (question, args) => {
    const { calls } = await plan(question);
    expect(calls[0]).toEqual(expect.objectContaining({ name: "rank_names", args: { kind: "person", ...args } }));
  });

  it.each([
    ["who made me happiest this year?", { from: "2024-01-01", to: "2024-05-10" }],
    ["quem me deixou mais feliz em abril?", { from: "2024-04-01", to: "2024-04-30" }],
  ])("%s keeps the period said", async (question, period) => {
    const { calls } = await plan(question);
    expect(calls[0]?.args).toMatchObject({ kind: "person", metric: "happiness", ...period });
  });

  it.each([["who makes dinner on Sundays?"], ["who is Ana?"], ["what makes me happy?"], ["o que me faz feliz?"], ["who do I see most?"]])("%s is not asked of the people's moods", async (question) => {
    const { calls } = await plan(question);
    expect(calls.some((call) => call.name === "rank_names" && call.args["metric"] !== undefined)).toBe(false);
  });

  const ranked = {
    kind: "person",
    from: "2023-05-12",
    to: "2024-05-10",
    entries: 120,
    metric: "happiness",
    overall: 59.2,
    names: [
      { name: "Ana", entries: 14, lastDate: "2024-05-02", recentDates: [], average: 81.4 },
      { name: "Tom", entries: 30, lastDate: "2024-05-09", recentDates: [], average: 60 },
    ],
  };

  it("answers with each person's average against all the entries, and says it is no cause", async () => {
    const { text } = await answerWith("who makes me happy?", ranked);
    expect(text).toBe(
      "The people whose days read happiest from 2023-05-12 to 2024-05-10, by the happiness of the entries that name them (all your entries: 59/100):\n" +
        "- Ana: 81/100 over 14 entries\n\nThis is how those days read in your entries, not proof of what made them so.",
    );
  });

  it("answers in Portuguese, the low end named as asked", async () => {
    const { text } = await answerWith("quem me stressa?", { ...ranked, metric: "stress", overall: 35 });
    expect(text).toMatch(/^As pessoas com quem os dias parecem com mais stress de 2023-05-12 a 2024-05-10, pelo stress das entradas que as nomeiam \(todas as entradas: 35\/100\):/);
    expect(text).toContain("- Ana: 81/100 em 14 entradas");
    expect(text).toContain("- Tom: 60/100 em 30 entradas");
    expect(text).toContain("não prova do que os tornou assim");
  });

  it.each([
    ["who makes me happy?", /^No one is named in enough entries with a mood reading .* each person needs at least 3\.$/],
    ["quem me faz feliz?", /^Ninguém é nomeado em entradas suficientes .* pelo menos 3\.$/],
  ])("%s says plainly when no one is named often enough", async (question, expected) => {
    expect((await answerWith(question, { ...ranked, names: [], overall: 59.2 })).text).toMatch(expected);
  });

  it.each([
    ["who makes me happy?", /^Your journal has no entries yet\./],
    ["quem me faz feliz?", /^O seu diário ainda não tem entradas\./],
  ])("%s says how to start a journal when there is none", async (question, expected) => {
    expect((await answerWith(question, { kind: "person", from: null, to: null, entries: 0, names: [], metric: "happiness", overall: null })).text).toMatch(expected);
  });

  it.each([
    ["who makes me happy?", /^No one stands out from 2023-05-12 to 2024-05-10: the days your entries name each person read within a few points of all your entries \(60\/100\)\.$/],
    ["quem me faz feliz?", /^Ninguém se destaca de 2023-05-12 a 2024-05-10: os dias em que as entradas nomeiam cada pessoa ficam a poucos pontos de todas as entradas \(60\/100\)\.$/],
    ["who upsets me?", /^No one stands out /],
  ])("%s says no one stands out when every person's days read about as all the entries", async (question, expected) => {
    const close = { ...ranked, overall: 60, names: [{ ...ranked.names[0], average: 62 }, { ...ranked.names[1], average: 58.5 }] };
    expect((await answerWith(question, question.includes("upsets") ? { ...close, lowest: true } : close)).text).toMatch(expected);
  });
});
