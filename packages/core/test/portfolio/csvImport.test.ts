import { describe, expect, it } from "vitest";
import { detectDateFormat, detectNumberFormat, parseCsv, parseNumber, previewImport, proposeMapping } from "../../src/index.js";
import { account } from "./portfolioFixtures.js";

const ugly = [
  "\uFEFFData;Tipo;Símbolo;Quantidade;Preço;Montante;Comissão;Moeda",
  "02/01/2025;Compra;VWCE;10;98,40;;1,00;EUR",
  "",
  "15/01/2025;Dividendo;VWCE;;;1.234,56;;EUR",
  "20/01/2025;Bonus;VWCE;1;1;;;EUR",
  "  ",
  "31/02/2025;Venda;VWCE;5;100;;;EUR",
  "03/02/2025;Venda;VWCE;-5;\"101,50\";;0;EUR",
  "02/01/2025;Compra;VWCE;10;98,40;;1,00;EUR",
].join("\r\n");

describe("CSV import", () => {
  it("reads a Portuguese export with a BOM, semicolons, decimal commas and blank lines", () => {
    const parsed = parseCsv(ugly);
    expect(parsed.delimiter).toBe(";");
    expect(parsed.headers[0]).toBe("Data");
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 4, 5, 7, 8, 9]);
    const column = (name: string) => parsed.rows.map((row) => row.cells[parsed.headers.indexOf(name)]!);
    expect(detectNumberFormat([...column("Preço"), ...column("Montante")])).toBe("comma");
    expect(detectDateFormat(column("Data"))).toBe("DMY");
    const proposal = proposeMapping(parsed.headers);
    expect(proposal.mapping).toMatchObject({ date: "Data", type: "Tipo", symbol: "Símbolo", quantity: "Quantidade", unitPrice: "Preço", amount: "Montante", fee: "Comissão", currency: "Moeda" });
    expect(proposal.overall).toBe(1);
  });

  it("finds the header below the lines a bank writes above its table, keeping each row's line number", () => {
    const statement = [
      "Extrato de movimentos",
      "Conta: PT50 0000 0000 0000 0000 0",
      "Período;01/03/2024 a 31/03/2024",
      "",
      "Data;Tipo;Ativo;Quantidade;Preço;Comissão;Moeda",
      "05/03/2024;Compra;VWCE;10;1.234,56;2,50;EUR",
      '20/03/2024;Venda;VWCE;2;"1.250,00";2,50;EUR',
      "Total;;;;;5,00;",
    ].join("\r\n");
    const parsed = parseCsv(statement);
    expect(parsed).toMatchObject({ delimiter: ";", headerLine: 5, headers: ["Data", "Tipo", "Ativo", "Quantidade", "Preço", "Comissão", "Moeda"] });
    expect(parsed.rows.map((row) => row.line)).toEqual([6, 7, 8]);
    const broker = account("Corretora");
    const preview = previewImport(parsed, { mapping: proposeMapping(parsed.headers).mapping, numberFormat: "comma", dateFormat: "DMY", accountId: broker.id, accounts: [broker] });
    expect(preview.rows.map((row) => [row.draft?.type, row.draft?.date, row.draft?.unitPrice, row.errors])).toEqual([
      ["BUY", "2024-03-05", "1234.56", []],
      ["SELL", "2024-03-20", "1250", []],
      [undefined, undefined, undefined, ["not an activity (a total or balance below the table?): remove line 8 from the file"]],
    ]);
    // A header one cell shorter than its rows (a trailing delimiter on each row) is still the header.
    expect(parseCsv("date,type,amount\n2025-01-02,DEPOSIT,100,\n2025-01-03,DEPOSIT,50,\n").headers).toEqual(["date", "type", "amount"]);
  });

  it("reads a broker export with no type column as buys and sells by the quantity's sign, each priced in the currency written after its price", () => {
    const transactions = [
      "Data,Hora,Produto,ISIN,Quantidade,Preços,,Valor local,,Custos de transação,,ID da Ordem",
      '05-03-2024,10:32,VWCE,IE00BK5BQT80,10,"110,52",EUR,"-1105,20",EUR,"-1,00",EUR,abc-123',
      '20-03-2024,15:01,AAPL,US0378331005,-2,"172,10",USD,"344,20",USD,"-1,00",EUR,def-456',
      '21-03-2024,09:00,,,,,,"-5,00",EUR,,,',
    ].join("\n");
    const parsed = parseCsv(transactions);
    const broker = account("Corretora");
    const preview = previewImport(parsed, { mapping: proposeMapping(parsed.headers).mapping, numberFormat: "comma", dateFormat: "DMY", accountId: broker.id, accounts: [broker] });
    expect(preview.rows.map((row) => [row.draft?.type, row.draft?.symbol, row.draft?.quantity, row.draft?.unitPrice, row.draft?.currency, row.errors])).toEqual([
      ["BUY", "VWCE", "10", "110.52", "EUR", []],
      ["SELL", "AAPL", "2", "172.1", "USD", []],
      // No symbol, price or quantity: nothing says what it was, so it is not guessed.
      [undefined, undefined, undefined, undefined, undefined, ["type is empty"]],
    ]);
  });

  it("gives each bad line its errors and keys good lines so a re-import adds nothing", () => {
    const parsed = parseCsv(ugly);
    const broker = account("Corretora");
    const preview = previewImport(parsed, { mapping: proposeMapping(parsed.headers).mapping, numberFormat: "comma", dateFormat: "DMY", accountId: broker.id, accounts: [broker] });
    expect(preview.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [4, []],
      [5, ['unknown activity type "Bonus"']],
      [7, ['date "31/02/2025" is not a date in DMY order']],
      [8, []],
      [9, []],
    ]);
    // The same problems as codes and the values they name, for a client to say in its own words.
    expect(preview.rows.map((row) => row.problems.map(({ code, params }) => ({ code, params })))).toEqual([
      [],
      [],
      [{ code: "CSV_UNKNOWN_TYPE", params: { text: "Bonus" } }],
      [{ code: "CSV_NOT_A_DATE", params: { text: "31/02/2025", order: "DMY" } }],
      [],
      [],
    ]);
    expect(preview.rows[0]!.draft).toMatchObject({ type: "BUY", date: "2025-01-02", symbol: "VWCE", quantity: "10", unitPrice: "98.4", fee: "1", currency: "EUR" });
    expect(preview.rows[1]!.draft).toMatchObject({ type: "DIVIDEND", amount: "1234.56" });
    expect(preview.rows[4]!.draft).toMatchObject({ type: "SELL", quantity: "5", unitPrice: "101.5" });
    // The same line twice is two trades with two keys; parsing again gives the same keys.
    const keys = preview.rows.filter((row) => row.draft !== null).map((row) => row.draft!.importKey);
    expect(new Set(keys).size).toBe(4);
    expect(keys[0]).not.toBe(keys[3]);
    const again = previewImport(parseCsv(ugly), { mapping: proposeMapping(parsed.headers).mapping, numberFormat: "comma", dateFormat: "DMY", accountId: broker.id, accounts: [broker] });
    expect(again.rows.map((row) => row.draft?.importKey ?? null)).toEqual(preview.rows.map((row) => row.draft?.importKey ?? null));
    expect(previewImport(parsed, { mapping: proposeMapping(parsed.headers).mapping, numberFormat: "comma", dateFormat: "DMY", accounts: [broker] }).rows[0]!.problems).toEqual([
      { code: "CSV_NO_ACCOUNT", params: {}, message: "no account: choose one for the file" },
    ]);
  });

  it("reads numbers in both notations", () => {
    expect(parseNumber("1,234.56", "dot")).toBe("1234.56");
    expect(parseNumber("1.234,56", "comma")).toBe("1234.56");
    expect(parseNumber("(12.50)", "dot")).toBe("-12.5");
    expect(parseNumber("€ 3", "dot")).toBe("3");
    expect(parseNumber("abc", "dot")).toBeUndefined();
    expect(detectNumberFormat(["1,234.56", "12.5"])).toBe("dot");
  });
});

