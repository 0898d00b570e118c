import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Something done on a day said, whatever the verb ("yesterday I had dinner with Marta in Porto", "ontem fui jantar com a
// Marta ao Porto"), was not kept: only a few verbs with nothing after the person were read, so the chat searched the
// journal for it as if asked. It is kept as that day's event, with whom and where, and confirmed.

const now = new Date("2026-12-02T18:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const dayOf = (at: Date | null) => at?.toLocaleDateString("sv-SE", { timeZone }) ?? null;
const unknownPerson = { get_person: { person: null, relationships: [], memories: [] } };

describe("a past event told with its day", () => {
  it.each([
    ["yesterday I had dinner with Marta in Porto", "I had dinner with Marta in Porto (1 December 2026)", "2026-12-01"],
    ["last night I went out with Rui and it was great", "I went out with Rui (1 December 2026)", "2026-12-01"],
    ["this morning I ran with Ana in the park", "I ran with Ana in the park (2 December 2026)", "2026-12-02"],
    ["On Saturday I played tennis with Rui in Braga", "I played tennis with Rui in Braga (28 November 2026)", "2026-11-28"],
    ["ontem fui jantar com a Marta ao Porto", "Fui jantar com a Marta ao Porto (1 de dezembro de 2026)", "2026-12-01"],
    ["ontem jantei com a Marta no Porto", "Jantei com a Marta no Porto (1 de dezembro de 2026)", "2026-12-01"],
    ["hoje almocei com o Rui em Braga, foi ótimo", "Almocei com o Rui em Braga (2 de dezembro de 2026)", "2026-12-02"],
    ["no sábado estive com o Pedro em Braga", "Estive com o Pedro em Braga (28 de novembro de 2026)", "2026-11-28"],
    ["ontem à noite saí com a Joana", "Saí com a Joana (1 de dezembro de 2026)", "2026-12-01"],
    ["esta manhã corri com a Ana no parque", "Corri com a Ana no parque (2 de dezembro de 2026)", "2026-12-02"],
  ])("%s is kept as the event of its day", (text, content, day) => {
    const events = extractOffline({ text, sentAt: now, timeZone }).memories.filter((memory) => memory.type === "event");
    expect(events.map((memory) => [memory.content, dayOf(memory.occurredAt)])).toEqual([[content, day]]);
  });

  it.each([
    ["today I went hiking with my brother João in Gerês, it was amazing", "I went hiking with my brother João in Gerês (2 December 2026)", "João is my brother"],
    ["hoje fui fazer uma caminhada com o meu irmão João no Gerês, foi incrível", "Fui fazer uma caminhada com o meu irmão João no Gerês (2 de dezembro de 2026)", "João é meu irmão"],
  ])("%s keeps both the relation and the event, without how it went", (text, event, relation) => {
    const memories = extractOffline({ text, sentAt: now, timeZone }).memories;
    expect(memories.filter((memory) => memory.type === "event").map((memory) => memory.content)).toEqual([event]);
    expect(memories.filter((memory) => memory.type === "relationship").map((memory) => memory.content)).toEqual([relation]);
  });

  it.each([
    ["yesterday I had dinner with Marta in Porto", "Noted: You had dinner with Marta in Porto (1 December 2026)."],
    ["ontem fui jantar com a Marta ao Porto", "Anotado: Foi jantar com a Marta ao Porto (1 de dezembro de 2026)."],
  ])("%s is confirmed, not searched in the journal", async (text, confirmed) => {
    expect((await ask(text)).calls.map((call) => call.name)).not.toContain("search_journal");
    expect(await answerWith(text, unknownPerson)).toContain(confirmed);
  });

  it.each([
    "did I have dinner with Marta yesterday?",
    "jantei com a Marta ontem?",
    "what did I do yesterday?",
    "tomorrow I have dinner with Marta",
    "amanhã janto com a Marta no Porto",
  ])("%s keeps no event of the day", (text) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).memories.filter((memory) => memory.type === "event")).toEqual([]);
  });
});
