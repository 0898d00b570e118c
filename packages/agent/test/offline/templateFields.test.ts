import { JournalEntryRepository, localDate } from "@lifeos/core";
import { journalTools } from "@lifeos/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineChat } from "../support/offlineChat.js";

// A journal kept with a template ("Sono: 6h", "Sleep: 7.5h", "Passos: 8.000", "Treino: sim"): how much the person
// sleeps or walks is what those fields record over the period asked, averaged, with their lowest and highest days and
// the latest readings, in either language, rather than a search for the word.

let chat: Awaited<ReturnType<typeof offlineChat>>;
/** November 2024 up to the 28th (today is the 29th): sleep rising from 5h to 7.7h, steps, training every other day. */
const days = Array.from({ length: 28 }, (_, index) => ({ date: `2024-11-${String(index + 1).padStart(2, "0")}`, index }));
beforeAll(async () => {
  chat = await offlineChat(journalTools);
  await chat.runtime.runPromise(
    JournalEntryRepository.use((entries) =>
      entries.createMany(
        chat.userId,
        days.map(({ date, index }) => ({
          date: localDate(date),
          content: `Sono: ${5 + index / 10}h\nHumor: ${6 + (index % 3)}/10\nPassos: ${7 + (index % 3)}.000\nTreino: ${index % 2 === 0 ? "sim" : "não"}\nDia de trabalho; ao fim da tarde fui ao parque.`,
          contentHash: `h${index}`,
        })),
      ),
    ),
  );
}, 60_000);
afterAll(() => chat.dispose());

const sleptInProse = async (question: string) => {
  const prose = await offlineChat(journalTools);
  try {
    await prose.runtime.runPromise(
      JournalEntryRepository.use((entries) => entries.create(prose.userId, { date: localDate("2024-11-20"), content: "Slept badly again, woke up at 4. Dormi mal outra vez.", contentHash: "p" })),
    );
    return await prose.answer(question);
  } finally {
    await prose.dispose();
  }
};

describe("measures a template's fields record", () => {
  it.each([
    ["how much do I sleep?", /\nSono, as your entries record it .*\(28 entries\): on average 6\.35 h, lowest 5 h on 2024-11-01, highest 7\.7 h on 2024-11-28\. It went up over the period\.\nLatest:\n- 2024-11-28: 7\.7 h/],
    ["quanto tenho dormido?", /\nSono, pelo que as entradas indicam .*\(28 entradas\): em média 6,35 h, o mínimo 5 h em 2024-11-01, o máximo 7,7 h em 2024-11-28\. Subiu ao longo do período\./],
    ["how did I sleep last week?", /\nSono, as your entries record it last week \(2024-11-18 to 2024-11-24\) \(7 entries\): on average 7 h, lowest 6\.7 h on 2024-11-18, highest 7\.3 h on 2024-11-24\./],
    ["como dormi na semana passada?", /\nSono, pelo que as entradas indicam na semana passada \(2024-11-18 a 2024-11-24\) \(7 entradas\): em média 7 h/],
    ["média de passos este mês", /\nPassos, pelo que as entradas indicam este mês \(2024-11-01 a 2024-11-29\) \(28 entradas\): em média 7964,29, o mínimo 7000 em 2024-11-01, o máximo 9000 em 2024-11-03\./],
    ["what are my average steps this month?", /\nPassos, as your entries record it this month \(2024-11-01 to 2024-11-29\) \(28 entries\): on average 7964\.29/],
  ])("%s", async (question, answer) => {
    const said = await chat.answer(question);
    expect(said).toMatch(answer);
  });
});

describe("without template fields", () => {
  // The entry is not indexed for search here: the answer is the search's, over the week asked.
  it.each([
    ["how did I sleep last week?", "about “sleep” in your journal last week (2024-11-18 to 2024-11-24)"],
    ["como dormi na semana passada?", "sobre «sono» no diário na semana passada (2024-11-18 a 2024-11-24)"],
  ])("%s searches the entries as before", async (question, searched) => {
    const said = await sleptInProse(question);
    expect(said).not.toMatch(/as your entries record it|pelo que as entradas indicam/);
    expect(said).toContain(searched);
  });
});
