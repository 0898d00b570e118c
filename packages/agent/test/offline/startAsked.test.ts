import { localDate, memoryOffNotice } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { generalPhrases } from "../../src/models/offline/general/generalPhrases.js";
import { everySkill, offlineConversation, type OfflineConversationOptions } from "../support/offlineConversation.js";
import { now, timeZone } from "./offlineTestModel.js";

// "How do I start?" answered in a few lines for what the person has (the journal and accounts the request tells,
// the documents list_documents finds), then four or five questions to ask, each one the offline mode answers.

const journalSpan = { first: localDate("2023-01-02"), last: localDate("2024-05-09") };
const oneDocument = { documents: [{ documentId: "d1", name: "lease.pdf", title: "Lease", status: "ready", pages: 3, uploadedAt: "2024-05-01T10:00:00Z", error: null }] };
const noDocuments = { documents: [] };

const person = (has: Partial<Pick<OfflineConversationOptions, "journalSpan" | "accounts">>) => offlineConversation({ skills: everySkill, now, timeZone, accounts: [], ...has });

/** The answer to `question` for a person with this journal and accounts, `list_documents` returning `documents`. */
const startAnswer = async (question: string, documents: Readonly<Record<string, unknown>>, has: Partial<Pick<OfflineConversationOptions, "journalSpan" | "accounts">> = {}) => {
  const conversation = person(has);
  const first = await conversation.ask(question);
  expect(first.calls.map((call) => call.name)).toEqual(["list_documents"]);
  return { text: await conversation.answerWith(question, { list_documents: documents }), conversation };
};

/** The answer's lines before its examples, and the examples (its "- " lines). */
const parts = (text: string) => {
  const [intro = "", list = ""] = text.split("\n\n");
  return { intro: intro.split("\n"), examples: list.split("\n").filter((line) => line.startsWith("- ")).map((line) => line.slice(2)) };
};

/** Each example is planned by some skill (tools called, or memory kept), not answered by the general fallback. */
const expectAnswerable = async (conversation: ReturnType<typeof person>, examples: ReadonlyArray<string>) => {
  const fallbacks = [generalPhrases.en.unknown, generalPhrases.pt.unknown, generalPhrases.en.cannotLookUp, generalPhrases.pt.cannotLookUp];
  for (const example of examples) {
    const { calls, text } = await conversation.ask(example);
    expect(calls.length > 0 || (text !== "" && !fallbacks.some((fallback) => text.startsWith(fallback))), example).toBe(true);
  }
};

describe("how do I start?", () => {
  it("with nothing yet: where to put each kind of data, then things to say that need none", async () => {
    const { text, conversation } = await startAnswer("how do I start?", noDocuments);
    const { intro, examples } = parts(text);
    expect(intro).toHaveLength(2);
    expect(intro[0]).toMatch(/^To start, give LifeOS something of yours: your journal on the Journal page.*Documents page.*Portfolio page/);
    expect(examples).toHaveLength(4);
    expect(examples[0]).toMatch(/^Add to my journal: /);
    expect(text).not.toMatch(/How am I doing|holdings|Which documents/);
    await expectAnswerable(conversation, examples);
  });

  it("with a journal only: says it is there, points at the rest, and asks about the journal", async () => {
    const { text, conversation } = await startAnswer("where do I begin?", noDocuments, { journalSpan });
    const { intro, examples } = parts(text);
    expect(intro).toEqual(["You already have your journal here: ask me about it.", expect.stringMatching(/^To add more: PDFs.*Documents page and your accounts on the Portfolio page/)]);
    expect(examples.slice(0, 3)).toEqual(["How am I doing lately?", "What made me happy last week?", "What did I write yesterday?"]);
    expect(examples.length).toBeGreaterThanOrEqual(4);
    expect(examples.length).toBeLessThanOrEqual(5);
    await expectAnswerable(conversation, examples);
  });

  it("with everything: examples of each kind, five at most, and nothing left to add", async () => {
    const { text, conversation } = await startAnswer("how do I get started?", oneDocument, { journalSpan, accounts: ["Trading 212"] });
    const { intro, examples } = parts(text);
    expect(intro).toEqual(["You already have your journal, documents and your portfolio here: ask me about them."]);
    expect(examples).toHaveLength(5);
    expect(examples).toEqual(expect.arrayContaining(["How am I doing lately?", "Which documents do I have?", "How are my holdings doing?"]));
    await expectAnswerable(conversation, examples);
  });

  it("in Portuguese: documents and a portfolio, without a journal", async () => {
    const { text, conversation } = await startAnswer("por onde começo?", oneDocument, { accounts: ["PPR"] });
    const { intro, examples } = parts(text);
    expect(intro).toEqual(["Já tem aqui documentos e a sua carteira: pergunte-me sobre isso.", expect.stringMatching(/^Para acrescentar: o seu diário na página Diário/)]);
    expect(examples).toEqual(["Que documentos tenho?", "Como estão os meus investimentos?", "O que dizem os meus documentos sobre o seguro?", "Qual foi a rentabilidade da carteira este ano?"]);
    await expectAnswerable(conversation, examples);
  });

  it("in Portuguese with nothing yet, and with no documents tool offered (no call, the same short answer)", async () => {
    const { text } = await startAnswer("como começo?", noDocuments);
    expect(parts(text).intro[0]).toMatch(/^Para começar, dê ao LifeOS alguma coisa sua: o seu diário na página Diário/);
    expect(parts(text).examples[0]).toMatch(/^Anota no meu diário: /);
    const withoutDocuments = offlineConversation({ skills: everySkill, now, timeZone, tools: ["search_journal", "get_current_state", "add_journal_entry"] });
    const direct = await withoutDocuments.ask("o que devo fazer primeiro?");
    expect(direct.calls).toEqual([]);
    expect(parts(direct.text).intro[0]).toMatch(/^Para começar/);
    expect(direct.text.split("\n").length).toBeLessThanOrEqual(8);
  });

  it("suggests nothing to remember while memory is off", async () => {
    const { text } = await startAnswer("how do I start?", noDocuments);
    expect(text).toContain("Remember that my sister is called Ana");
    const conversation = person({});
    const off = await conversation.answerWith("how do I start?", { list_documents: noDocuments }, memoryOffNotice);
    expect(off).not.toMatch(/Remember that|Remind me/);
    expect(parts(off).examples).toEqual(["Add to my journal: went for a run with Tom, felt great", "How do I import my journal?"]);
  });
});
