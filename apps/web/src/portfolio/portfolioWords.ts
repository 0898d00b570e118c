import type { AllocationDimension, Language } from "@lifeos/core";
import type { PortfolioSection } from "./sections.js";

export const periods = ["1M", "3M", "6M", "YTD", "1Y", "3Y", "5Y", "ALL"] as const;
export type Period = (typeof periods)[number];

/** The words of the portfolio page's frame and overview (totals, performance, holdings, allocation, income), shared by the cards of an answer, in one language. */
export interface PortfolioWords {
  readonly portfolio: string;
  readonly sections: Readonly<Record<PortfolioSection, string>>;
  readonly sectionsLabel: string;
  readonly sampleNote: string;
  readonly removeSample: string;
  readonly noAccounts: string;
  readonly addOne: string;
  readonly importCsv: string;
  readonly or: string;
  readonly loadSample: string;
  readonly totals: Readonly<Record<"totalValue" | "cash" | "unrealisedGain" | "realisedGain" | "income" | "netContribution", string>>;
  readonly performance: string;
  readonly period: string;
  readonly periods: Readonly<Record<Period, string>>;
  readonly holdings: string;
  readonly allocation: string;
  readonly allocationBy: string;
  readonly dimensions: Readonly<Record<AllocationDimension, string>>;
  readonly incomeByMonth: string;
  readonly noIncome: string;
  /** The holdings table. */
  readonly noHoldings: string;
  readonly columns: Readonly<Record<"symbol" | "quantity" | "marketValue" | "unrealisedGain" | "unrealisedGainPercent" | "weight", string>>;
  readonly lastQuote: (date: string) => string;
  readonly noQuote: string;
  readonly stale: string;
  readonly gainTitle: (fx: string, realised: string) => string;
  /** The performance card. */
  readonly nothingInPeriod: string;
  readonly report: Readonly<Record<"period" | "gain" | "value" | "netFlows" | "twr" | "twrTitle" | "mwr" | "mwrTitle" | "simpleReturn" | "volatility" | "maxDrawdown", string>>;
  readonly aYear: (rate: string) => string;
  readonly mwrValue: (annualised: string, periodic: string) => string;
  readonly noConvergence: (reason: string) => string;
  readonly recovered: (date: string) => string;
  readonly staleData: string;
  /** The other cards of an answer. */
  readonly nothingToAllocate: string;
  readonly nothingToCheck: string;
  readonly looksComplete: string;
  readonly noCash: string;
  readonly total: (amount: string) => string;
  readonly atStoredRate: (amount: string, date: string) => string;
  readonly noRates: string;
  readonly storedFor: (date: string) => string;
}

