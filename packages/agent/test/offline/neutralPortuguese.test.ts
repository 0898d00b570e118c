import type { ExtractedTask } from "@lifeos/core";
import { attributes } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { countPhrases } from "../../src/journal/offline/compose/countPhrases.js";
import { journalPhrases } from "../../src/journal/offline/journalPhrases.js";
import { knowledgePhrases } from "../../src/knowledge/offline/knowledgePhrases.js";
import { reminderOffer } from "../../src/memory/extraction/reminderOffer.js";
import { spokenBack } from "../../src/memory/extraction/spokenBack.js";
import { generalPhrases } from "../../src/models/offline/general/generalPhrases.js";
import { processingNotice } from "../../src/models/offline/processingNotice.js";
import { promptBanks } from "../../src/reflection/offline/coachOffline.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The Portuguese the offline mode writes reads right in Portugal and in Brazil: the person is spoken to without
// "tu" and its verbs ("tens", "queres", "sabes"), without "si"/"consigo" for "you" (Portugal only) and without
// "você" (Brazil only). The questions keep being understood in either form; only the answers are held to this.

/** A form that reads as one country's only, with what it is; `null` when the text has none. */
const regionalForm = (text: string): string | null => {
  const forms: ReadonlyArray<readonly [RegExp, string]> = [
    [/(?<![\p{L}-])(?:tu|ti|contigo|teu|tua|teus|tuas)(?![\p{L}])/iu, "“tu” and its pronouns"],
    [/(?<![\p{L}-])(?:tens|estás|queres|podes|fazes|sabes|és|vais|consegues|lembras|precisas|disseste|contaste|escreveste|perguntaste|tiveste|foste)(?![\p{L}])/iu, "a verb of “tu”"],
    [/(?<![\p{L}])\p{L}+-te(?![\p{L}-])/u, "a “-te” joined to the verb"],
    [/(?<![\p{L}-])si(?![\p{L}])(?!\s+(?:só|mesm[oa]s?|própri[oa]s?)(?![\p{L}]))/iu, "“si” for “you”"],
    // "não consigo encontrar" is "I cannot"; "consigo" with no verb after it is "with you".
    [/(?<![\p{L}-])consigo(?![\p{L}])(?!\s+(?:mesm[oa]s?(?![\p{L}])|\p{L}+r(?![\p{L}])))/iu, "“consigo” for “with you”"],
    [/(?<![\p{L}-])(?:você|vocês)(?![\p{L}])/iu, "“você”"],
    // Words one country says another way: "ficheiro" (Brazil: "arquivo"), "registo", "registou" (Brazil: "registro",
    // "registrou"), "Definições" (Brazil: "Configurações"), and "está a aprender" (Brazil: "está aprendendo").
    // "falámos", "jantámos" (Brazil: "falamos"), "redes neuronais" (Brazil: "redes neurais").
    [/(?<![\p{L}-])(?:\p{L}+ámos|neuronais)(?![\p{L}])/iu, "a spelling of Portugal's"],
    [/(?<![\p{L}-])ficheiros?(?![\p{L}])/iu, "“ficheiro”"],
    [/(?<![\p{L}-])regist(?:o|os|ou|a|as|am|ar|ado|ada|ados|adas|e|ei|aram)(?![\p{L}])/iu, "a form of “registar”"],
    [/(?<![\p{L}-])registr\p{L}*/iu, "a form of “registrar”"],
    [/(?<![\p{L}-])(?:definições|configurações)(?![\p{L}])/iu, "a name of the settings"],
    // Money words: "conta à ordem", "obrigações", "levantamento", "reforma" (Brazil: "conta corrente", "renda fixa", "saque",
    // "aposentadoria"); "imobiliário" as a noun (Portugal's; "imóveis" reads alike).
    [/(?<![\p{L}-])(?:à ordem|conta corrente|obrigaç(?:ão|ões)|renda fixa|levantamentos?|saques?|reforma|aposentadoria|imobiliário)(?![\p{L}])/iu, "a money word of one country"],
    [/(?<![\p{L}-])(?:está|estão|estava|estavam|esteve|estiveram|estou|estamos|estávamos|anda|andam|ando|andamos|andava|continua|continuam|fica|ficam)(?: (?:sempre|ainda|já))? a \p{L}+r(?![\p{L}])/iu, "“estar a” with an infinitive"],
    // "dar-lho", "sem lhas enviar": a pronoun joined to "lhe" (Brazil says "dar isso a ele", "sem as enviar").
    [/(?<![\p{L}])lh[oa]s?(?![\p{L}])/iu, "“lhe” joined to a pronoun"],
    // "factos", "controlo", "ecrãs", "connosco", "Séneca", "planeie", "tencionamos", "vezes sem conta", "nessa altura"
    // (Brazil: "fatos", "controle", "telas", "conosco", "Sêneca", "planeje", "pretendemos", "inúmeras vezes", "nesse momento").
    [/(?<![\p{L}-])(?:factos?|controlo|ecrãs?|connosco|séneca|planei[eo]s?|tencion\p{L}+|sem conta|(?:nessa|naquela|nesta) altura)(?![\p{L}])/iu, "a word of Portugal's"],
  ];
  for (const [pattern, what] of forms) {
    const found = pattern.exec(text);
    if (found !== null) return `${what}: “${found[0]}” in “${text}”`;
  }
  return null;
};

