import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions a new person asks of their own documents: a designer in Matosinhos with a partner, a
// cat, a blood test, a car insurance, a payslip, an IRS statement, a gym contract and a trip.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, turn, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });

const passage = (documentId: string, name: string, heading: string, text: string) => ({ documentId, name, title: heading, page: null, heading, text, citation: `[${name}]` });

const gpLetter = passage(
  "gp",
  "gp-visit-letter.txt",
  "",
  [
    "Matosinhos Family Health Unit — Consultation Summary",
    "Patient: Beatriz Almeida Santos",
    "Physician: Dr. Helen Moore",
    "Reason for visit: left knee pain for five months, worse on stairs and after running",
    "Assessment: Dr. Moore said the pain is most likely patellofemoral pain syndrome (runner's knee), not a ligament or meniscus injury.",
    "Plan: Dr. Moore recommended physiotherapy twice a week for six weeks.",
  ].join("\n"),
);
const bloodTest = passage(
  "lab",
  "analises-clinicas.md",
  "Boletim de Análises Clínicas",
  [
    "# Boletim de Análises Clínicas",
    "Utente: Beatriz Almeida Santos",
    "Médico requisitante: Dr. Rui Carvalho (Medicina Geral e Familiar)",
    "## Comentário do médico",
    "O colesterol LDL está acima do recomendado. Recomendo reduzir as gorduras saturadas e repetir o perfil lipídico daqui a três meses.",
  ].join("\n"),
);

describe("what a doctor said, in a letter whose header names the doctor", () => {
  const documents = (name: string) => (name === "search_knowledge_base" ? { passages: [gpLetter, bloodTest], found: "some" } : {});

  it.each([
    ["what did the doctor say about my knee?", "Dr. Moore said the pain is most likely patellofemoral pain syndrome"],
    ["o que disse o médico sobre o joelho?", "Dr. Moore said the pain is most likely patellofemoral pain syndrome"],
    ["what did the doctor say about my cholesterol?", "O colesterol LDL está acima do recomendado."],
    ["o que disse o médico sobre o colesterol?", "O colesterol LDL está acima do recomendado."],
  ])("%s quotes what was said, never the header line naming the doctor", async (question, said) => {
    const text = await answerWith(question, documents);
    expect(text.split("\n").find((line) => line.startsWith("- "))).toContain(said);
    expect(text).not.toMatch(/Physician: Dr\. Helen Moore|Médico requisitante/);
  });

  it.each(["what did Dr. Moore recommend?", "o que recomendou a Dra. Moore?"])("%s quotes the recommendation", async (question) => {
    const text = await answerWith(question, () => ({ passages: [gpLetter], found: "some" }));
    expect(text).toContain("Dr. Moore recommended physiotherapy twice a week");
    expect(text).not.toContain("Physician:");
  });
});

describe("a document named by its file name", () => {
  const gymContract = passage(
    "gym",
    "gym-contract.pdf",
    "",
    "Minimum term: 12 months from the start date.\nCancelling: after the minimum term the member may cancel at any time by giving 30 days\nnotice in writing at reception. Cancelling before the end of\nthe minimum term costs an early termination fee of 60 EUR.",
  );
  const carPolicy = passage("car", "car-insurance-policy.md", "Cancelling", "Either party may cancel with 30 days' written notice; the unused part of the premium is refunded pro rata.");
  const listed = { documents: [{ documentId: "gym", name: "gym-contract.pdf", status: "ready" }, { documentId: "car", name: "car-insurance-policy.md", status: "ready" }] };
  const library = (name: string, args: Record<string, unknown>) =>
    name === "list_documents"
      ? listed
      : name === "search_knowledge_base"
        ? { passages: Array.isArray(args["documentIds"]) ? [gymContract] : [carPolicy, gymContract], found: "some" }
        : {};

  it.each([
    ["what does gym-contract.pdf say about cancelling?", "cancelling"],
    ["o que diz o gym-contract.pdf sobre cancelar?", "cancelar"],
  ])("%s searches that file only, for what is asked of it", async (question, query) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)["query"]])).toEqual([["list_documents", undefined], ["search_knowledge_base", query]]);
    const text = await answerWith(question, library);
    expect(text).toContain("[gym-contract.pdf]");
    expect(text).not.toContain("car-insurance-policy.md");
    // The PDF's line broken inside the sentence is read on into the next.
    expect(text).toContain("by giving 30 days notice in writing at reception.");
  });

  it.each([
    ["what does lease.pdf say about pets?", "You have no document named “lease.pdf”.", "You have 2 documents:"],
    ["o que diz o lease.pdf sobre animais?", "Não tem nenhum documento chamado «lease.pdf».", "Tem 2 documentos:"],
  ])("%s says there is no such file, and which there are", async (question, none, list) => {
    const text = await answerWith(question, library);
    expect(text).toContain(none);
    expect(text).toContain(list);
    expect(text).toContain("gym-contract.pdf");
  });
});

