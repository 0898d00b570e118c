import { describe, expect, it } from "vitest";
import { memorySkill } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { portfolioSkill } from "../../src/portfolio/offline/portfolioSkill.js";
import { offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Dates, goals and pets a newcomer tells the assistant, asked back in either language.

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({
  skills: [journalSkill, memorySkill, portfolioSkill],
  tools: ["search_journal", "get_recent_entries", "search_memories", "get_person", "list_reminders", "get_goals", "get_holdings", "get_income"],
  now,
  timeZone,
});

const memory = storedMemory;

describe("a date of one's own", () => {
  it("is noted when told without \"remember that\", in both languages", async () => {
    expect(await ask("my anniversary is on June 14")).toEqual({ calls: [], text: "Noted: Your anniversary is on 14 June." });
    expect((await ask("o meu aniversário de casamento é a 14 de junho")).text).toBe("Anotado: O seu aniversário de casamento é no dia 14 de junho.");
  });

  it("answers when is my anniversary from a fact told in either language, and never as a birthday", async () => {
    const told = systemWith([memory("O meu aniversário de casamento é a 14 de junho", "fact", "2024-05-01"), memory("My birthday is on 3 March", "fact", "2024-04-01")]);
    expect((await ask("When is my anniversary?", told)).text).toBe("On 14 June 2024 (Friday): from what you told me, “O meu aniversário de casamento é a 14 de junho”.");
    expect((await ask("quando é o meu aniversário de casamento?", told)).text).toBe("O seu aniversário de casamento é na sexta-feira, 14 de junho de 2024 (daqui a 35 dias), como me disse.");
    expect((await ask("When is my birthday?", told)).text).toBe("Your birthday is on Monday, 3 March 2025 (in 297 days), as you told me.");
  });
});

describe("goals", () => {
  const told = { search_memories: { memories: [{ content: "My goal is to run a marathon (2024)", date: "2024-05-02", dated: false, type: "goal", current: true }] }, get_goals: { baseCurrency: "EUR", goals: [] } };

  it.each(["What are my goals?", "quais são os meus objetivos?", "Qual é a minha meta?", "what's my new year's resolution?", "show me my goals", "what's my goals?", "mostra as minhas metas", "mostra-me os meus objetivos"])("%s: the goals told, and the portfolio's", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_memories", "get_goals"]);
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject({ type: "goal" });
  });

  it("lists the goals told, then the portfolio's own words for its savings goals", async () => {
    expect(await answerWith("What are my goals?", told)).toBe("The goals you told me:\n- 2024-05-02: My goal is to run a marathon (2024)\n\nNo savings goals are set in the portfolio yet.");
    expect(await answerWith("quais são os meus objetivos?", { search_memories: { memories: [] }, get_goals: told.get_goals })).toBe(
      "Ainda não me contou nenhum objetivo. Diga-me (por exemplo «o meu objetivo este ano é correr uma maratona») e eu guardo.\n\nAinda não há metas de poupança definidas na carteira.",
    );
  });

  it.each(["what goals did I set this year?", "que metas defini este ano?", "am I on track with my goals?", "estou no caminho certo para os meus objetivos?", "como estou com as minhas metas?"])(
    "%s: the goals told, and the portfolio's",
    async (question) => {
      expect((await ask(question)).calls.map((call) => call.name)).toEqual(["search_memories", "get_goals"]);
    },
  );

  it("says it cannot weigh how the goals told are going", async () => {
    expect(await answerWith("am I on track with my goals?", told)).toBe(
      "The goals you told me:\n- 2024-05-02: My goal is to run a marathon (2024)\n\nThe offline mode can't weigh how they are going; your journal may say more.\n\nNo savings goals are set in the portfolio yet.",
    );
    expect(await answerWith("estou no caminho certo para os meus objetivos?", told)).toContain("No modo offline não consigo avaliar como vão; o seu diário pode dizer mais.");
  });

  it("leaves savings goals to the portfolio", async () => {
    expect((await ask("what are my savings goals?")).calls.map((call) => call.name)).toEqual(["get_goals"]);
    expect((await ask("quais são as minhas metas de poupança?")).calls.map((call) => call.name)).toEqual(["get_goals"]);
  });
});

describe("a pet", () => {
  const pickles = { person: { entityId: "e1", name: "Pickles", type: "other", aliases: [], relationshipToUser: "dog", gender: null, mentionCount: 1 }, relationships: [], memories: [] };

  it("is answered as the pet it is, in both languages", async () => {
    expect(await answerWith("quem é o Pickles?", { get_person: pickles })).toBe("O Pickles é o seu cão.");
    expect(await answerWith("who is Pickles?", { get_person: pickles })).toBe("Pickles is your dog.");
  });

  it("is answered from a memory that names it when no entity is known", async () => {
    const data = {
      get_person: { person: null, relationships: [], memories: [] },
      search_journal: { results: [] },
      search_memories: { memories: [{ content: "Pickles hates the vet", date: "2024-05-01", dated: false, type: "fact", current: true }] },
    };
    expect(await answerWith("who is Pickles?", data)).toBe("What you told me about Pickles:\n- 2024-05-01: Pickles hates the vet");
  });
});

describe("a way of eating", () => {
  it("is noted, and answers what the person eats in either language", async () => {
    expect(await ask("I'm vegetarian")).toEqual({ calls: [], text: "Noted: You're vegetarian." });
    const told = systemWith([memory("Sou vegetariana", "fact", "2024-05-01"), memory("I like jazz", "preference", "2024-05-01")]);
    expect((await ask("Do I eat meat?", told)).text).toBe("From what you told me: “Sou vegetariana” (2024-05-01).");
    expect((await ask("am I vegetarian?", told)).text).toBe("From what you told me: “Sou vegetariana” (2024-05-01).");
    expect((await ask("o que é que eu não posso comer?", systemWith([memory("I'm lactose intolerant", "fact", "2024-05-01")]))).text).toBe("Pelo que me contou: “I'm lactose intolerant” (2024-05-01).");
  });

  it("answers what the person can't eat from what they keep away from (\"can't\" read as it is normalised)", async () => {
    expect((await ask("what can't I eat?", systemWith([memory("I don't eat pork", "preference", "2024-05-01")]))).text).toBe("You don't eat pork, as you told me on 2024-05-01.");
  });

  it("answers a favourite asked in the other language", async () => {
    expect((await ask("qual é a minha cor preferida?", systemWith([memory("My favourite colour is blue", "preference", "2024-05-01")]))).text).toBe("Pelo que me contou: “My favourite colour is blue” (2024-05-01).");
  });

  it("says a name ending like a verb back in the second person", async () => {
    expect((await ask("meu chefe se chama Ricardo")).text).toBe("Anotado: O Ricardo é o seu chefe.");
  });
});