/** Every sentence a phrase table can give: its strings, and what its functions give for plain arguments. */
const sentencesOf = (table: unknown): ReadonlyArray<string> => {
  if (typeof table === "string") return [table];
  if (typeof table === "function") {
    return [["Ana", "Ana", "Ana"], [2, 2, 2]].flatMap((args) => {
      try {
        return sentencesOf((table as (...values: ReadonlyArray<unknown>) => unknown)(...args));
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(table)) return table.flatMap(sentencesOf);
  if (table !== null && typeof table === "object") return Object.values(table).flatMap(sentencesOf);
  return [];
};

describe("the check itself", () => {
  it.each([
    ["O que sei sobre si:", "“si”"],
    ["Não compro nem vendo por si.", "“si”"],
    ["Ana: não sei ainda qual é a relação consigo.", "“consigo”"],
    ["Tens 3 lembretes.", "a verb of “tu”"],
    ["Queres que guarde isto?", "a verb of “tu”"],
    ["Pergunte «o que sabes fazer?»", "a verb of “tu”"],
    ["Diga «lembra-te de que…»", "“-te”"],
    ["Quer que eu lembre você de ligar?", "“você”"],
    ["Importe os seus ficheiros Markdown.", "“ficheiro”"],
    ["Só calculo a partir do que registou.", "“registar”"],
    ["Não encontrei registos de humor.", "“registar”"],
    ["Passos, pelo que as entradas registam este mês:", "“registar”"],
    ["Nada registrado nesse período.", "“registrar”"],
    ["Escolha um modelo nas Definições.", "settings"],
    ["O que está a aprender:", "“estar a”"],
    ["Conta Poupança (conta à ordem, EUR)", "money word"],
    ["- Obrigações: 20%", "money word"],
    ["O seu maior levantamento:", "money word"],
    ["Descreva a energia e repare se está a tentar agarrá-la", "“estar a”"],
    ["A existência precede a essência: estamos sempre a tornar-nos.", "“estar a”"],
    ["Escreva a escolha que anda a evitar", "“estar a”"],
    ["O que amámos deixa marcas.", "Portugal's"],
    ["Anote se estava na natureza dela dar-lho", "“lhe” joined"],
    ["Escreva para a pessoa, sem lhas enviar", "“lhe” joined"],
    ["O que está sob o seu controlo", "Portugal's"],
    ["à parte dos factos", "Portugal's"],
    ["O que fazia nessa altura", "Portugal's"],
    ["A honestidade connosco", "Portugal's"],
    ["Planeie a manhã de amanhã", "Portugal's"],
  ])("finds %s", (text, what) => {
    expect(regionalForm(text)).toContain(what);
  });

  it.each(["Está a 2 km.", "Não consigo apagar documentos.", "Eis o que consigo encontrar:", "Eis o que cada palavra encontra por si só.", "Lembre-se de alguém.", "O que sei:", "Quer um lembrete?"])("lets %s pass", (text) => {
    expect(regionalForm(text)).toBeNull();
  });
});

describe("the Portuguese the offline mode writes", () => {
  it("in its phrase tables has no form of one country only", () => {
    const learning = attributes.flatMap((attribute) => [attribute.label.pt(null), attribute.label.pt("Ana")]);
    const sentences = [generalPhrases.pt, journalPhrases.pt, countPhrases.pt, knowledgePhrases.pt, learning].flatMap(sentencesOf);
    expect(sentences.length).toBeGreaterThan(50);
    expect(sentences.map(regionalForm).filter((found) => found !== null)).toEqual([]);
    // A trend said in its sentence ("No conjunto, esteve em alta.").
    for (const trend of ["rising", "falling", "steady"]) expect(regionalForm(journalPhrases.pt.trendWas(journalPhrases.pt.trend(trend)))).toBeNull();
  });

  it("in the reflection prompts and their insights has none either", () => {
    const sentences = Object.values(promptBanks).flatMap((bank) => bank.flatMap((prompt) => [prompt.pt, prompt.insight.pt]));
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.map(regionalForm).filter((found) => found !== null)).toEqual([]);
  });

  it("in the notice of data still being processed has none either", () => {
    const view = (source: "journal" | "documents", pending: number) => ({ id: source, name: "search", arguments: {}, success: true, data: {}, error: null, processing: { source, pending, processed: 3, total: 3 + pending } });
    for (const pending of [1, 2]) {
      const notice = processingNotice([view("journal", pending), view("documents", pending)], "pt");
      expect(notice).not.toBeNull();
      expect(regionalForm(notice!)).toBeNull();
    }
  });

  it("in the examples of what it can do has none either", () => {
    const examples = everySkill.flatMap((skill) => skill.help?.pt ?? []);
    expect(examples.length).toBeGreaterThan(10);
    expect(examples.map(regionalForm).filter((found) => found !== null)).toEqual([]);
  });

  it("in a reminder offered and a thing said back has none either", () => {
    const task: ExtractedTask = { memoryIndex: 0, kind: "task", owner: "user", action: "renovar o meu passaporte", topic: null, dueAt: null };
    expect(regionalForm(reminderOffer(task, "pt"))).toBeNull();
    expect(regionalForm(reminderOffer({ ...task, kind: "need", owner: "Susana", topic: "ophthalmologist" }, "pt"))).toBeNull();
    // "comigo" said back would be "consigo" or "com você": the clause stays as the person said it.
    expect(spokenBack("a minha irmã vem jantar comigo", "pt")).toBe("a minha irmã vem jantar comigo");
    expect(spokenBack("a minha irmã mora no Porto", "pt")).toBe("a sua irmã mora no Porto");
  });

  const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T09:00:00Z"), timeZone: "Europe/Lisbon" });
  const memory = (content: string, date: string) => ({ content, date, current: true });
  const holdings = {
    baseCurrency: "EUR",
    totals: { totalValue: 6765, cash: 0, unrealisedGain: 1325, realisedGain: 0 },
    holdings: [{ symbol: "EDP", name: "EDP - Energias de Portugal", quantity: 1100, costBasis: 5440, marketValue: 6765, unrealisedGainPercent: 0.2436, price: 6.15, currency: "EUR", priceDate: "2024-05-09", weight: 1 }],
  };
  const data = (memories: ReadonlyArray<ReturnType<typeof memory>>, reminders: ReadonlyArray<unknown>) => (name: string) =>
    ({
      search_memories: { memories },
      list_reminders: { reminders },
      get_person: { person: { name: "Ana", relationshipToUser: null, aliases: [], gender: "female" }, relationships: [], memories: [] },
      get_holdings: holdings,
      get_health_status: { issues: [] },
      get_accounts: {
        baseCurrency: "EUR",
        accounts: ["SECURITIES", "CASH", "RETIREMENT", "CRYPTO", "OTHER"].map((type, index) => ({ id: `a${index}`, name: `Conta ${index + 1}`, type, currency: "EUR", active: true, value: "1000.00" })),
      },
      get_asset_allocation: {
        baseCurrency: "EUR",
        by: "assetClass",
        slices: ["EQUITY", "BOND", "CASH", "REAL_ESTATE", "COMMODITY", "CRYPTO", "OTHER"].map((key) => ({ key, value: "1000.00", weight: 1 / 7 })),
      },
      list_documents: { documents: [] },
    })[name] ?? {};
  const told = [memory("A minha irmã chama-se Ana", "2024-05-02"), memory("Sou alérgico à penicilina", "2024-05-03")];
  const due = [{ text: "Pagar a renda", dueAt: "2024-05-11T08:00:00.000Z", overdue: false }];

  // Each asked with "tu" and with "você": the question may be either, the answer is neither.
  it.each([
    ["olá", told, due],
    ["oi, tudo bem com você?", told, due],
    ["o que sabes fazer?", told, due],
    ["o que você pode fazer?", told, due],
    ["qual é a capital da Mongólia?", told, due],
    ["escreve um poema sobre o mar", told, due],
    ["preciso de desabafar", told, due],
    ["o que sabes sobre mim?", told, due],
    ["o que você sabe sobre mim?", told, due],
    ["o que sabes sobre mim?", [], []],
    ["consegues lembrar-te de coisas?", told, due],
    ["você guarda o que eu digo?", told, due],
    ["quem é a Ana?", [], []],
    ["tenho alguma alergia?", [memory("A minha irmã Ana é alérgica a amendoins", "2024-05-04")], []],
    ["compra ações por mim?", told, due],
    ["pode vender as minhas ações da EDP?", told, due],
    ["você acha que devo vender a EDP?", told, due],
    ["a minha carteira é arriscada?", told, due],
    ["quais são os meus lembretes?", told, due],
    ["quais são os meus lembretes?", [], []],
    ["lembra-me de pagar a renda na sexta", told, due],
    ["Preciso de renovar o meu passaporte", told, due],
    ["onde ficam os meus dados?", told, due],
    ["como exporto os meus dados?", told, due],
    ["como apago todos os meus dados?", told, due],
    ["como uso um modelo de IA?", told, due],
    ["como importo o meu diário?", told, due],
    ["quanto ganhei no ano passado?", told, due],
    ["o que estou a aprender?", [memory("Estou a aprender espanhol", "2024-05-04")], due],
    ["que contas eu tenho?", told, due],
    ["qual é a distribuição da minha carteira por classe de ativos?", told, due],
    ["tenho obrigações?", told, due],
  ])("answering “%s” has no form of one country only", async (question, memories, reminders) => {
    const answer = await answerWith(question, data(memories, reminders));
    expect(answer).not.toBe("");
    // What the person said is quoted as they said it ("“Estou a aprender espanhol”"): only the answer's own words are held to this.
    expect(regionalForm(answer.replace(/“[^”]*”|«[^»]*»/gu, "…"))).toBeNull();
  });
});
