import type { ActivityType } from "../activity.js";
import type { ColumnMapping } from "../importProfile.js";

/** The activity fields a CSV column can fill. */
export const importFields = ["date", "type", "symbol", "quantity", "unitPrice", "amount", "fee", "currency", "fxRate", "account", "note"] as const;
export type ImportField = (typeof importFields)[number];

/** Header words per field, English and Portuguese, plus the names common broker exports use. */
const synonyms: Record<ImportField, ReadonlyArray<string>> = {
  date: ["date", "data", "trade date", "tradedate", "datetime", "time", "settlement date", "data da operação", "data operacao", "activitydate"],
  type: ["type", "tipo", "action", "activity", "activitytype", "transaction type", "operação", "operacao", "side", "movimento"],
  symbol: ["symbol", "ticker", "símbolo", "simbolo", "isin", "produto", "product", "instrument", "asset", "ativo", "security"],
  quantity: ["quantity", "quantidade", "qty", "shares", "units", "no. of shares", "number of shares", "unidades", "quantidade/valor"],
  unitPrice: ["unit price", "unitprice", "price", "preço", "preco", "price / share", "price per share", "cotação", "cotacao", "preço unitário"],
  amount: ["amount", "montante", "valor", "total", "value", "net amount", "valor total", "total amount"],
  fee: ["fee", "fees", "commission", "comissão", "comissao", "custos", "taxa", "taxas", "transaction costs", "custo de transação"],
  currency: ["currency", "moeda", "divisa", "ccy", "currency (price / share)", "currencycode"],
  fxRate: ["fx rate", "fxrate", "exchange rate", "câmbio", "cambio", "taxa de câmbio"],
  account: ["account", "conta", "accountid", "account name", "portfolio"],
  note: ["note", "notes", "comment", "comentário", "descrição", "description", "nota"],
};

const normalise = (header: string): string => header.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[_\s]+/g, " ").trim();

export interface MappingProposal {
  readonly mapping: ColumnMapping;
  /** 0..1 per mapped field: 1 for an exact header name, less for a partial match. */
  readonly confidence: Readonly<Record<string, number>>;
  /** Mean confidence over the fields an import needs (date, type, and symbol/quantity/price or amount). */
  readonly overall: number;
  readonly unmappedHeaders: ReadonlyArray<string>;
}

/** Proposes which header fills each field, by name (exact, then contained), each header used once. */
export const proposeMapping = (headers: ReadonlyArray<string>): MappingProposal => {
  const mapping: Record<string, string> = {};
  const confidence: Record<string, number> = {};
  const used = new Set<string>();
  for (const pass of [1, 0.6] as const) {
    for (const field of importFields) {
      if (mapping[field] !== undefined) continue;
      const words = synonyms[field].map(normalise);
      const header = headers.find((candidate) => {
        if (used.has(candidate)) return false;
        const name = normalise(candidate);
        return pass === 1 ? words.includes(name) : words.some((word) => word.length > 3 && name.includes(word));
      });
      if (header !== undefined) {
        mapping[field] = header;
        confidence[field] = pass;
        used.add(header);
      }
    }
  }
  const needed: ImportField[] = ["date", "type", ...(mapping["amount"] !== undefined && mapping["quantity"] === undefined ? (["amount"] as const) : (["symbol", "quantity", "unitPrice"] as const))];
  const overall = needed.reduce((sum, field) => sum + (confidence[field] ?? 0), 0) / needed.length;
  return { mapping, confidence, overall, unmappedHeaders: headers.filter((header) => !used.has(header)) };
};

const typeWords: ReadonlyArray<readonly [ActivityType, ReadonlyArray<string>]> = [
  ["TRANSFER_IN", ["transfer_in", "transfer in", "transferência de entrada", "transferencia entrada", "entrada de títulos", "security in"]],
  ["TRANSFER_OUT", ["transfer_out", "transfer out", "transferência de saída", "transferencia saida", "saída de títulos", "security out"]],
  ["BUY", ["buy", "bought", "purchase", "market buy", "limit buy", "compra", "comprar", "kauf"]],
  ["SELL", ["sell", "sold", "sale", "market sell", "limit sell", "venda", "vender", "verkauf"]],
  ["DIVIDEND", ["dividend", "dividends", "dividendo", "dividendos", "div", "distribution", "rendimento"]],
  ["INTEREST", ["interest", "juros", "interest on cash"]],
  ["DEPOSIT", ["deposit", "depósito", "deposito", "cash in", "top up", "transferência recebida", "contribution"]],
  ["WITHDRAWAL", ["withdrawal", "withdraw", "levantamento", "resgate", "cash out"]],
  ["FEE", ["fee", "fees", "comissão", "comissao", "custódia", "custodia", "commission"]],
  ["TAX", ["tax", "taxes", "imposto", "withholding tax", "retenção na fonte", "retencao"]],
  ["SPLIT", ["split", "stock split", "desdobramento", "grupamento"]],
];

/** The activity type a broker's word means, or undefined when it is not one of them. */
export const activityTypeOf = (raw: string): ActivityType | undefined => {
  const word = raw.trim().toLowerCase();
  for (const [type] of typeWords) if (word === type.toLowerCase()) return type;
  for (const [type, words] of typeWords) if (words.includes(word)) return type;
  for (const [type, words] of typeWords) if (words.some((candidate) => candidate.length > 3 && word.includes(candidate))) return type;
  return undefined;
};