describe("what the user earned", () => {
  it.each([
    ["how much did I earn last year?", { from: "2025-01-01", to: "2025-12-31" }],
    ["quanto ganhei no ano passado?", { from: "2025-01-01", to: "2025-12-31" }],
    ["quanto ganho por mês?", {}],
  ])("%s searches the documents (a payslip, a tax statement) before the portfolio, and the portfolio's income and gain when they say nothing", async (question, period) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    const asked = { role: "user" as const, content: question };
    const { calls: next } = await turn([
      asked,
      { role: "assistant", content: "", toolCalls: calls },
      { role: "tool", toolCallId: calls[0]!.id, name: calls[0]!.name, content: JSON.stringify({ success: true, data: { passages: [], found: "none" }, meta: null }) },
    ]);
    // With a period, the holdings on its eve and its last day too: what sales realised in it.
    const sales = "from" in period ? [["get_holdings", { asOf: "2024-12-31" }], ["get_holdings", { asOf: "2025-12-31" }]] : [];
    expect(next.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([["get_income", period], ...sales, ["get_performance", period]]);
  });

  it.each(["how much did my investments earn last year?", "quanto ganhei com as ações no ano passado?"])("%s stays with the portfolio", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).not.toContain("search_knowledge_base");
  });

  it.each([
    ["how much did I earn last year?", "Rendimento global: 40.550,00 €"],
    ["quanto ganhei no ano passado?", "Rendimento global: 40.550,00 €"],
  ])("%s quotes the tax statement's income", async (question, line) => {
    const statement = passage("irs", "irs-2025.md", "Rendimentos", "## Rendimentos\n- Rendimento bruto da categoria A: 38.400,00 €\n- Rendimento global: 40.550,00 €\n## Liquidação\n- Valor a reembolsar: 806,63 €");
    const text = await answerWith(question, (name) => (name === "search_knowledge_base" ? { passages: [statement], found: "some" } : {}));
    expect(text).toContain(line);
    // The documents answered: the portfolio is not asked.
    expect(text).not.toMatch(/nothing recorded|nada guardado/);
  });

  it.each(["quanto recebi de reembolso do IRS?", "how much is my IRS refund?"])("%s reads IRS as the tax, not a ticker", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toContain("search_knowledge_base");
    expect(calls.map((call) => call.name)).not.toContain("get_income");
  });
});

