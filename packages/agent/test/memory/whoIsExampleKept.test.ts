import { describe, expect, it } from "vitest";
import type { ToolSpec } from "@lifeos/core";
import { extractOffline, memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { offlineConversation } from "../support/offlineConversation.js";

// Asked about someone only the journal names, the answer offers to remember who they are with an example. The example
// reads right whoever the name is (a word of no gender, no "meu" or "minha" to guess), and said back as it is given, it
// is kept as who that person is.

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const tools: ToolSpec[] = ["search_journal", "search_memories", "get_person"].map((name) => ({ name, description: name, parameters: {} }));
const conversation = offlineConversation({ skills: [journalSkill, memorySkill], tools: tools.map((tool) => tool.name), now, timeZone });
const nobodyKnown = (name: string) => ({
  get_person: { person: null, relationships: [], memories: [] },
  search_journal: { results: [{ date: "2024-04-30", excerpt: `Lunch with ${name} near the office.` }] },
});

describe("the example offered for someone nothing is remembered about", () => {
  it.each([
    ["Tell me about Maria", "Maria", /for example "(?<example>[^"]+)"/u],
    ["Who is João?", "João", /for example "(?<example>[^"]+)"/u],
    ["Quem é a Maria?", "Maria", /por exemplo «(?<example>[^»]+)»/u],
    ["Quem é o João?", "João", /por exemplo «(?<example>[^»]+)»/u],
  ])("%j offers an example that, said back, is kept", async (question, name, example) => {
    const answer = await conversation.answerWith(question, nobodyKnown(name));
    const said = example.exec(answer)?.groups?.["example"];
    expect(said).toContain(name);
    // No possessive that marks a gender the name may not have.
    expect(said).not.toMatch(/\b(?:meu|minha)\b/u);
    const memories = extractOffline({ text: said!, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => [memory.triple?.subject, memory.triple?.predicate, memory.triple?.object])).toEqual([[name, "relationship_to_user", "colleague"]]);
  });
});
