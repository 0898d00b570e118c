import { describe, expect, it } from "vitest";
import { answered, answerFromDocuments, run } from "./knowledgeTestModel.js";

// A flight booking and a laptop's warranty written in English, an employment contract and a prescription in
// Portuguese: the words a person asks with, in either language, find the clause that answers.

const section = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` });
const booking = "Flight booking.md";
const outbound = section(booking, "Outbound", "TP 1354, Lisbon (LIS) to Madeira (FNC), Friday 18 December 2026, departs 08:25, arrives 10:05. Seat 14A.");
const back = section(booking, "Return", "TP 1361, Madeira (FNC) to Lisbon (LIS), Tuesday 29 December 2026, departs 19:40, arrives 21:15. Seat 9C.");
const baggage = section(booking, "Baggage", "One checked bag of up to 23 kg and one cabin bag of up to 8 kg per passenger.");
const paid = section(booking, "Changes", "Changes are allowed up to 24 hours before departure for a fee of 60 EUR. Total paid: 214.36 EUR.");
const extended = section("Laptop warranty.md", "Extended warranty", "An extended warranty of one more year can be bought within 60 days of purchase for 129 EUR.");
const pay = section("Contrato de trabalho.md", "Retribuição", "A retribuição base mensal é de 2.850 euros brutos, paga em 14 prestações.");
const followUp = section("Receita médica.md", "Receita médica", "Não tomar ibuprofeno em jejum. Consulta de controlo marcada para 15 de dezembro de 2026 às 10h30.");

const related = (args: Record<string, unknown>) => ((args["related"] as string[][] | undefined) ?? []).flat();

describe("a booking's, a warranty's and a contract's words across languages", () => {
  it.each([
    ["how much luggage can I take?", "baggage", baggage, "One checked bag"],
    ["quanta bagagem posso levar?", "baggage", baggage, "One checked bag"],
    ["a que horas sai o voo de regresso?", "return", back, "departs 19:40"],
    ["what time is my return flight?", "regresso", back, "departs 19:40"],
    ["quanto paguei pelo voo?", "paid", paid, "Total paid: 214.36 EUR"],
    ["quanto custa a garantia estendida?", "extended", extended, "129 EUR"],
    ["what is my salary?", "retribuição", pay, "2.850 euros brutos"],
    ["when is my follow-up appointment?", "consulta-de-controlo", followUp, "Consulta de controlo marcada"],
  ])("%s searches with the other language's word and quotes the clause", async (asked, word, clause, quoted) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [clause, outbound], found: "some" });
    const search = calls.find((call) => call.name === "search_knowledge_base");
    expect(search).toBeDefined();
    expect(related(search!.args)).toContain(word);
    const first = answer.text.split("\n").find((line) => line.startsWith("- "));
    expect(first).toContain(quoted);
    // No word of the question is reported as one no document mentions.
    expect(answer.text).not.toMatch(/None of your documents mentions|Nenhum dos seus documentos fala/);
  });
});

describe("a trip's booking is asked of the documents first", () => {
  it.each(["a que horas sai o voo de regresso?", "quando sai o meu voo?", "what time does my flight leave?", "what's my booking reference?", "qual é o código da reserva?", "when does the train arrive?"])(
    "%s searches the documents before the journal",
    async (asked) => {
      const { calls } = await run([{ role: "user", content: asked }]);
      expect(calls[0]?.name).toBe("search_knowledge_base");
    },
  );

  it("quotes the luggage allowed, not the price of a change, for an amount of luggage", async () => {
    const whole = section(booking, "Booking confirmation — TAP Air Portugal", [outbound, back, baggage, paid].map((part) => part.text).join("\n\n"));
    for (const asked of ["how much luggage can I take?", "quanta bagagem posso levar?"]) {
      const { answer } = await answerFromDocuments(asked, { passages: [whole], found: "some" });
      expect(answer.text).toContain("One checked bag of up to 23 kg");
      expect(answer.text).not.toContain("Changes are allowed");
    }
  });

  it.each(["como foi a viagem de volta?", "how was the flight back?"])("%s stays the journal's", async (asked) => {
    const { calls } = await run([{ role: "user", content: asked }]);
    expect(calls[0]?.name).not.toBe("search_knowledge_base");
  });
});

describe("an identifier's number is no count", () => {
  it.each(["what's the serial number of my laptop?", "qual é o número de série do meu portátil?", "what is the phone number of the dentist?", "qual é o número da reserva?"])(
    "%s is not counted in the journal",
    async (asked) => {
      const { calls } = await run([{ role: "user", content: asked }]);
      expect(calls.map((call) => call.name)).not.toContain("count_mentions");
    },
  );

  it.each(["how many entries mention the dentist?", "what's the number of times I went climbing?", "qual é o número de vezes que fui ao ginásio?"])("%s is still counted", async (asked) => {
    const { calls } = await run([{ role: "user", content: asked }]);
    expect(calls.map((call) => call.name)).toContain("count_mentions");
  });
});

describe("a word the journal never mentions, asked how often", () => {
  it.each(["how often do I take the amoxicillin?", "de quanto em quanto tempo tomo a amoxicilina?"])("%s then reads the documents", async (asked) => {
    const messages = [{ role: "user" as const, content: asked }];
    const [journal] = (await run(messages)).calls;
    // Counted, or searched when the question reads as no count: either way the journal holds no word of it.
    const none =
      journal!.name === "count_mentions"
        ? { query: journal!.args["query"], from: "2024-12-01", to: "2026-11-30", entries: 636, mentions: 0, days: 0, words: 0, firstDate: null, lastDate: null, recentDates: [], byMonth: [], perWeek: 0, perMonth: 0, truncated: false }
        : { results: [], confidence: "none" };
    const next = await run(answered(messages, journal!, none));
    const search = next.calls.find((call) => call.name === "search_knowledge_base");
    // Searched with the medicine's name as the other language writes it.
    expect(JSON.stringify(search?.args)).toMatch(/\bamoxicilina\b/);
    expect(JSON.stringify(search?.args)).toMatch(/\bamoxicillin\b/);
  });

  it("still says so when a period was asked", async () => {
    const messages = [{ role: "user" as const, content: "how many times did I mention the amoxicillin last month?" }];
    const first = await run(messages);
    const count = first.calls.find((call) => call.name === "count_mentions")!;
    expect(count).toBeDefined();
    const none = { query: count.args["query"], from: "2026-10-01", to: "2026-10-31", entries: 30, mentions: 0, days: 0, words: 0, firstDate: null, lastDate: null, recentDates: [], byMonth: [], perWeek: 0, perMonth: 0, truncated: false };
    const next = await run(answered(messages, count, none));
    expect(next.calls).toEqual([]);
    expect(next.text).toMatch(/amoxicillin/);
  });
});

describe("how long something takes", () => {
  const repairs = section("Sample · Lease.md", "6. Repairs", "The tenant reports a needed repair in writing within 15 days of noticing it.");
  const claim = section("Laptop warranty.md", "How to make a claim", "Call support or open a ticket with the serial number. Repairs take 5 to 10 working days.");
  it.each(["quanto tempo demora uma reparação?", "how long does a repair take?"])("%s quotes the time a repair takes", async (asked) => {
    const { answer } = await answerFromDocuments(asked, { passages: [repairs, claim], found: "some" });
    const first = answer.text.split("\n").find((line) => line.startsWith("- "));
    expect(first).toContain("Repairs take 5 to 10 working days");
    expect(answer.text).not.toMatch(/None of your documents mentions|Nenhum dos seus documentos fala/);
  });
});