describe("CSV import exchange rates", () => {
  // Degiro writes the rate as units of the trade's currency per euro and the "Valor" column in euros.
  const degiro = [
    "Data,Hora,Produto,ISIN,Quantidade,Preços,,Valor local,,Valor,,Taxa de Câmbio,Custos de transação,,ID da Ordem",
    '20-03-2024,15:01,AAPL,US0378331005,10,"172,10",USD,"-1721,00",USD,"-1593,52",EUR,"1,08","-1,00",EUR,def-456',
    '21-03-2024,15:01,MSFT,US5949181045,-2,"400,00",USD,"800,00",USD,"740,74",EUR,"1,08","-1,00",EUR,ghi-789',
    '22-03-2024,09:00,VWCE,IE00BK5BQT80,5,"110,00",EUR,"-550,00",EUR,"-550,00",EUR,,"-1,00",EUR,jkl-012',
  ].join("\n");
  const read = (text: string, extra: { fxDirection?: "toBase" | "perBase"; drop?: string } = {}) => {
    const parsed = parseCsv(text);
    const broker = account("Corretora");
    const mapping = { ...proposeMapping(parsed.headers).mapping };
    if (extra.drop !== undefined) delete mapping[extra.drop];
    return previewImport(parsed, { mapping, numberFormat: "comma", dateFormat: "DMY", accountId: broker.id, accounts: [broker], ...(extra.fxDirection === undefined ? {} : { fxDirection: extra.fxDirection }) });
  };

  it("finds from the base-currency totals that the rates are foreign units per base unit, and stores them as multipliers", () => {
    const preview = read(degiro);
    expect(preview.fx).toEqual({ direction: "perBase", source: "detected", rowsAgreeing: 2 });
    expect(preview.rows.map((row) => [row.draft?.symbol, row.draft?.fxRate, row.errors])).toEqual([
      ["AAPL", "0.9259259259", []],
      ["MSFT", "0.9259259259", []],
      ["VWCE", null, []],
    ]);
  });

  it("keeps rates that already multiply into the base currency", () => {
    const preview = read(degiro.replaceAll('"1,08"', '"0,9259"'));
    expect(preview.fx).toEqual({ direction: "toBase", source: "detected", rowsAgreeing: 2 });
    expect(preview.rows[0]!.draft?.fxRate).toBe("0.9259");
  });

  it("says the direction is assumed when no total shows it, and inverts the rates when the person flips it", () => {
    const assumed = read(degiro, { drop: "amount" });
    expect(assumed.fx).toEqual({ direction: "toBase", source: "assumed", rowsAgreeing: 0 });
    expect(assumed.rows[0]!.draft?.fxRate).toBe("1.08");
    const flipped = read(degiro, { drop: "amount", fxDirection: "perBase" });
    expect(flipped.fx).toMatchObject({ direction: "perBase", source: "chosen" });
    expect(flipped.rows[0]!.draft?.fxRate).toBe("0.9259259259");
    // A choice overrides what the rows show, and a file with no rate column has nothing to say.
    expect(read(degiro, { fxDirection: "toBase" }).rows[0]!.draft?.fxRate).toBe("1.08");
    expect(read(degiro, { drop: "fxRate" }).fx).toBeUndefined();
  });

  it("uses the direction an import profile was saved with, unless one is chosen for this import", () => {
    const parsed = parseCsv(degiro);
    const broker = account("Corretora");
    const options = { mapping: { ...proposeMapping(parsed.headers).mapping }, numberFormat: "comma" as const, dateFormat: "DMY" as const, accountId: broker.id, accounts: [broker] };
    delete options.mapping["amount"];
    // Nothing in the rows shows the direction; the profile does.
    const saved = previewImport(parsed, { ...options, savedFxDirection: "perBase" });
    expect(saved.fx).toEqual({ direction: "perBase", source: "saved", rowsAgreeing: 0 });
    expect(saved.rows[0]!.draft?.fxRate).toBe("0.9259259259");
    expect(previewImport(parsed, { ...options, savedFxDirection: "perBase", fxDirection: "toBase" }).fx).toMatchObject({ direction: "toBase", source: "chosen" });
  });
});

