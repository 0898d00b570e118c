import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { daysBetweenSkill } from "../../src/chat/offline/daysBetweenSkill.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import { journalToolNames, timeZone } from "./offlineTestModel.js";

const model = OfflineLanguageModel.make({ skills: [journalSkill, daysBetweenSkill] });
const tools = journalToolNames.map((name) => ({ name, description: name, parameters: {} }));

/** The first turn's calls and text for `question`, asked on `today` (noon in Lisbon). */
const ask = async (question: string, today = "2026-11-30") => {
  const parts = Array.from(
    await Effect.runPromise(Stream.runCollect(model.stream({ system: "", messages: [{ role: "user", content: question }], tools, now: new Date(`${today}T12:00:00Z`), timeZone }))),
  );
  return {
    calls: parts.flatMap((part) => (part.type === "toolCall" ? [part.call.name] : [])),
    text: parts.flatMap((part) => (part.type === "textDelta" ? [part.delta] : [])).join(""),
  };
};

describe("days until or since a day, counted from today", () => {
  it.each([
    ["how many days until christmas?", "25 days until 2026-12-25 (Friday)."],
    ["How long until Christmas?", "25 days until 2026-12-25 (Friday)."],
    ["how many days until March 3rd?", "93 days until 2027-03-03 (Wednesday)."],
    ["how many weeks until new year's day?", "4 weeks and 4 days (32 days) until 2027-01-01 (Friday)."],
    ["how many days until new year?", "32 days until 2027-01-01 (Friday)."],
    ["how many days until the new year?", "32 days until 2027-01-01 (Friday)."],
    ["how many days since new year?", "It has been 333 days since 2026-01-01 (Thursday)."],
    ["quantos dias faltam para o ano novo?", "Faltam 32 dias para 2027-01-01 (sexta-feira)."],
    ["how many days since January 1st?", "It has been 333 days since 2026-01-01 (Thursday)."],
    ["quantos dias faltam para o natal?", "Faltam 25 dias para 2026-12-25 (sexta-feira)."],
    ["Quanto tempo falta até 3 de março?", "Faltam 93 dias para 2027-03-03 (quarta-feira)."],
    ["faltam quantos dias pro natal?", "Faltam 25 dias para 2026-12-25 (sexta-feira)."],
    ["quanto falta para o Natal?", "Faltam 25 dias para 2026-12-25 (sexta-feira)."],
    ["quanto é que falta pro Natal?", "Faltam 25 dias para 2026-12-25 (sexta-feira)."],
    ["quantos dias passaram desde 1 de janeiro?", "Passaram 333 dias desde 2026-01-01 (quinta-feira)."],
    ["há quantos dias foi o natal?", "Passaram 340 dias desde 2025-12-25 (quinta-feira)."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([
    ["how many days until christmas?", "2026-12-24", "1 day until 2026-12-25 (Friday)."],
    ["quantos dias faltam para o natal?", "2026-12-24", "Falta 1 dia para 2026-12-25 (sexta-feira)."],
    ["how many days until christmas?", "2026-12-25", "That is today: 2026-12-25 (Friday)."],
    ["how many days until christmas?", "2026-12-26", "364 days until 2027-12-25 (Saturday)."],
  ])("%s on %s", async (question, today, answer) => {
    expect((await ask(question, today)).text).toBe(answer);
  });

  // 2026-11-30 is a Monday: a weekday's next one, its name written with or without its accents, alone or with "-feira".
  it.each([
    ["quantos dias até sábado?", "Faltam 5 dias para 2026-12-05 (sábado)."],
    ["quantos dias ate sabado?", "Faltam 5 dias para 2026-12-05 (sábado)."],
    ["quantos dias faltam para o próximo sábado?", "Faltam 5 dias para 2026-12-05 (sábado)."],
    ["quantos dias faltam para terça?", "Falta 1 dia para 2026-12-01 (terça-feira)."],
    ["quantos dias faltam para terca-feira?", "Falta 1 dia para 2026-12-01 (terça-feira)."],
    ["quantos dias faltam pra sexta?", "Faltam 4 dias para 2026-12-04 (sexta-feira)."],
    ["how many days until saturday?", "5 days until 2026-12-05 (Saturday)."],
    ["how many days until Friday?", "4 days until 2026-12-04 (Friday)."],
  ])("%s (a weekday)", async (question, answer) => {
    expect((await ask(question)).text).toBe(answer);
  });

  it.each(["how many days since I last went climbing?", "quantos dias desde a última vez que fui correr?", "how many days did I run in March?", "how many days until my birthday?"])(
    "leaves %j to the other skills",
    async (question) => {
      const { text } = await ask(question);
      expect(text).not.toMatch(/ until \d{4}-|Faltam \d+ dias para|It has been \d+ days since|Passaram \d+ dias desde/);
    },
  );
});

describe("the weekday of a day", () => {
  it.each([
    ["what day of the week was 3 March 2025?", "2025-03-03 was a Monday."],
    ["what day is Christmas?", "2026-12-25 is a Friday."],
    ["which weekday is 1 May?", "2027-05-01 is a Saturday."],
    ["what day of the week is 5 December?", "2026-12-05 is a Saturday."],
    ["que dia da semana foi 3 de março de 2025?", "2025-03-03 foi uma segunda-feira."],
    ["em que dia da semana calha o Natal?", "2026-12-25 é uma sexta-feira."],
    ["o dia 6 de dezembro é que dia da semana?", "2026-12-06 é um domingo."],
    ["1 de janeiro de 2026 foi que dia da semana?", "2026-01-01 foi uma quinta-feira."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each(["what day was my happiest this month?", "what did I do on 3 March 2025?", "how was Christmas?"])("%s stays the journal's", async (question) => {
    const { calls } = await ask(question);
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe("days between two days", () => {
  it.each([
    ["how many days between 1 March 2024 and today?", "There are 1004 days between 2024-03-01 (Friday) and 2026-11-30 (Monday)."],
    ["how many days are there between March 1 2024 and March 1 2025?", "There are 365 days between 2024-03-01 (Friday) and 2025-03-01 (Saturday)."],
    ["how many weeks from 2026-01-05 to 2026-03-02?", "There are 8 weeks (56 days) between 2026-01-05 (Monday) and 2026-03-02 (Monday)."],
    ["quantos dias há entre 1 de março de 2024 e hoje?", "Há 1004 dias entre 2024-03-01 (sexta-feira) e 2026-11-30 (segunda-feira)."],
    ["quantos dias vão de 2026-01-05 a 2026-03-02?", "Há 56 dias entre 2026-01-05 (segunda-feira) e 2026-03-02 (segunda-feira)."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  it.each([["how many days between my dentist visits in March and May?"], ["quantos dias entre as corridas de março e maio?"]])("%s is no span of two days", async (question) => {
    const { text } = await ask(question);
    expect(text).not.toMatch(/^There are|^Há \d/);
  });
});