describe("records a letter, a policy or a test report words in the other language", () => {
  const policy = passage(
    "car",
    "car-insurance-policy.md",
    "Motor Insurance Policy",
    "Policy number: AUTO-55-201984\nPeriod of cover: 1 March 2026 to 28 February 2027\nTravel assistance 24 hours a day: towing up to 150 km, replacement car for up to 7 days.",
  );
  const dental = passage(
    "dent",
    "plano-tratamento.md",
    "Plano de Tratamento",
    "Médica dentista: Dra. Marta Lopes\n| 16 | Coroa em cerâmica (zircónia) | 620,00 € |\nObservações da Dra. Marta Lopes: a coroa no dente 16 deve ser feita nos próximos três meses.",
  );
  const lab = passage("lab", "analises.md", "Bioquímica", "| Glicose (jejum) | 94 | mg/dL | 70 – 100 |\n| Vitamina D (25-OH) | 17 | ng/mL | 30 – 100 |\n| Colesterol LDL | 162 | mg/dL | < 116 |");
  const found = (...passages: ReadonlyArray<ReturnType<typeof passage>>) => (name: string) => (name === "search_knowledge_base" ? { passages, found: "some" } : {});

  it.each([
    ["when does my car insurance expire?", "Period of cover: 1 March 2026 to 28 February 2027"],
    ["quando expira o seguro do carro?", "Period of cover: 1 March 2026 to 28 February 2027"],
  ])("%s quotes the line with the dates of cover", async (question, line) => {
    expect((await answerWith(question, found(policy))).split("\n").find((row) => row.startsWith("- "))).toContain(line);
  });

  it.each([
    ["what did the dentist say about the crown?", "a coroa no dente 16 deve ser feita"],
    ["o que disse a dentista sobre a coroa?", "a coroa no dente 16 deve ser feita"],
  ])("%s quotes what the dentist said of the crown", async (question, line) => {
    const text = await answerWith(question, found(dental));
    expect(text).toContain(line);
    expect(text).not.toContain("Médica dentista: Dra. Marta Lopes");
  });

  it.each([
    ["what is my glucose?", "Glicose (jejum) — 94 — mg/dL — 70 – 100"],
    ["how much vitamin D do I have?", "Vitamina D (25-OH) — 17 — ng/mL — 30 – 100"],
    ["qual é o valor da glicose?", "Glicose (jejum) — 94 — mg/dL — 70 – 100"],
  ])("%s finds the result under its name in the other language", async (question, line) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toContain("search_knowledge_base");
    expect(await answerWith(question, found(lab))).toContain(line);
  });
});

describe("how to make or do something the person's own notes may hold", () => {
  const recipes = passage(
    "rec",
    "caderno-de-receitas.md",
    "Caderno de receitas",
    "## Pão de queijo da avó\nIngredientes: 500 g de polvilho azedo, 250 ml de leite, 2 ovos, 200 g de queijo canastra ralado.\nPreparação: escaldar o polvilho, juntar os ovos e o queijo, levar ao forno a 180 °C durante 25 minutos.\n## Bacalhau à Brás\nIngredientes: 300 g de bacalhau desfiado, 3 cebolas, 200 g de batata palha, 4 ovos.",
  );

  it.each([
    ["how do I make pão de queijo?", "polvilho"],
    ["como se faz o pão de queijo?", "polvilho"],
    ["recipe for bacalhau à Brás", "bacalhau desfiado"],
    ["receita de bacalhau à Brás", "bacalhau desfiado"],
  ])("%s searches the documents and quotes the recipe", async (question, words) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(await answerWith(question, (name) => (name === "search_knowledge_base" ? { passages: [recipes], found: "some" } : {}))).toContain(words);
  });

  it.each([
    ["how do I make lasagna?", "I found nothing about “lasagna” in your documents"],
    ["como se faz lasanha?", "Não encontrei nada sobre «lasanha» nos seus documentos"],
  ])("%s says plainly when no document holds it", async (question, said) => {
    expect(await answerWith(question, (name) => (name === "search_knowledge_base" ? { passages: [], found: "none" } : name === "search_journal" ? { results: [], confidence: "none" } : {}))).toContain(said);
  });
});

describe("a summary of a document named by its words", () => {
  const listed = {
    documents: [
      { documentId: "dent", name: "plano-tratamento-dentario.md", title: "Clínica Dentária Sorriso do Mar — Plano de Tratamento", status: "ready" },
      { documentId: "gp", name: "gp-visit-letter.txt", title: "Matosinhos Family Health Unit — Consultation Summary", status: "ready" },
      { documentId: "trip", name: "travel-itinerary-berlin-lisbon.md", title: "Trip itinerary", status: "ready" },
    ],
  };
  const library = (name: string, args: Record<string, unknown>) =>
    name === "list_documents"
      ? listed
      : name === "get_document_summary"
        ? { documentId: args["documentId"], name: "plano-tratamento-dentario.md", status: "ready", summary: "Duas restaurações e uma coroa no dente 16, 800,00 € no total.", citation: "[plano-tratamento-dentario.md]" }
        : { passages: [], found: "none" };

  it.each(["summarise my dental treatment plan", "resume o plano de tratamento dentário"])("%s gives that document's summary", async (question) => {
    const text = await answerWith(question, library);
    expect(text).toContain("Duas restaurações e uma coroa no dente 16");
  });

  it.each(["summarise what I wrote about the dentist", "resume o que escrevi sobre o dentista"])("%s stays with the journal", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).not.toContain("list_documents");
  });
});