export const portfolioWords: Readonly<Record<Language, PortfolioWords>> = {
  en: {
    portfolio: "Portfolio",
    sections: { overview: "Overview", activities: "Activities", import: "Import CSV", market: "Quotes & FX", accounts: "Accounts & goals" },
    sectionsLabel: "Portfolio sections",
    sampleNote: "The accounts named “Sample · …” are a generated sample.",
    removeSample: "Remove the sample",
    noAccounts: "No accounts yet.",
    addOne: "Add one",
    importCsv: "import a CSV",
    or: ", or",
    loadSample: "Load a sample portfolio",
    totals: { totalValue: "Total value", cash: "Cash", unrealisedGain: "Unrealised gain", realisedGain: "Realised gain", income: "Income", netContribution: "Net contribution" },
    performance: "Performance",
    period: "Period",
    periods: { "1M": "1M", "3M": "3M", "6M": "6M", YTD: "YTD", "1Y": "1Y", "3Y": "3Y", "5Y": "5Y", ALL: "ALL" },
    holdings: "Holdings",
    allocation: "Allocation",
    allocationBy: "Allocation by",
    dimensions: { assetClass: "Asset class", instrument: "Instrument", sector: "Sector", region: "Region", currency: "Currency", account: "Account" },
    incomeByMonth: "Income by month",
    noIncome: "No income in this period.",
    noHoldings: "No holdings yet.",
    columns: { symbol: "Asset", quantity: "Quantity", marketValue: "Value", unrealisedGain: "Gain", unrealisedGainPercent: "Gain %", weight: "Weight" },
    lastQuote: (date) => `Last quote ${date}`,
    noQuote: "No quote",
    stale: "stale",
    gainTitle: (fx, realised) => `FX effect ${fx}; realised ${realised}`,
    nothingInPeriod: "Nothing recorded in this period.",
    report: {
      period: "Period",
      gain: "Gain",
      value: "Value",
      netFlows: "Net flows",
      twr: "TWR (time-weighted)",
      twrTitle: "Time-weighted return: daily returns chained, flows excluded",
      mwr: "MWR (money-weighted)",
      mwrTitle: "Money-weighted return: the XIRR of your own deposits and withdrawals",
      simpleReturn: "Simple return",
      volatility: "Volatility",
      maxDrawdown: "Max drawdown",
    },
    aYear: (rate) => `${rate} a year`,
    mwrValue: (annualised, periodic) => `${annualised} a year (${periodic} over the period)`,
    noConvergence: (reason) => `cannot be worked out: ${reason}`,
    recovered: (date) => `, recovered ${date}`,
    staleData: "Some days used quotes or rates older than a week.",
    nothingToAllocate: "Nothing to allocate yet: no holdings or cash are recorded.",
    nothingToCheck: "Nothing to check yet: no holdings are recorded.",
    looksComplete: "Quotes, rates and classifications look complete.",
    noCash: "No cash is recorded in your accounts.",
    total: (amount) => `Total: ${amount}`,
    atStoredRate: (amount, date) => ` (${amount} at the stored rate of ${date})`,
    noRates: "No exchange rate is stored for these currencies.",
    storedFor: (date) => `(stored for ${date})`,
  },
  pt: {
    portfolio: "Carteira",
    sections: { overview: "Resumo", activities: "Movimentos", import: "Importar CSV", market: "Cotações e câmbio", accounts: "Contas e objetivos" },
    sectionsLabel: "Áreas da carteira",
    sampleNote: "As contas chamadas “Sample · …” são um exemplo gerado.",
    removeSample: "Remover o exemplo",
    noAccounts: "Ainda não há contas.",
    addOne: "Adicione uma",
    importCsv: "importe um CSV",
    or: " ou",
    loadSample: "Carregar uma carteira de exemplo",
    totals: { totalValue: "Valor total", cash: "Liquidez", unrealisedGain: "Ganho não realizado", realisedGain: "Ganho realizado", income: "Dividendos e juros", netContribution: "Investimento líquido" },
    performance: "Desempenho",
    period: "Período",
    periods: { "1M": "1M", "3M": "3M", "6M": "6M", YTD: "Este ano", "1Y": "1A", "3Y": "3A", "5Y": "5A", ALL: "Tudo" },
    holdings: "Ativos",
    allocation: "Distribuição",
    allocationBy: "Distribuição por",
    dimensions: { assetClass: "Classe de ativo", instrument: "Tipo de instrumento", sector: "Setor", region: "Região", currency: "Moeda", account: "Conta" },
    incomeByMonth: "Dividendos e juros por mês",
    noIncome: "Sem dividendos nem juros neste período.",
    noHoldings: "Ainda não há ativos.",
    columns: { symbol: "Ativo", quantity: "Quantidade", marketValue: "Valor", unrealisedGain: "Ganho", unrealisedGainPercent: "Ganho %", weight: "Peso" },
    lastQuote: (date) => `Última cotação ${date}`,
    noQuote: "Sem cotação",
    stale: "desatualizada",
    gainTitle: (fx, realised) => `Efeito cambial ${fx}; realizado ${realised}`,
    nothingInPeriod: "Sem movimentos neste período.",
    report: {
      period: "Período",
      gain: "Ganho",
      value: "Valor",
      netFlows: "Entradas e saídas líquidas",
      twr: "TWR (ponderada pelo tempo)",
      twrTitle: "Rentabilidade ponderada pelo tempo: rentabilidades diárias encadeadas, sem entradas nem saídas",
      mwr: "MWR (ponderada pelo dinheiro)",
      mwrTitle: "Rentabilidade ponderada pelo dinheiro: a TIR dos seus próprios depósitos e retiradas",
      simpleReturn: "Rentabilidade simples",
      volatility: "Volatilidade",
      maxDrawdown: "Queda máxima",
    },
    aYear: (rate) => `${rate} ao ano`,
    mwrValue: (annualised, periodic) => `${annualised} ao ano (${periodic} no período)`,
    noConvergence: (reason) => `não é possível calcular: ${reason}`,
    recovered: (date) => `, recuperada em ${date}`,
    staleData: "Alguns dias usaram cotações ou câmbios com mais de uma semana.",
    nothingToAllocate: "Ainda nada para distribuir: não há ativos nem liquidez.",
    nothingToCheck: "Ainda nada para verificar: não há ativos.",
    looksComplete: "Cotações, câmbios e classificações parecem completos.",
    noCash: "Não há liquidez nas suas contas.",
    total: (amount) => `Total: ${amount}`,
    atStoredRate: (amount, date) => ` (${amount} ao câmbio guardado de ${date})`,
    noRates: "Não há câmbio guardado para estas moedas.",
    storedFor: (date) => `(guardado para ${date})`,
  },
};
