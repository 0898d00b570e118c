import type { ModelMessage, ModelToolCall } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { now, timeZone } from "../offline/offlineTestModel.js";

// Questions about one's own records (a doctor's letter, a payslip, a policy, a contract), with every skill and
// tool of the server: the documents are searched first and the line that answers is quoted.

const skills = everySkill;
const { turn: run } = offlineConversation({ skills, now, timeZone });

interface Passage {
  readonly name: string;
  readonly heading: string;
  readonly text: string;
}

/** The answer to `question` when its first calls return these passages (and nothing else). */
const answerFrom = async (question: string, passages: ReadonlyArray<Passage>) => {
  const asked: ModelMessage = { role: "user", content: question };
  const first = await run([asked]);
  const calls: ModelToolCall[] = first.calls;
  expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
  const found = passages.map((passage, index) => ({ documentId: `d${index}`, page: null, title: passage.heading, citation: `[${passage.name}]`, ...passage }));
  return run([
    asked,
    { role: "assistant", content: "", toolCalls: calls },
    ...calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages: found, found: "some" }, meta: null }) })),
  ]);
};

const cardiology: Passage = {
  name: "cardiology-visit.md",
  heading: "Cardiology consultation",
  text: [
    "# Cardiology consultation",
    "Physician: Dr. Helena Marques, cardiologist",
    "## Findings",
    "Blood pressure 138/88 mmHg at rest. The ECG shows normal sinus rhythm.",
    "## Plan",
    "Continue taking lisinopril 10 mg once a day in the morning. Start atorvastatin 20 mg at night because LDL cholesterol is 162 mg/dL. Walk 30 minutes on most days.",
    "The patient reports palpitations after coffee. Reduce caffeine to at most two cups a day. Next appointment in September.",
  ].join("\n"),
};
const payslip: Passage = {
  name: "payslip-october.md",
  heading: "Payslip — October",
  text: [
    "# Payslip — October",
    "Pay period: 1–31 October",
    "Gross salary: 3,200.00 EUR",
    "Income tax (IRS) withheld: 742.00 EUR",
    "Social security (11%): 352.00 EUR",
    "Net pay: 2,260.00 EUR",
    "Holiday days taken this year: 14",
    "Holiday days remaining: 8",
  ].join("\n"),
};
const policy: Passage = {
  name: "seguro-saude.md",
  heading: "Apólice de seguro de saúde",
  text: [
    "# Apólice de seguro de saúde",
    "Número da apólice: 77-4410-2291",
    "Prémio mensal: 38,50 euros, cobrado no dia 1 de cada mês.",
    "## Consultas",
    "As consultas de especialidade têm um copagamento de 15 euros por consulta.",
    "## Dentista",
    "A medicina dentária está coberta com um copagamento de 20 euros por consulta. Os implantes e a ortodontia não estão cobertos.",
    "## Cancelamento",
    "A apólice renova-se automaticamente todos os anos. O titular pode cancelar com 30 dias de antecedência por escrito.",
  ].join("\n"),
};
const gym: Passage = {
  name: "gym-contract.md",
  heading: "Membership agreement",
  text: "# Membership agreement\n## Cancellation\nAfter the minimum term, the membership can be cancelled with one month's written notice.",
};
const doctorsNote: Passage = { name: "gym-contract.md", heading: "Freezing", text: "The membership can be frozen for up to two months a year with a doctor's note." };
const lease: Passage = {
  name: "lease.md",
  heading: "Apartment lease",
  text: "# Apartment lease\n## Rent\nThe monthly rent is 950 euros, due on the 5th day of each month. A late payment fee of 5% applies after 10 days.\n## Termination\nEither party may end the lease with 60 days written notice.",
};

