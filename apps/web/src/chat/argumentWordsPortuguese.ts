import { hidden, type ArgumentTableLike } from "./argumentTable.js";
import type { englishArgumentWords } from "./argumentWordsEnglish.js";

const period = (value: Readonly<Record<string, unknown>>): string =>
  [value["from"], value["to"]].filter((date) => typeof date === "string" && date !== "").join(" a ");

/** Each unit of a repetition: "todas as semanas" when every one, "de 2 em 2 semanas" when every few. */
const unitWords: Readonly<Record<string, { readonly every: string; readonly plural: string }>> = {
  day: { every: "todos os dias", plural: "dias" },
  week: { every: "todas as semanas", plural: "semanas" },
  month: { every: "todos os meses", plural: "meses" },
  year: { every: "todos os anos", plural: "anos" },
};
const recurrence = (value: Readonly<Record<string, unknown>>): string => {
  const unit = unitWords[String(value["unit"])];
  const every = Number(value["every"]);
  if (unit === undefined) return String(value["unit"] ?? "");
  return every > 1 ? `de ${every} em ${every} ${unit.plural}` : unit.every;
};

const activityTypes: Readonly<Record<string, string>> = {
  BUY: "compra",
  SELL: "venda",
  DIVIDEND: "dividendo",
  INTEREST: "juros",
  DEPOSIT: "depósito",
  WITHDRAWAL: "retirada",
  TRANSFER_IN: "transferência recebida",
  TRANSFER_OUT: "transferência enviada",
  FEE: "comissão",
  TAX: "imposto",
  SPLIT: "desdobramento",
};

const memoryTypes: Readonly<Record<string, string>> = {
  fact: "informação",
  preference: "preferência",
  event: "acontecimento",
  relationship: "relação",
  appointment: "compromisso",
  task: "tarefa",
  goal: "objetivo",
  other: "outro",
};

const lifeAreas: Readonly<Record<string, string>> = { work: "trabalho", personal: "pessoal", family: "família", health: "saúde", other: "outra" };

const reportPeriods: Readonly<Record<string, string>> = {
  "1M": "último mês",
  "3M": "últimos 3 meses",
  "6M": "últimos 6 meses",
  YTD: "este ano até agora",
  "1Y": "últimos 12 meses",
  "3Y": "últimos 3 anos",
  "5Y": "últimos 5 anos",
  ALL: "desde sempre",
};

