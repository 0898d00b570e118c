import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";
import { visitCancelIn, visitToCancel } from "../../src/memory/offline/visitCancelled.js";

// "Cancel my appointment", "desmarca a minha consulta" named no service: they found none to call off, whatever was
// ahead. With one appointment ahead, that one is called off and named; with several, they are listed and which one is
// asked, and none ends.

// Thursday 3 December 2026, in Lisbon.
const now = new Date("2026-12-03T13:00:00Z");
const timeZone = "Europe/Lisbon";
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const row = (content: string, date: string, type = "appointment") => ({ content, date, dated: true, type, current: true });
const dentist = row("I have a dentist appointment (7 December 2026 at 3 PM)", "2026-12-07");
const physio = row("I have a physio session (10 December 2026 at 10 AM)", "2026-12-10");
const dentista = row("Tenho consulta no dentista (7 de dezembro de 2026 às 15h)", "2026-12-07");
const fisio = row("Tenho sessão de fisioterapia (10 de dezembro de 2026 às 10h)", "2026-12-10");
const past = row("I had a GP appointment (1 December 2026 at 9 AM)", "2026-12-01");

const asked = (said: string, rows: ReadonlyArray<ReturnType<typeof row>>) =>
  answerWith(said, { search_memories: { memories: rows } }, systemWith(rows.slice(0, 1).map((one) => storedMemory(one.content, one.type, one.date))));

describe("an appointment called off with none named", () => {
  it.each([
    ["cancel my appointment", [dentist, past], "Done: I'll take the dentist appointment on Monday 7 December at 3 PM off your agenda."],
    ["please cancel the appointment", [dentist], "Done: I'll take the dentist appointment on Monday 7 December at 3 PM off your agenda."],
    ["desmarca a minha consulta", [dentista], "Feito: vou tirar a consulta no dentista de segunda-feira, 7 de dezembro, às 15h, da sua agenda."],
    ["cancela a consulta", [dentista], "Feito: vou tirar a consulta no dentista de segunda-feira, 7 de dezembro, às 15h, da sua agenda."],
  ])("%s, with one ahead, calls that one off and says which", async (said, rows, answer) => {
    expect(await asked(said, rows)).toBe(answer);
  });

  it.each([
    [
      "cancel my appointment",
      [dentist, physio],
      "You have 2 appointments ahead:\n- the dentist appointment on Monday 7 December at 3 PM\n- the physio session on Thursday 10 December at 10 AM\nWhich one should I cancel? I have cancelled nothing yet.",
    ],
    [
      "desmarca a minha consulta",
      [dentista, fisio],
      "Tem 2 compromissos marcados:\n- a consulta no dentista de segunda-feira, 7 de dezembro, às 15h\n- a sessão de fisioterapia de quinta-feira, 10 de dezembro, às 10h\nQual quer desmarcar? Ainda não desmarquei nada.",
    ],
  ])("%s, with several ahead, lists them and asks which", async (said, rows, answer) => {
    expect(await asked(said, rows)).toBe(answer);
  });

  it.each([
    ["cancel my appointment", [dentist, physio], undefined],
    ["desmarca a minha consulta", [dentista, fisio], undefined],
    ["cancel my appointment", [dentist, past], dentist],
    ["desmarca a minha consulta", [dentista], dentista],
  ])("%s ends the only one ahead, and none of several", (said, rows, ended) => {
    const cancel = visitCancelIn(said, now, timeZone);
    expect(cancel).not.toBeNull();
    expect(visitToCancel(cancel!, rows, "2026-12-03")).toBe(ended);
  });

  it.each([
    ["cancel my appointment", "I know of no appointment you told me about, so there is nothing to cancel; I noted nothing."],
    ["desmarca a minha consulta", "Não tenho nenhuma consulta entre o que me contou, por isso não há nada a desmarcar; não anotei nada."],
  ])("%s, with none ahead, says so", async (said, answer) => {
    expect(await answerWith(said, { search_memories: { memories: [past] } })).toBe(answer);
  });
});
