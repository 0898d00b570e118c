import type { Language } from "@lifeos/core";

export const activityTypes = ["BUY", "SELL", "DIVIDEND", "INTEREST", "DEPOSIT", "WITHDRAWAL", "TRANSFER_IN", "TRANSFER_OUT", "FEE", "TAX", "SPLIT"] as const;
type ActivityType = (typeof activityTypes)[number];

/** The fields of an activity (and of a draft one), as columns and labels. */
type Field = "date" | "type" | "account" | "symbol" | "quantity" | "unitPrice" | "amount" | "fee" | "currency" | "fxRate" | "note";

/** The words of the portfolio's forms (activities, accounts and goals, quotes and rates) and of the drafts an answer proposes, in one language. */
export interface ActivityWords {
  readonly types: Readonly<Record<ActivityType, string>>;
  readonly fields: Readonly<Record<Field, string>>;
  readonly account: string;
  readonly allAccounts: string;
  readonly type: string;
  readonly allTypes: string;
  readonly from: string;
  readonly to: string;
  readonly save: string;
  readonly cancel: string;
  readonly edit: string;
  readonly delete: string;
  readonly noActivities: string;
  /** Accounts and goals. */
  readonly accounts: string;
  readonly accountName: string;
  readonly accountType: string;
  readonly accountCurrency: string;
  readonly addAccount: string;
  readonly goals: string;
  readonly goalProgress: (progress: string, target: string) => string;
  readonly by: (date: string) => string;
  readonly aMonthToGo: (amount: string) => string;
  readonly goalName: string;
  readonly goal: string;
  readonly targetAmount: string;
  readonly target: string;
  readonly deadline: string;
  readonly addGoal: string;
  /** Quotes and rates. */
  readonly quote: string;
  readonly quoteAsset: string;
  readonly asset: string;
  readonly quoteDate: string;
  readonly close: string;
  readonly saveQuote: string;
  readonly quoteSaved: string;
  readonly exchangeRate: string;
  readonly baseCurrency: string;
  readonly quoteCurrency: string;
  readonly rateDate: string;
  readonly rate: string;
  readonly ratePlaceholder: string;
  readonly saveRate: string;
  readonly rateSaved: string;
  readonly fromCsv: string;
  readonly csvLabel: string;
  readonly importQuotes: string;
  readonly importRates: string;
  readonly quotesSaved: (count: number) => string;
  readonly ratesSaved: (count: number) => string;
  /** Drafts of an answer. */
  readonly saved: string;
  readonly cancelled: string;
  readonly saving: string;
  readonly cancelling: string;
  readonly confirm: string;
  readonly doneEditing: string;
}