/** The words of every tool argument in European Portuguese: the English table's arguments, each in Portuguese. */
export const portugueseArgumentWords: ArgumentTableLike<typeof englishArgumentWords> = {
  yes: "sim",
  no: "não",
  more: (count) => `e mais ${count}`,
  shared: {
    query: { label: "pesquisa" },
    from: { label: "de" },
    to: { label: "até" },
    date: { label: "data" },
    before: { label: "antes de" },
    after: { label: "depois de" },
    limit: { label: "no máximo" },
    count: { label: "quantas" },
    topK: { label: "no máximo" },
    recencyBoost: { label: "mais recentes primeiro", whenTrue: "mais recentes primeiro" },
    related: { label: "também" },
    near: { label: "palavras juntas", whenTrue: "palavras juntas" },
    wholeNames: { label: "nomes inteiros" },
    sentences: { label: "com frases", whenTrue: "com frases" },
    metric: { label: "medida", values: { happiness: "felicidade", stress: "stress", energy: "energia", valence: "humor geral" } },
    days: { label: "últimos dias" },
    language: { label: "língua", values: { en: "inglês", pt: "português" } },
    month: { label: "mês" },
    year: { label: "ano" },
    account: { label: "conta" },
    symbol: { label: "ativo" },
    period: { label: "período", values: reportPeriods },
    id: hidden,
    cursor: hidden,
    memoryId: hidden,
    reminderId: hidden,
    documentId: hidden,
  },
  byTool: {
    get_recent_entries: {
      sort: {
        label: "ordem",
        values: {
          newest: "mais recentes primeiro",
          oldest: "mais antigas primeiro",
          happiest: "mais felizes primeiro",
          unhappiest: "menos felizes primeiro",
          most_stressed: "mais stressadas primeiro",
          calmest: "mais calmas primeiro",
          most_energetic: "com mais energia primeiro",
          most_tired: "mais cansadas primeiro",
        },
      },
    },
    compare_time_periods: { first: { label: "primeiro período", phrase: period }, second: { label: "segundo período", phrase: period } },
    count_mentions: {
      query: { label: "menções de" },
      on: {
        label: "só às",
        values: {
          weekends: "fins de semana",
          weekdays: "dias úteis",
          mondays: "segundas-feiras",
          tuesdays: "terças-feiras",
          wednesdays: "quartas-feiras",
          thursdays: "quintas-feiras",
          fridays: "sextas-feiras",
          saturdays: "sábados",
          sundays: "domingos",
        },
      },
    },
    add_journal_entry: { content: { label: "texto" } },
    rank_names: { kind: { label: "quem ou onde", values: { person: "pessoas", place: "lugares" } }, lowest: { label: "do mais baixo", whenTrue: "do mais baixo" } },
    get_holdings: { asOf: { label: "em" }, byAccount: { label: "por conta", whenTrue: "por conta" } },
    search_activities: { types: { label: "tipos", values: activityTypes } },
    get_cash_balances: { currency: { label: "na moeda" } },
    get_exchange_rates: { base: { label: "moeda" }, quote: { label: "em" }, amount: { label: "montante" } },
    get_performance: { by: { label: "por", values: { month: "mês" } } },
    get_asset_allocation: {
      by: { label: "agrupado por", values: { assetClass: "classe de ativo", instrument: "tipo de instrumento", sector: "setor", region: "região", currency: "moeda", account: "conta" } },
    },
    import_csv: { csv: hidden },
    record_activity: {
      type: { label: "tipo", values: activityTypes },
      quantity: { label: "quantidade" },
      unitPrice: { label: "preço" },
      amount: { label: "montante" },
      fee: { label: "comissão" },
      currency: { label: "moeda" },
      note: { label: "nota" },
    },
    record_activities: { activities: { label: "movimentos" } },
    search_knowledge_base: { documentIds: { label: "documentos" }, minSimilarity: { label: "pelo menos tão próximo" } },
    list_documents: {
      status: { label: "estado", values: { queued: "em espera", parsing: "em leitura", embedding: "em indexação", ready: "pronto", failed: "falhou" } },
      sort: { label: "ordem", values: { newest: "mais recentes primeiro", oldest: "mais antigos primeiro" } },
    },
    search_memories: {
      timeframe: { label: "quando", values: { recent: "recentemente", last_week: "na semana passada", last_month: "no mês passado", all: "em qualquer altura" } },
      context: { label: "área da vida", values: lifeAreas },
      type: { label: "tipo", values: memoryTypes },
      toldFrom: { label: "contado desde" },
      toldTo: { label: "contado até" },
      includeHistory: { label: "com versões anteriores", whenTrue: "com versões anteriores" },
    },
    get_person: { name: { label: "pessoa" } },
    search_conversations: { counted: { label: "todas contadas", whenTrue: "todas contadas" } },
    list_reminders: {
      status: { label: "estado", values: { pending: "por fazer", done: "feito", dismissed: "dispensado" } },
      dueOnly: { label: "só os que já são para fazer", whenTrue: "só os que já são para fazer" },
    },
    remember: {
      content: { label: "o quê" },
      type: { label: "tipo", values: memoryTypes },
      context: { label: "área da vida", values: lifeAreas },
      importance: { label: "importância" },
      occurredAt: { label: "quando" },
    },
    forget: { query: { label: "que diga" } },
    create_reminder: { text: { label: "lembrete" }, dueAt: { label: "para" }, recurrence: { label: "repete", phrase: recurrence }, confirmed: hidden },
    update_reminder: { text: { label: "novo texto" }, dueAt: { label: "agora para" }, cancel: { label: "cancelar", whenTrue: "cancelar" } },
    reflect_on_entry: { question: { label: "pergunta" } },
    calculator: { expression: { label: "a calcular" } },
  },
};