describe("a plan nothing remembered holds, which a booking may", () => {
  const itinerary = passage(
    "trip",
    "travel-itinerary-berlin-lisbon.md",
    "Flights",
    "## Flights\n| Monday 7 December 2026 | TP 533 | Berlin (BER) | Lisbon (LIS) | 17:15 | 19:40 |\n## Wedding\nSofia and Duarte's wedding, Tuesday 8 December 2026 at 16:00, Igreja de São Vicente de Fora.",
  );
  const data = (name: string) =>
    name === "search_memories" ? { memories: [] } : name === "search_knowledge_base" ? { passages: [itinerary], found: "some" } : name === "search_journal" ? { results: [], confidence: "none" } : {};

  it.each([
    ["when is my flight to Lisbon?", "TP 533"],
    ["quando é o meu voo para Lisboa?", "TP 533"],
    ["when is Sofia's wedding?", "Tuesday 8 December 2026 at 16:00"],
    ["quando é o casamento da Sofia?", "Tuesday 8 December 2026 at 16:00"],
  ])("%s reads the documents too", async (question, line) => {
    expect(await answerWith(question, data)).toContain(line);
  });
});

describe("a table's header row names its columns and is no answer", () => {
  const lab = passage(
    "lab",
    "analises.md",
    "Bioquímica",
    "## Bioquímica\n\n| Análise | Resultado | Unidades | Valores de referência |\n|---|---|---|---|\n| Glicose (jejum) | 94 | mg/dL | 70 – 100 |\n| Colesterol total | 238 | mg/dL | < 190 |",
  );
  const trip = passage(
    "trip",
    "itinerary.md",
    "Flights",
    "## Flights\n\n| Date | Flight | From | To | Departs | Arrives |\n|---|---|---|---|---|---|\n| Thursday 3 December 2026 | TP 566 | Porto (OPO) | Berlin (BER) | 06:40 | 10:35 |\n| Monday 7 December 2026 | TP 533 | Berlin (BER) | Lisbon (LIS) | 17:15 | 19:40 |",
  );
  const found = (...passages: ReadonlyArray<ReturnType<typeof passage>>) => (name: string) =>
    name === "search_knowledge_base" ? { passages, found: "some" } : name === "search_memories" ? { memories: [] } : name === "search_journal" ? { results: [], confidence: "none" } : {};

  it.each([
    ["what is the reference range for glucose?", "Glicose (jejum) — Resultado 94 — Unidades mg/dL — Valores de referência 70 – 100"],
    ["qual é o valor de referência da glicose?", "Glicose (jejum) — Resultado 94 — Unidades mg/dL — Valores de referência 70 – 100"],
  ])("%s quotes the row, not the header", async (question, row) => {
    const text = await answerWith(question, found(lab));
    expect(text).toContain(row);
    expect(text).not.toContain("Análise Resultado Unidades");
  });

  it.each([
    ["what time is the flight to Berlin in my itinerary?", "Thursday 3 December 2026 — Flight TP 566 — From Porto (OPO) — To Berlin (BER) — Departs 06:40 — Arrives 10:35"],
    ["a que horas sai o voo para Berlim?", "Thursday 3 December 2026 — Flight TP 566 — From Porto (OPO) — To Berlin (BER) — Departs 06:40 — Arrives 10:35"],
    ["which flights are in my itinerary?", "TP 566"],
    ["que voos estão no meu itinerário?", "TP 566"],
  ])("%s quotes the flight's row", async (question, row) => {
    const text = await answerWith(question, found(trip));
    expect(text).toContain(row);
    expect(text).not.toContain("Date Flight From To");
  });

  it.each([
    ["how big is my tax refund?", "Valor a reembolsar: 806,63 €"],
    ["qual é o valor do reembolso do IRS?", "Valor a reembolsar: 806,63 €"],
  ])("%s finds the refund in the other language", async (question, line) => {
    const statement = passage("irs", "irs-2025.md", "Liquidação", "## Liquidação\n- Coleta líquida (IRS a pagar): 6.105,37 €\n- Retenções na fonte: 6.912,00 €\n- Valor a reembolsar: 806,63 €");
    expect((await answerWith(question, found(statement))).split("\n").find((row) => row.startsWith("- "))).toContain(line);
  });
});

