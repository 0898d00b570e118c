import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// A question asking one of a lease's own terms (when the rent is due or updated, the deposit, subletting) is answered by
// the lease: the documents are searched first, the journal only after them. Said otherwise it is no question of the lease:
// a reminder asked for stays a reminder, a task told is kept, a payment told or asked of the past is the journal's.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const passages = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0])
  .filter((document) => document.fileName.includes("Lease"))
  .flatMap((document) =>
    document.text.split(/\n(?=## )/).map((text) => ({ documentId: document.fileName, name: document.fileName, page: null, heading: (/^#+ (.*)/m.exec(text)?.[1] ?? "").trim(), text, citation: `[${document.fileName}]` })),
  );
const finds = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } };

describe("a lease's own terms are searched in the documents first", () => {
  it.each([
    "when is the rent due?",
    "what day is the rent due?",
    "by when do I have to pay the rent?",
    "how much is the deposit?",
    "when is the rent updated?",
    "até que dia tenho de pagar a renda?",
    "quando vence a renda?",
    "até quando pago a renda?",
    "quanto é a caução?",
    "quando é que a renda é atualizada?",
  ])("%s searches the documents first", async (question) => {
    expect((await ask(question)).calls[0]?.name).toBe("search_knowledge_base");
  });

  it.each([
    ["when is the rent due?", "by the 8th day of each month"],
    ["quando vence a renda?", "by the 8th day of each month"],
    ["how much is the deposit?", "2,300 euros"],
    ["quanto é a caução?", "2,300 euros"],
  ])("%s quotes the lease's clause", async (question, line) => {
    expect(firstQuote(await answerWith(question, finds))).toContain(line);
  });

  it.each([
    "remind me to pay the rent on Friday",
    "can you remind me to pay the rent on the 8th?",
    "lembra-me de pagar a renda na sexta",
    "podes lembrar-me de pagar a renda dia 8?",
    "avisa-me para pagar a renda dia 8",
  ])("%s stays a reminder", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).not.toContain("search_knowledge_base");
  });

  it.each([
    "I paid the rent today",
    "I need to pay the rent on Friday",
    "did I pay the rent last month?",
    "paguei a renda hoje",
    "paguei a caução ao senhorio",
    "preciso de pagar a renda na sexta",
    "tenho de pagar a renda amanhã",
    "paguei a renda em outubro?",
  ])("%s, told or asked of the past, is no question of the lease", async (question) => {
    expect((await ask(question)).calls[0]?.name).not.toBe("search_knowledge_base");
  });
});