describe("questions about one's own records", () => {
  it.each([
    "what did the cardiologist say?",
    "o que disse o cardiologista?",
    "what medication am I taking?",
    "que medicamentos estou a tomar?",
    "que remédios eu tomo?",
    "qual era o meu colesterol?",
    "how many holiday days do I have left?",
    "quantos dias de férias me restam?",
    "how many vacation days do I get per year?",
    "quanto paguei de impostos?",
    "how much tax did I pay?",
    "qual é o meu salário líquido?",
    "o que diz o meu seguro sobre dentista?",
    "does my insurance cover dental implants?",
    "quanto pago pelo seguro de saúde?",
    "what's the deductible on my health insurance?",
  ])("searches the documents first for %s", async (question) => {
    expect((await run([{ role: "user", content: question }])).calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
  });

  it.each([
    ["what's my net salary?", "Net pay: 2,260.00 EUR", "Gross"],
    ["qual é o meu salário líquido?", "Net pay: 2,260.00 EUR", "Gross"],
    ["how much tax did I pay?", "Income tax (IRS) withheld: 742.00 EUR", "Net pay"],
    ["quanto paguei de impostos?", "Income tax (IRS) withheld: 742.00 EUR", "Social security"],
    ["how many holiday days do I have left?", "Holiday days remaining: 8", "taken"],
    ["quantos dias de férias me restam?", "Holiday days remaining: 8", "taken"],
  ])("quotes the payslip's one line that answers %s", async (question, line, other) => {
    const { text } = await answerFrom(question, [payslip]);
    expect(text).toContain(`${line}`);
    expect(text).not.toContain(other);
  });

  it.each([
    ["what medication am I taking?", "“Continue taking lisinopril 10 mg once a day in the morning. Start atorvastatin 20 mg at night"],
    ["que medicamentos estou a tomar?", "«Continue taking lisinopril 10 mg once a day in the morning. Start atorvastatin 20 mg at night"],
  ])("quotes the prescription for %s, though no word of it says medication", async (question, quoted) => {
    const { text } = await answerFrom(question, [cardiology]);
    expect(text).toContain(quoted);
    expect(text).not.toContain("Walk 30 minutes");
  });

  it("keeps a title with its name ('Dr. Helena Marques') in one line", async () => {
    const { text } = await answerFrom("what's in my documents about the cardiologist?", [cardiology]);
    expect(text).toContain("Physician: Dr. Helena Marques, cardiologist");
  });

  it.each([
    ["how much is my insurance per month?", "Prémio mensal: 38,50 euros"],
    ["quanto pago pelo seguro de saúde?", "Prémio mensal: 38,50 euros"],
    ["o seguro cobre implantes?", "Os implantes e a ortodontia não estão cobertos."],
    ["does my insurance cover dental implants?", "Os implantes e a ortodontia não estão cobertos."],
  ])("quotes the policy's line that answers %s, not its number", async (question, line) => {
    const { text } = await answerFrom(question, [policy]);
    expect(text).toContain(line);
    expect(text).not.toContain("77-4410-2291");
  });

  it.each(["how much notice do I need to give to cancel my insurance?", "com quanto tempo de antecedência posso cancelar o seguro?"])(
    "reads first the passage that holds most of %s",
    async (question) => {
      const { text } = await answerFrom(question, [lease, gym, policy]);
      const first = text.split("\n").find((line) => line.startsWith("- "));
      expect(first).toContain("O titular pode cancelar com 30 dias de antecedência por escrito.");
    },
  );

  it.each([
    // The letter's header names the cardiologist; what she found is said below it.
    ["what did the cardiologist say?", "Blood pressure 138/88 mmHg at rest."],
    ["when is my next appointment?", "Next appointment in September."],
    ["quando é a próxima consulta?", "Next appointment in September."],
    ["o médico disse para eu beber menos café?", "Reduce caffeine to at most two cups a day."],
  ])("reads the passage of the word asked before those of a related word for %s", async (question, line) => {
    const { text } = await answerFrom(question, [doctorsNote, policy, cardiology]);
    const first = text.split("\n").find((row) => row.startsWith("- "));
    expect(first).toContain(line);
  });

  it.each([
    ["how many hours a week do I work?", "O horário é de 40 horas semanais, com teletrabalho dois dias por semana."],
    ["quantas horas por semana trabalho?", "O horário é de 40 horas semanais, com teletrabalho dois dias por semana."],
    ["do I work from home?", "O horário é de 40 horas semanais, com teletrabalho dois dias por semana."],
    ["can I freeze my gym membership?", "frozen for up to two months"],
  ])("quotes the line that answers %s across languages", async (question, line) => {
    const contract: Passage = {
      name: "contrato-trabalho.md",
      heading: "Contrato de trabalho",
      text: "# Contrato de trabalho\n## Férias\nO trabalhador tem direito a 22 dias úteis de férias.\n## Horário\nO horário é de 40 horas semanais, com teletrabalho dois dias por semana. O trabalho noturno é pago com um acréscimo de 25%.",
    };
    const { text } = await answerFrom(question, [contract, doctorsNote]);
    expect(text.split("\n").find((row) => row.startsWith("- "))).toContain(line);
  });

  it.each([
    ["how many hours a week do I work?"],
    ["quantas horas por semana trabalho?"],
    ["posso fazer teletrabalho?"],
    ["can I freeze my gym membership?"],
    ["posso congelar a inscrição no ginásio?"],
    ["when is my next appointment?"],
    ["quando é a próxima consulta?"],
  ])("searches the documents first for what a contract or letter sets: %s", async (question) => {
    expect((await run([{ role: "user", content: question }])).calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
  });

  it.each([
    ["what documents do I have about work?", "work"],
    ["que documentos tenho sobre saúde?", "saúde"],
    ["how much is the copay for a specialist?", "copay specialist"],
  ])("searches for the subject of %s, as said", async (question, query) => {
    const { calls } = await run([{ role: "user", content: question }]);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(JSON.parse(calls[0]!.arguments)["query"]).toBe(query);
  });

  it.each([
    ["e se pagar a renda atrasada?", "A late payment fee of 5% applies after 10 days."],
    ["what happens if I pay the rent late?", "A late payment fee of 5% applies after 10 days."],
    ["quanto pago de renda?", "The monthly rent is 950 euros"],
  ])("quotes the lease's line that answers %s", async (question, line) => {
    const { text } = await answerFrom(question, [lease]);
    expect(text).toContain(line);
    expect(text).not.toContain("60 days");
  });

  it.each([
    ["what's my base salary according to my contract?", "Remuneração base: 3.200 euros brutos por mês."],
    ["qual é o meu salário base segundo o contrato?", "Remuneração base: 3.200 euros brutos por mês."],
  ])("reads first the passage of the kind of document %s names", async (question, line) => {
    const contract: Passage = { name: "contrato-trabalho.md", heading: "Contrato de trabalho", text: "# Contrato de trabalho\nFunções: engenheiro de software\nRemuneração base: 3.200 euros brutos por mês." };
    const { text } = await answerFrom(question, [payslip, contract]);
    expect(text.split("\n").find((row) => row.startsWith("- "))).toContain(line);
  });

  it.each([
    ["can I cancel my insurance?", "O titular pode cancelar com 30 dias de antecedência por escrito."],
    ["posso cancelar o seguro?", "O titular pode cancelar com 30 dias de antecedência por escrito."],
  ])("quotes the line that says it for %s, not another line of its section", async (question, line) => {
    const { text } = await answerFrom(question, [policy]);
    expect(text).toContain(line);
    expect(text).not.toContain("renova-se");
  });

  it.each(["quanto recebi líquido em outubro?", "what is my LDL?", "what was my net pay?"])("searches the documents first for %s", async (question) => {
    expect((await run([{ role: "user", content: question }])).calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
  });

  it.each([
    ["what does my payslip say?", "d1"],
    ["o que diz o meu contrato de arrendamento?", "d0"],
  ])("gives the summary of the document %s names when it asks no more", async (question, id) => {
    const asked: ModelMessage = { role: "user", content: question };
    const first = await run([asked]);
    expect(first.calls.map((call) => call.name)).toEqual(["list_documents"]);
    const documents = [{ documentId: "d0", name: "lease.md", title: "Apartment lease", status: "ready" }, { documentId: "d1", name: "payslip-2026-10.md", title: "Payslip", status: "ready" }];
    const next = await run([
      asked,
      { role: "assistant", content: "", toolCalls: first.calls },
      ...first.calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { documents }, meta: null }) })),
    ]);
    expect(next.calls.map((call) => [call.name, JSON.parse(call.arguments)["documentId"]])).toEqual([["get_document_summary", id]]);
  });

  it.each([
    ["did I travel this year?", "Your journal tells of no trip this year"],
    ["viajei este ano?", "O seu diário não fala de nenhuma viagem este ano"],
  ])("leaves %s to the journal when it finds nothing: documents do not date what happened", async (question, none) => {
    const asked: ModelMessage = { role: "user", content: question };
    const first = await run([asked]);
    // The journal's trips, searched in parts of the year.
    expect(new Set(first.calls.map((call) => call.name))).toEqual(new Set(["search_journal"]));
    const next = await run([
      asked,
      { role: "assistant", content: "", toolCalls: first.calls },
      ...first.calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { results: [], confidence: "none" }, meta: null }) })),
    ]);
    // The journal's own answer that it tells of none, without asking the documents.
    expect(next.calls).toEqual([]);
    expect(next.text).toContain(none);
  });

  it.each(["what medication am I taking?", "que medicamentos estou a tomar?"])("searches the journal when the passages found share no word with %s", async (question) => {
    const asked: ModelMessage = { role: "user", content: question };
    const first = await run([asked]);
    const passages = [{ documentId: "d1", name: "gym.md", page: null, heading: "Fees", title: "Gym", text: "The monthly fee is 45 euros.", citation: "[gym.md]" }];
    const next = await run([
      asked,
      { role: "assistant", content: "", toolCalls: first.calls },
      ...first.calls.map((call) => ({ role: "tool" as const, toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: { passages, found: "some" }, meta: null }) })),
    ]);
    expect(next.calls.map((call) => call.name)).toEqual(["search_journal"]);
  });
});