describe("the results of a report outside their reference range", () => {
  const report = passage(
    "lab",
    "analises-clinicas.md",
    "Bioquímica",
    [
      "## Bioquímica",
      "",
      "| Análise | Resultado | Unidades | Valores de referência |",
      "|---|---|---|---|",
      "| Glicose (jejum) | 94 | mg/dL | 70 – 100 |",
      "| Colesterol total | 238 | mg/dL | < 190 |",
      "| Colesterol HDL | 46 | mg/dL | > 45 |",
      "| Triglicéridos | 148 | mg/dL | < 150 |",
      "| Vitamina D (25-OH) | 17 | ng/mL | 30 – 100 |",
      "| Creatinina | 0,78 | mg/dL | 0,50 – 0,90 |",
    ].join("\n"),
  );
  const data = (name: string) => (name === "search_knowledge_base" ? { passages: [report], found: "some" } : {});

  it.each([
    ["which of my blood test results were out of range?", "Colesterol total: 238 mg/dL, above the reference (< 190) [analises-clinicas.md]", "Vitamina D (25-OH): 17 ng/mL, below the reference (30 – 100)"],
    ["quais foram os valores fora do normal nas análises?", "Colesterol total: 238 mg/dL, acima da referência (< 190) [analises-clinicas.md]", "Vitamina D (25-OH): 17 ng/mL, abaixo da referência (30 – 100)"],
  ])("%s lists each result outside its range, and only those", async (question, high, low) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    const text = await answerWith(question, data);
    expect(text).toContain(high);
    expect(text).toContain(low);
    expect(text).not.toMatch(/Glicose|HDL|Triglicéridos|Creatinina/);
  });
});

describe("a time of day asked", () => {
  const itinerary = passage(
    "trip",
    "travel-itinerary-berlin-lisbon.md",
    "Trip itinerary — Berlin conference and Sofia's wedding",
    [
      "# Trip itinerary — Berlin conference and Sofia's wedding",
      "## Flights",
      "",
      "| Date | Flight | From | To | Departs | Arrives |",
      "|---|---|---|---|---|---|",
      "| Thursday 3 December 2026 | TP 566 | Porto (OPO) | Berlin (BER) | 06:40 | 10:35 |",
      "| Monday 7 December 2026 | TP 533 | Berlin (BER) | Lisbon (LIS) | 17:15 | 19:40 |",
      "",
      "Checked bag: 1 × 23 kg on both flights. Seat 14A on TP 566.",
    ].join("\n"),
  );
  const data = (name: string) =>
    name === "search_knowledge_base" ? { passages: [itinerary], found: "some" } : name === "search_memories" ? { memories: [] } : name === "search_journal" ? { results: [], confidence: "none" } : {};

  it.each([
    ["what time does my flight to Berlin leave?", "06:40"],
    ["a que horas sai o voo para Berlim?", "06:40"],
  ])("%s quotes the line with the time", async (question, time) => {
    const first = (await answerWith(question, data)).split("\n").find((line) => line.startsWith("- "));
    expect(first).toContain(time);
  });
});

describe("a passage that shares only the question's framing word", () => {
  const gym = passage("gym", "gym-contract.pdf", "", "Cancelling before the end of the minimum term costs an early termination fee of 60 EUR.");
  const data = (name: string) =>
    name === "search_knowledge_base"
      ? { passages: [gym], found: "some" }
      : name === "search_journal"
        ? { results: [row("2026-02-20", "Mingau vomitou no tapete e tive de o levar ao veterinário. Conta de 85 euros.")], confidence: "high" }
        : {};

  it.each(["how much did the vet cost?", "quanto custou o veterinário?"])("%s is not answered by it: the journal is read", async (question) => {
    const text = await answerWith(question, data);
    expect(text).toContain("2026-02-20: ");
    expect(text).toContain("levar ao veterinário");
    expect(text).not.toContain("termination fee");
  });
});
