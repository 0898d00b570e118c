import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Offline chat writes no journal entries: asked to, it says so and where to add one, in the question's language.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

const english = "Offline chat doesn't write journal entries. To add it, open the Journal page and choose New entry (or Import for a file of entries); once it is saved, I can answer questions about it.";
const portuguese =
  "O chat offline não escreve entradas no diário. Para a acrescentar, abra a página Journal e escolha «New entry» (ou «Import» para um ficheiro de entradas); depois de guardada, posso responder a perguntas sobre ela.";

describe("a request to write in the journal", () => {
  it.each([
    "write a journal entry for today: went for a run by the river and felt great",
    "add to my journal: lunch with Ana",
    "Please log this in my diary: finished the report",
    "new entry: quiet day at home",
  ])("%s is answered plainly, with no tool called", async (request) => {
    expect(await ask(request)).toEqual({ calls: [], text: english });
  });

  it.each(["escreve no diário: fui correr junto ao rio e senti-me ótimo", "acrescenta ao meu diário que almocei com a Ana", "nova entrada: dia calmo em casa"])(
    "%s is answered plainly in Portuguese",
    async (request) => {
      expect(await ask(request)).toEqual({ calls: [], text: portuguese });
    },
  );

  it("leaves questions about what was written to the journal's tools", async () => {
    expect((await ask("what did I write in my journal yesterday?")).calls.map((call) => call.name)).toEqual(["get_entry"]);
    expect((await ask("o que escrevi no diário ontem?")).calls.map((call) => call.name)).toEqual(["get_entry"]);
    expect((await ask("por que não escrevi no diário ontem?")).text).not.toBe(portuguese);
  });
});
