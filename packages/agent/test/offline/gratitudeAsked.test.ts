import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "What am I grateful for?", "pelo que sou grato?": what the entries say after their words of gratitude, the most said first.

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });

const entries = [
  row("2024-05-03", "Long day at work. Grateful for the people around me."),
  row("2024-05-02", "Gratidão: a saúde da mãe. Choveu o dia todo."),
  row("2024-04-20", "Senti gratidão pelas pessoas à minha volta; jantámos fora."),
  row("2024-04-11", "I felt grateful for the people around me today."),
  row("2024-03-01", "Agradeço a saúde da mãe."),
];

describe("what the person is grateful for", () => {
  it.each([
    ["what am I grateful for?", "grato"],
    ["pelo que sou grato?", "thankful"],
    ["o que é que eu agradeço mais?", "gratidão"],
  ])("%s searches the entries that say gratitude in either language (%s)", async (question, other) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("search_journal");
    expect((calls[0]!.args["related"] as string[][])[0]).toContain(other);
  });

  it.each([
    ["what am I grateful for?", "What your entries say you are grateful for", "people around me (pessoas à minha volta): 3 entries, the last on 2024-05-03"],
    ["pelo que sou grata?", "Aquilo por que as entradas dizem que sente gratidão", "saúde da mãe: 2 entradas, a última em 2024-05-02"],
  ])("%s lists the things thanked for, with how many entries", async (question, heading, line) => {
    const { text } = await answerWith(question, { results: entries, confidence: "high" });
    expect(text).toContain(heading);
    expect(text).toContain(line);
    expect(text).toContain("pessoas à minha volta");
    expect(text).not.toContain("Choveu");
  });

  it.each([
    ["what am I grateful for?", "without saying for what"],
    ["pelo que sou grato?", "sem dizer porquê"],
  ])("%s says when the entries name nothing thanked for", async (question, said) => {
    const { text } = await answerWith(question, { results: [row("2024-05-02", "A grateful mood all day.")], confidence: "high" });
    expect(text).toContain(said);
  });

  it.each([
    ["when did I last feel grateful?", "search_journal"],
    ["quantas vezes me senti grato?", "count_mentions"],
  ])("%s asks when or how often, not for a list (%s)", async (question, tool) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe(tool);
    if (tool === "search_journal") expect(calls[0]!.args["recencyBoost"]).toBe(true);
  });
});

describe("the same thing thanked for in each language", () => {
  const bilingual = [
    row("2024-05-06", "Grateful for my family."),
    row("2024-05-05", "Grata pela minha família."),
    row("2024-05-04", "I am thankful for my mother's health."),
    row("2024-05-03", "Gratidão: a saúde da mãe."),
    row("2024-05-02", "Grateful for my mother. Dinner with friends."),
    row("2024-05-01", "Sou grato pelos meus amigos."),
    row("2024-04-30", "Grateful for my friends, again."),
  ];

  it.each([
    ["what am I grateful for?", ["family (família): 2 entries, the last on 2024-05-06", "mother's health (saúde da mãe): 2 entries, the last on 2024-05-04", "friends (amigos): 2 entries, the last on 2024-05-01", "mother: 1 entry"]],
    ["pelo que sou grato?", ["família (family): 2 entradas, a última em 2024-05-06", "saúde da mãe (mother's health): 2 entradas, a última em 2024-05-04", "amigos (friends): 2 entradas, a última em 2024-05-01"]],
    ["pelo que estou grata?", ["família (family): 2 entradas", "saúde da mãe (mother's health): 2 entradas"]],
    ["o que me deixa agradecido?", ["família (family): 2 entradas", "amigos (friends): 2 entradas"]],
  ])("%s: one line for each thing, its sayings in both languages together, the question's first", async (question, lines) => {
    const { text } = await answerWith(question, { results: bilingual, confidence: "high" });
    for (const line of lines) expect(text).toContain(line);
    // Each thing once: the family is not listed again on its own in the other language.
    expect(text.match(/^- (?:family|família)\b/gmu)).toHaveLength(1);
  });
});

describe("gratitude asked of late", () => {
  it.each([["what am I grateful for lately?"], ["pelo que tenho sido grato ultimamente?"]])("%s reads the last 30 days", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("search_journal");
    expect(calls[0]!.args).toMatchObject({ from: "2024-04-11", to: "2024-05-10" });
  });

  it("with no time said, every entry is read", async () => {
    const { calls } = await plan("what am I grateful for?");
    expect(calls[0]!.args["from"]).toBeUndefined();
  });
});