describe("CSV import amounts written in the account's currency", () => {
  // Degiro's "Valor" and its costs are in the account's currency (EUR), beside a trade priced in dollars.
  const degiro = [
    "Data,Hora,Produto,ISIN,Quantidade,Preços,,Valor local,,Valor,,Taxa de Câmbio,Custos de transação,,ID da Ordem",
    '20-03-2024,15:01,AAPL,US0378331005,10,"172,10",USD,"-1721,00",USD,"-1593,52",EUR,"1,08","-2,00",EUR,def-456',
    '22-03-2024,09:00,VWCE,IE00BK5BQT80,5,"110,00",EUR,"-550,00",EUR,"-550,00",EUR,,"-1,00",EUR,jkl-012',
  ].join("\n");
  const read = (text: string, currency = "EUR", drop?: string) => {
    const parsed = parseCsv(text);
    const broker = account("Corretora", currency);
    const mapping = { ...proposeMapping(parsed.headers).mapping };
    if (drop !== undefined) delete mapping[drop];
    return previewImport(parsed, { mapping, numberFormat: "comma", dateFormat: "DMY", accountId: broker.id, accounts: [broker] });
  };

  it("reads the value and the costs in the account's currency and converts them into the trade's with the row's rate", () => {
    const preview = read(degiro);
    expect(preview.rows.map((row) => [row.draft?.symbol, row.draft?.currency, row.draft?.amount, row.draft?.fee, row.errors])).toEqual([
      ["AAPL", "USD", "1721.0016", "2.16", []],
      // Same currency as the trade: as written.
      ["VWCE", "EUR", "550", "1", []],
    ]);
  });

  it("leaves a trade's base-currency value out when no rate converts it, and refuses a cash amount it cannot read", () => {
    const noRate = read(degiro, "EUR", "fxRate");
    expect(noRate.rows[0]!.draft).toMatchObject({ currency: "USD", amount: null, fee: "2" });
    const dividend = ["Data,Tipo,Produto,Valor,,Moeda", '01-04-2024,Dividendo,AAPL,"12,50",EUR,USD'].join("\n");
    expect(read(dividend).rows[0]!.errors).toEqual(["amount is in EUR and the row in USD, with no exchange rate to convert it"]);
    expect(read(dividend).rows[0]!.problems.map(({ code, params }) => ({ code, params }))).toEqual([{ code: "CSV_NO_RATE_TO_CONVERT", params: { writtenIn: "EUR", currency: "USD" } }]);
  });
});
