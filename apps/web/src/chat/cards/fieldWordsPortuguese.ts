import { accountTypeWords, type FieldTableLike } from "./fieldTable.js";
import type { englishFieldWords } from "./fieldWordsEnglish.js";

const trend = { rising: "em alta", falling: "em queda", steady: "estável", insufficient: "dados insuficientes" };
const weekday = { mondays: "segundas", tuesdays: "terças", wednesdays: "quartas", thursdays: "quintas", fridays: "sextas", saturdays: "sábados", sundays: "domingos" };

/** The words of the fields of every result the generic card draws, in Portuguese (read alike in Brazil and Portugal). */
export const portugueseFieldWords: FieldTableLike<typeof englishFieldWords> = {
  fields: {
    query: "pesquisa", from: "de", to: "até", date: "data", entries: "entradas", mentions: "menções", days: "dias", words: "palavras",
    firstDate: "primeira vez", lastDate: "última vez", recentDates: "dias recentes", byMonth: "por mês", month: "mês", count: "quantas",
    perWeek: "por semana", perMonth: "por mês", truncated: "cortado", longestGap: "maior intervalo", longestStreak: "mais dias seguidos",
    byWeekday: "por dia da semana", weekday: "dia da semana", calendarDays: "dias no período", daysWritten: "dias com escrita",
    averageWords: "palavras em média", currentStreak: "dias seguidos agora", mentionStreak: "dias seguidos que o mencionam", longest: "a mais longa", longestEntries: "entradas mais longas", opening: "início",
    shortestEntry: "entrada mais curta", measures: "medidas", name: "nome", unit: "unidade", kind: "tipo", average: "média", min: "mínimo",
    max: "máximo", value: "valor", yes: "sim", trend: "tendência", readings: "leituras", names: "nomes", metric: "medida", lowest: "do mais baixo",
    told: "o que as entradas dizem", sentences: "frases",
    baseCurrency: "moeda base", accounts: "contas", type: "tipo", currency: "moeda", active: "ativa", cash: "dinheiro",
    activities: "movimentos", account: "conta", symbol: "ativo", quantity: "quantidade", unitPrice: "preço", amount: "montante", fee: "comissão",
    nextCursor: "mais", goals: "objetivos", target: "meta", current: "atual", toldOn: "contado em", progress: "progresso", remaining: "em falta",
    deadline: "prazo", daysLeft: "dias restantes", monthlyNeeded: "necessário por mês", delimiter: "separador", headers: "colunas",
    numberFormat: "formato dos números", dateFormat: "formato das datas", proposal: "proposta", mapping: "colunas associadas", confidence: "confiança",
    overall: "no conjunto", unmappedHeaders: "colunas não usadas", preview: "pré-visualização", rows: "linhas", line: "linha", draft: "rascunho",
    fxRate: "taxa de câmbio", note: "nota", importKey: "chave de importação", errors: "problemas", valid: "válidas", invalid: "inválidas",
    fx: "taxa de câmbio", direction: "sentido", source: "origem", rowsAgreeing: "linhas que concordam", problems: "problemas", code: "código",
    params: "detalhes", message: "mensagem", recorded: "algo guardado", amountBase: "montante na moeda base", feeBase: "comissão na moeda base", rateDate: "data do câmbio",
    documents: "documentos", title: "título", status: "estado", pages: "páginas", uploadedAt: "adicionado", error: "problema", errorCode: "código do problema", errorParams: "detalhes do problema", summary: "resumo",
    citation: "fonte",
    memories: "memórias", content: "o quê", context: "área da vida", importance: "importância", dated: "com data", entities: "quem e o quê",
    matchedBy: "encontrada por", summaries: "resumos", periodStart: "desde", total: "ao todo", person: "pessoa", aliases: "também chamado",
    relationshipToUser: "quem é para você", gender: "sexo", mentionCount: "menções", relationships: "relações",
    reminders: "lembretes", text: "lembrete", dueAt: "para", overdue: "em atraso", recurrence: "repete", every: "a cada",
    outcome: "resultado", memory: "memória", replaced: "substituídas", deleted: "esquecidas", unsure: "qual, não é certo", reminder: "lembrete",
    completed: "feito", next: "próxima vez", alreadyDone: "já estava feito", updated: "agora", previous: "antes",
  },
  values: {
    trend,
    weekday,
    kind: { number: "número", yesNo: "sim ou não", person: "pessoa", place: "lugar" },
    metric: { happiness: "felicidade", stress: "stress", energy: "energia", valence: "humor" },
    type: {
      ...accountTypeWords("pt"),
      BUY: "compra", SELL: "venda", DIVIDEND: "dividendo", INTEREST: "juros", DEPOSIT: "depósito", WITHDRAWAL: "retirada",
      TRANSFER_IN: "transferência recebida", TRANSFER_OUT: "transferência enviada", FEE: "comissão", TAX: "imposto", SPLIT: "desdobramento",
      fact: "informação", preference: "preferência", event: "acontecimento", relationship: "relação", appointment: "compromisso", task: "tarefa",
      goal: "objetivo", other: "outro",
      person: "pessoa", place: "lugar", organization: "organização", project: "projeto", thing: "coisa",
    },
    delimiter: { ",": "vírgula", ";": "ponto e vírgula", "\t": "tabulação", "|": "barra vertical" },
    numberFormat: { dot: "1,234.56", comma: "1.234,56" },
    dateFormat: { YMD: "ano-mês-dia", DMY: "dia/mês/ano", MDY: "mês/dia/ano" },
    direction: { toBase: "para a moeda base", perBase: "por unidade da moeda base" },
    source: { detected: "encontrado no documento", assumed: "presumido", chosen: "escolhido por você", saved: "guardado antes", stored: "guardada", inverse: "inversa de uma taxa guardada", cross: "através de uma terceira moeda" },
    status: {
      queued: "em espera", parsing: "em leitura", embedding: "em indexação", ready: "pronto", failed: "falhou",
      pending: "por fazer", done: "feito", dismissed: "dispensado", draft: "por confirmar", created: "criado",
    },
    context: { work: "trabalho", personal: "pessoal", family: "família", health: "saúde", other: "outra" },
    gender: { female: "feminino", male: "masculino" },
    unit: { day: "dia", week: "semana", month: "mês", year: "ano" },
    outcome: { created: "lembrado", merged: "junto ao que já se sabia", skipped: "já se sabia" },
  },
};