export const activityWords: Readonly<Record<Language, ActivityWords>> = {
  en: {
    types: { BUY: "Buy", SELL: "Sell", DIVIDEND: "Dividend", INTEREST: "Interest", DEPOSIT: "Deposit", WITHDRAWAL: "Withdrawal", TRANSFER_IN: "Transfer in", TRANSFER_OUT: "Transfer out", FEE: "Fee", TAX: "Tax", SPLIT: "Split" },
    fields: { date: "Date", type: "Type", account: "Account", symbol: "Asset", quantity: "Quantity", unitPrice: "Price", amount: "Amount", fee: "Fee", currency: "Currency", fxRate: "Exchange rate", note: "Note" },
    account: "Account",
    allAccounts: "All accounts",
    type: "Type",
    allTypes: "All types",
    from: "From",
    to: "To",
    save: "Save",
    cancel: "Cancel",
    edit: "Edit",
    delete: "Delete",
    noActivities: "No activities match.",
    accounts: "Accounts",
    accountName: "Account name",
    accountType: "Account type",
    accountCurrency: "Account currency",
    addAccount: "Add account",
    goals: "Goals",
    goalProgress: (progress, target) => `${progress} of ${target}`,
    by: (date) => ` by ${date}`,
    aMonthToGo: (amount) => ` · ${amount} a month to go`,
    goalName: "Goal name",
    goal: "Goal",
    targetAmount: "Target amount",
    target: "Target",
    deadline: "Deadline",
    addGoal: "Add goal",
    quote: "Quote",
    quoteAsset: "Quote asset",
    asset: "Asset",
    quoteDate: "Quote date",
    close: "Close",
    saveQuote: "Save quote",
    quoteSaved: "Quote saved.",
    exchangeRate: "Exchange rate",
    baseCurrency: "Base currency",
    quoteCurrency: "Quote currency",
    rateDate: "Rate date",
    rate: "Rate",
    ratePlaceholder: "1 base = ? quote",
    saveRate: "Save rate",
    rateSaved: "Rate saved.",
    fromCsv: "From CSV",
    csvLabel: "Quotes or rates CSV",
    importQuotes: "Import quotes",
    importRates: "Import rates",
    quotesSaved: (count) => `${count} quotes saved.`,
    ratesSaved: (count) => `${count} rates saved.`,
    saved: "Saved to your portfolio.",
    cancelled: "Cancelled: nothing was saved.",
    saving: "Saving…",
    cancelling: "Cancelling…",
    confirm: "Confirm",
    doneEditing: "Done editing",
  },
  pt: {
    types: { BUY: "Compra", SELL: "Venda", DIVIDEND: "Dividendo", INTEREST: "Juros", DEPOSIT: "Depósito", WITHDRAWAL: "Retirada", TRANSFER_IN: "Transferência recebida", TRANSFER_OUT: "Transferência enviada", FEE: "Comissão", TAX: "Imposto", SPLIT: "Desdobramento" },
    fields: { date: "Data", type: "Tipo", account: "Conta", symbol: "Ativo", quantity: "Quantidade", unitPrice: "Preço", amount: "Montante", fee: "Comissão", currency: "Moeda", fxRate: "Câmbio", note: "Nota" },
    account: "Conta",
    allAccounts: "Todas as contas",
    type: "Tipo",
    allTypes: "Todos os tipos",
    from: "De",
    to: "Até",
    save: "Guardar",
    cancel: "Cancelar",
    edit: "Editar",
    delete: "Apagar",
    noActivities: "Nenhum movimento corresponde.",
    accounts: "Contas",
    accountName: "Nome da conta",
    accountType: "Tipo de conta",
    accountCurrency: "Moeda da conta",
    addAccount: "Adicionar conta",
    goals: "Objetivos",
    goalProgress: (progress, target) => `${progress} de ${target}`,
    by: (date) => ` até ${date}`,
    aMonthToGo: (amount) => ` · faltam ${amount} por mês`,
    goalName: "Nome do objetivo",
    goal: "Objetivo",
    targetAmount: "Valor do objetivo",
    target: "Valor",
    deadline: "Prazo",
    addGoal: "Adicionar objetivo",
    quote: "Cotação",
    quoteAsset: "Ativo da cotação",
    asset: "Ativo",
    quoteDate: "Data da cotação",
    close: "Preço final",
    saveQuote: "Guardar cotação",
    quoteSaved: "Cotação guardada.",
    exchangeRate: "Câmbio",
    baseCurrency: "Moeda base",
    quoteCurrency: "Moeda cotada",
    rateDate: "Data do câmbio",
    rate: "Câmbio",
    ratePlaceholder: "1 base = ? cotada",
    saveRate: "Guardar câmbio",
    rateSaved: "Câmbio guardado.",
    fromCsv: "A partir de CSV",
    csvLabel: "CSV de cotações ou câmbios",
    importQuotes: "Importar cotações",
    importRates: "Importar câmbios",
    quotesSaved: (count) => (count === 1 ? "1 cotação guardada." : `${count} cotações guardadas.`),
    ratesSaved: (count) => (count === 1 ? "1 câmbio guardado." : `${count} câmbios guardados.`),
    saved: "Guardado na sua carteira.",
    cancelled: "Cancelado: nada foi guardado.",
    saving: "Gravação em curso…",
    cancelling: "Cancelamento em curso…",
    confirm: "Confirmar",
    doneEditing: "Concluir edição",
  },
};
