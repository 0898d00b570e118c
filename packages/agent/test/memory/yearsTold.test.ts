import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Where one lives told with since when ("I've lived in Lisbon since 2015", "vivo no Porto há 10 anos") and a thing's own
// date told by its year ("my passport expires in 2030", "o meu passaporte caduca em 2030") are kept and noted; before,
// nothing was kept (or "Lisboa desde 2015" was kept as the place) and the message searched the journal.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

const lived = [
  ["I've lived in Lisbon since 2015", "Lisbon", "I've lived in Lisbon since 2015", "Noted:", "where do I live?"],
  ["I have been living in Lisbon since 2015", "Lisbon", "I have been living in Lisbon since 2015", "Noted:", "where do I live?"],
  ["I live in Porto since 2019", "Porto", "I live in Porto since 2019", "Noted:", "where do I live?"],
  ["moro em Lisboa desde 2015", "Lisboa", "Moro em Lisboa desde 2015", "Anotado:", "onde moro?"],
  ["vivo no Porto há 10 anos", "Porto", "Vivo no Porto desde 2016", "Anotado:", "onde é que eu vivo?"],
  ["moro em Braga há três anos", "Braga", "Moro em Braga desde 2023", "Anotado:", "onde moro?"],
] as const;

describe("where one lives, told with since when", () => {
  it.each(lived)("%s is kept with the year", (told, place, content) => {
    const [memory, ...rest] = extractOffline({ text: told, sentAt: now, timeZone }).memories;
    expect(rest).toEqual([]);
    expect(memory?.triple).toEqual({ subject: "user", predicate: "lives_in", object: place });
    expect(memory?.content).toBe(content);
  });

  it.each(lived)("%s is noted, not searched in the journal", async (told, place, _content, noted) => {
    const { calls, text } = await ask(told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toContain(noted);
    expect(text).toContain(place);
  });

  it.each(lived)("%s answers where one lives", async (_told, place, content, _noted, question) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(content, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(place);
  });
});

const expiring = [
  ["my passport expires in 2030", "date:passport", "2030", "My passport expires in 2030", "Noted:"],
  ["my car insurance renews in 2028", "date:car insurance", "2028", "My car insurance renews in 2028", "Noted:"],
  ["o meu passaporte caduca em 2030", "date:passaporte", "2030", "O meu passaporte caduca em 2030", "Anotado:"],
  ["a minha carta de condução expira em 2031", "date:carta de conducao", "2031", "A minha carta de condução expira em 2031", "Anotado:"],
] as const;

describe("a thing's own date, told by its year", () => {
  it.each(expiring)("%s is kept as that year", (told, predicate, object, content) => {
    const [memory] = extractOffline({ text: told, sentAt: now, timeZone }).memories;
    expect(memory?.triple).toEqual({ subject: "user", predicate, object });
    expect(memory?.content).toBe(content);
    expect(memory?.occurredPrecision).toBe("year");
  });

  it.each(expiring)("%s is noted, not searched in the journal", async (told, _predicate, _object, content, noted) => {
    const { calls, text } = await ask(told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toContain(noted);
    expect(text).toContain(content.split(" ").at(-1));
  });
});
