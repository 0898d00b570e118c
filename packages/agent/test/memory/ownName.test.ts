import { detectLanguage, Predicates } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { extractOffline } from "../../src/memory/extraction/extractOffline.js";
import { detectLanguage as detectExtractionLanguage } from "../../src/memory/extraction/detectLanguage.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// The person's own name: told in many ways, kept as a fact about the person, and asked back in either language.

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "get_recent_entries", "search_memories", "get_person"], now, timeZone });

const extract = (text: string) => extractOffline({ text, sentAt: now, timeZone, language: detectExtractionLanguage(text) });

describe("the person's name, told", () => {
  it.each([
    ["my name is Sofia", "Sofia"],
    ["Hi, my name is Tom", "Tom"],
    ["I'm called Sofia", "Sofia"],
    ["call me Sofi", "Sofi"],
    ["chamo-me Rita", "Rita"],
    ["o meu nome é Sofia", "Sofia"],
    ["podes tratar-me por Sofi", "Sofi"],
    ["pode chamar-me Miguel", "Miguel"],
  ])("%s is a fact about the person, not someone else to ask about", (text, name) => {
    const extraction = extract(text);
    expect(extraction.memories.map((memory) => memory.triple)).toEqual([{ subject: "user", predicate: Predicates.name, object: name }]);
    expect(extraction.unknownPeople).toEqual([]);
    expect(extraction.entities.map((entity) => entity.name)).not.toContain(name);
  });

  it("is noted as the person's name, with what else was said, in both languages", async () => {
    expect(await ask("my name is Sofia and I live in Porto")).toEqual({ calls: [], text: "Noted: Your name is Sofia; you live in Porto." });
    expect(await ask("call me Sofi")).toEqual({ calls: [], text: "Noted: Your name is Sofi." });
    expect(await ask("podes tratar-me por Sofi")).toEqual({ calls: [], text: "Anotado: O seu nome é Sofi." });
    expect((await ask("chamo-me Sofia")).text).toBe("Anotado: O seu nome é Sofia.");
    expect((await ask("chamo-me Sofia e moro no Porto")).text).toBe("Anotado: O seu nome é Sofia; mora no Porto.");
    expect((await ask("my sister is Ana and she lives in Braga")).text).toBe("Noted: Ana is your sister and lives in Braga.");
  });

  it("reads a request to be called by a name as Portuguese", () => {
    expect(detectLanguage("trata-me por Sofia")).toBe("pt");
    expect(detectExtractionLanguage("pode chamar-me Sofia")).toBe("pt");
  });
});

describe("the person's name, asked", () => {
  const told = systemWith([storedMemory("My name is Sofia", "fact", "2024-05-01"), storedMemory("I live in Porto", "fact", "2024-05-01")]);

  it.each(["what's my name?", "do you know my name?", "como me chamo?", "qual é o meu nome?", "sabes o meu nome?"])("%s is answered from what was told", async (question) => {
    const { calls, text } = await ask(question, told);
    expect(calls).toEqual([]);
    expect(text).toMatch(/^(?:Your name is Sofia, as you told me on 2024-05-01|O seu nome é Sofia, como me contou em 2024-05-01)\.$/);
  });

  it("says the name is not known yet, and how to tell it", async () => {
    const none = { search_memories: { memories: [] } };
    expect(await answerWith("what's my name?", none)).toBe("I don't know your name yet. Tell me (\"my name is …\" or \"call me …\") and I'll remember it.");
    expect(await answerWith("como me chamo?", none)).toBe("Ainda não sei o seu nome. Diga-me («chamo-me …» ou «trate-me por …») e eu guardo.");
  });

  it("answers who someone is with the person when that is their own name", async () => {
    expect(await ask("who is Sofia?", told)).toEqual({ calls: [], text: "Sofia is you: you told me “My name is Sofia” (2024-05-01)." });
    expect((await ask("quem é a Sofia?", told)).text).toBe("Sofia é o seu nome: contou-me “My name is Sofia” (2024-05-01).");
    expect((await ask("who is Ana?", told)).calls.map((call) => call.name)).toEqual(["get_person"]);
  });
});
