import { describe, expect, it } from "vitest";
import { journalSkill, portfolioSkill } from "../../src/index.js";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";

const now = new Date("2025-06-18T10:00:00Z");
const read = (text: string) => analyseQuestion({ text, now, timeZone: "Europe/Lisbon", tools: new Set(portfolioSkill.tools), capabilities: () => [], earlier: [] });
const plan = (text: string) => portfolioSkill.plan(read(text))[0];
const tool = (text: string) => plan(text)?.calls[0]?.name;

const phrasings: ReadonlyArray<readonly [string, string]> = [
  ["How are my holdings doing?", "get_holdings"],
  ["What do I own?", "get_holdings"],
  ["How is my portfolio?", "get_holdings"],
  ["What's my net worth?", "get_holdings"],
  ["Qual é o meu património?", "get_holdings"],
  ["How much did I spend on fees this year?", "search_activities"],
  ["Quanto paguei em comissões este ano?", "search_activities"],
  ["Como estão os meus investimentos?", "get_holdings"],
  ["Como está a minha carteira?", "get_holdings"],
  ["What's my return this year?", "get_performance"],
  ["How did my portfolio perform over the last 6 months?", "get_performance"],
  ["What is my TWR since the beginning?", "get_performance"],
  ["Qual foi a rentabilidade da carteira este ano?", "get_performance"],
  ["Quanto ganhei com os investimentos desde o início?", "get_performance"],
  ["What was the max drawdown of my portfolio?", "get_performance"],
  ["How did my portfolio do last year?", "get_performance"],
  ["Como correu a minha carteira no ano passado?", "get_performance"],
  ["How much did I get in dividends this year?", "get_income"],
  ["Quanto recebi de dividendos este ano?", "get_income"],
  ["Show my dividend income by month", "get_income"],
  ["How much interest did I earn in 2024?", "get_income"],
  ["Quanto recebi de juros em 2024?", "get_income"],
  ["What's my allocation by sector?", "get_asset_allocation"],
  ["How diversified is my portfolio?", "get_asset_allocation"],
  ["Qual é a distribuição da carteira por região?", "get_asset_allocation"],
  ["How much cash do I have in my portfolio?", "get_cash_balances"],
  ["Quanto dinheiro tenho na corretora?", "get_cash_balances"],
  ["How are my investment goals going?", "get_goals"],
  ["Como vão as minhas metas de investimento?", "get_goals"],
  ["Show my last transactions", "search_activities"],
  ["What did I buy in March?", "search_activities"],
  ["Quais foram as minhas últimas compras?", "search_activities"],
  ["How has my portfolio grown over time?", "get_valuation_history"],
  ["Mostra a evolução da carteira", "get_valuation_history"],
  ["how has my portfolio's value changed this year?", "get_valuation_history"],
  ["como variou o valor da carteira desde 2024?", "get_valuation_history"],
  ["what was my portfolio worth a year ago?", "get_valuation_history"],
  ["quanto valia a minha carteira há um ano?", "get_valuation_history"],
  ["quanto valiam os meus investimentos há 6 meses?", "get_valuation_history"],
  ["what did I buy two months ago?", "search_activities"],
  ["when was my portfolio worth the most?", "get_valuation_history"],
  ["qual foi o valor máximo da minha carteira?", "get_valuation_history"],
  ["Are any of my quotes out of date?", "get_health_status"],
  ["Há cotações desatualizadas?", "get_health_status"],
  ["Which investment accounts do I have?", "get_accounts"],
  ["Quais são as minhas contas na corretora?", "get_accounts"],
  ["Record that I bought 10 VWCE at 98.40 yesterday", "record_activity"],
  ["Comprei 10 VWCE a 98,40 ontem", "record_activity"],
  ["I sold 5 shares of MSFT at 410.5", "record_activity"],
  ["Depositei 500 euros hoje", "record_activity"],
  ["What's my best performing stock?", "get_holdings"],
  ["Which of my investments performed worst?", "get_holdings"],
  ["qual o meu ativo com pior desempenho?", "get_holdings"],
  ["which stock did best?", "get_holdings"],
  ["which holding has done worst?", "get_holdings"],
  ["qual ação rendeu mais?", "get_holdings"],
  ["que ativo caiu mais?", "get_holdings"],
  ["what's my exposure to tech?", "get_asset_allocation"],
  ["qual é a minha exposição a tecnologia?", "get_asset_allocation"],
  ["how much did I invest in total?", "get_performance"],
  ["quanto investi até agora?", "get_performance"],
  ["what's my allocation by region?", "get_asset_allocation"],
  ["how much cash do I have?", "get_cash_balances"],
  ["show my last 5 transactions", "search_activities"],
  ["qual foi o rendimento da carteira este ano?", "get_performance"],
  ["qual é o meu maior investimento?", "get_holdings"],
  ["what's my biggest holding?", "get_holdings"],
  ["am I on track for my savings goals?", "get_goals"],
  ["how much do I have invested?", "get_performance"],
  ["quanto tenho investido?", "get_performance"],
  ["how is my portfolio doing this year?", "get_performance"],
  ["como está a minha carteira este ano?", "get_performance"],
  ["quanto rendeu minha carteira em 2023?", "get_performance"],
  ["am I too exposed to the US?", "get_asset_allocation"],
  ["estou muito exposto aos EUA?", "get_asset_allocation"],
  ["how many Apple shares do I have?", "get_holdings"],
  ["quantas ações da Apple tenho?", "get_holdings"],
  ["estou no caminho certo para as minhas metas?", "get_goals"],
  ["quanto dinheiro tenho em conta?", "get_cash_balances"],
  ["tenho muito dinheiro parado?", "get_cash_balances"],
  ["quanto dinheiro tenho em caixa?", "get_cash_balances"],
  ["how much cash is sitting in my accounts?", "get_cash_balances"],
  ["how much did I lose this year?", "get_performance"],
  ["how much money do I have in stocks?", "get_asset_allocation"],
  ["what percentage of my portfolio is in bonds?", "get_asset_allocation"],
  ["quanto tenho em obrigações?", "get_asset_allocation"],
  ["que percentagem da carteira está em ações?", "get_asset_allocation"],
  ["quanto vale o meu portefólio?", "get_holdings"],
  ["qual a minha pior ação?", "get_holdings"],
  ["how much did I deposit this year?", "search_activities"],
  ["quanto depositei este ano?", "search_activities"],
  ["show me my portfolio value over the last year", "get_valuation_history"],
  ["mostra o histórico da carteira no último ano", "get_valuation_history"],
  ["show my portfolio's history over the last 3 months", "get_valuation_history"],
  ["mostra a evolução da carteira nos últimos 3 meses", "get_valuation_history"],
];

/** Phrasings without "portfolio" or "investments" in them, which the journal's search would otherwise take. */
const withoutAFinanceNoun = [
  "What's my best performing stock?",
  "qual o meu ativo com pior desempenho?",
  "which stock did best?",
  "qual ação rendeu mais?",
  "what's my exposure to tech?",
  "qual é a minha exposição a tecnologia?",
  "how much did I invest in total?",
  "what's my allocation by region?",
  "how much cash do I have?",
  "show my last 5 transactions",
  "am I on track for my savings goals?",
  "how much do I have invested?",
  "quanto tenho investido?",
  "am I too exposed to the US?",
  "estou muito exposto aos EUA?",
  "estou no caminho certo para as minhas metas?",
  "quanto dinheiro tenho em conta?",
  "quanto dinheiro tenho em caixa?",
  "how much cash is sitting in my accounts?",
  "how much did I lose this year?",
  "how much did I deposit this year?",
  "quanto depositei este ano?",
  "qual a minha pior ação?",
  "quanto vale o meu portefólio?",
  "quanto tenho em obrigações?",
  "how much money do I have in stocks?",
  "quais foram as minhas últimas compras?",
];

describe("the portfolio's offline skill", () => {
  it.each(phrasings)("routes %j to %s", (text, expected) => {
    expect(tool(text)).toBe(expected);
  });

  it("reads the trade's numbers, date and decimal comma", () => {
    expect(plan("Record that I bought 10 VWCE at 98.40 yesterday")?.calls[0]?.arguments).toEqual({ type: "BUY", symbol: "VWCE", quantity: "10", unitPrice: "98.40", date: "2025-06-17" });
    expect(plan("Comprei 10 VWCE a 98,40 ontem")?.calls[0]?.arguments).toEqual({ type: "BUY", symbol: "VWCE", quantity: "10", unitPrice: "98.40", date: "2025-06-17" });
    expect(plan("I sold 5 shares of MSFT at 410.5")?.calls[0]?.arguments).toEqual({ type: "SELL", symbol: "MSFT", quantity: "5", unitPrice: "410.5" });
    // Thousands separators, a ticker that starts like a month ("10 NOVO" is not 10 November), and a named account.
    expect(plan("Depositei 1.500,50 euros na conta Corretora")?.calls[0]?.arguments).toEqual({ type: "DEPOSIT", amount: "1500.50", account: "Corretora" });
    expect(plan("bought 10 NOVO at 1,012.25")?.calls[0]?.arguments).toEqual({ type: "BUY", symbol: "NOVO", quantity: "10", unitPrice: "1012.25" });
    expect(plan("vendi 2 MSFT a 410,5 ontem na conta US broker")?.calls[0]?.arguments).toEqual({ type: "SELL", symbol: "MSFT", quantity: "2", unitPrice: "410.5", date: "2025-06-17", account: "US broker" });
    // A Portuguese "1.250" is twelve hundred and fifty and "1,25" one and a quarter; an English "1,250" is 1250.
    expect(plan("comprei 10 ações da VWCE a 1.250 euros")?.calls[0]?.arguments).toMatchObject({ symbol: "VWCE", quantity: "10", unitPrice: "1250" });
    expect(plan("comprei 2 MSFT a 1,25")?.calls[0]?.arguments).toMatchObject({ unitPrice: "1.25" });
    expect(plan("comprei 2 MSFT a 1,250")?.calls[0]?.arguments).toMatchObject({ unitPrice: "1.250" });
    expect(plan("bought 2 MSFT at 1,250")?.calls[0]?.arguments).toMatchObject({ unitPrice: "1250" });
    expect(plan("bought 2 MSFT at 1.25")?.calls[0]?.arguments).toMatchObject({ unitPrice: "1.25" });
    expect(plan("Depositei 1.250.000 euros")?.calls[0]?.arguments).toEqual({ type: "DEPOSIT", amount: "1250000" });
    expect(plan("deposited 1.250.000")?.calls[0]?.arguments).toEqual({ type: "DEPOSIT", amount: "1250000" });
    expect(plan("Quanto recebi de dividendos este ano?")?.calls[0]?.arguments).toEqual({});
    expect(plan("How much interest did I earn in 2024?")?.calls[0]?.arguments).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(plan("What's my allocation by sector?")?.calls[0]?.arguments).toEqual({ by: "sector" });
    expect(plan("What's my return this year?")?.calls.map((call) => call.name)).toEqual(["get_performance", "get_health_status"]);
  });

  it("reads a valuation history's period: any length, a day some time ago, and the last twelve months", () => {
    expect(plan("show my portfolio's history since the beginning")?.calls[0]?.arguments).toEqual({ period: "ALL" });
    expect(plan("how has my portfolio's value changed over the last 3 years?")?.calls[0]).toMatchObject({ name: "get_valuation_history", arguments: { from: expect.stringMatching(/^2022-06-/), to: "2025-06-18" } });
    // The history opens with the close before "from": asked a year ago, it starts on that day's close.
    expect(plan("what was my portfolio worth a year ago?")?.calls[0]?.arguments).toEqual({ from: "2024-06-19", to: "2025-06-18" });
    expect(plan("quanto valiam os meus investimentos há 6 meses?")?.calls[0]?.arguments).toEqual({ from: "2024-12-19", to: "2025-06-18" });
    expect(plan("what was my portfolio worth two weeks ago?")?.calls[0]?.arguments).toEqual({ from: "2025-06-05", to: "2025-06-18" });
    // "last year" alone is the calendar year; "over the last year" the twelve months to today.
    expect(plan("show me my portfolio value over the last year")?.calls[0]?.arguments).toEqual({ period: "1Y" });
    expect(plan("mostra o histórico da carteira no último ano")?.calls[0]?.arguments).toEqual({ period: "1Y" });
    expect(plan("how did my portfolio do last year?")?.calls[0]?.arguments).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });

  it.each(withoutAFinanceNoun)("answers %j before the journal's search does", (text) => {
    const journal = journalSkill.plan(read(text))[0]?.confidence ?? 0;
    expect(plan(text)?.confidence ?? 0).toBeGreaterThan(journal);
  });

  it.each(["How much did I pay in fees?", "Quanto paguei em comissões?", "how much did I get in dividends?", "what did I buy last month?", "o que vendi em março?"])("answers %j, a sum of money, before the journal counts entries", (text) => {
    const journal = journalSkill.plan(read(text))[0]?.confidence ?? 0;
    expect(plan(text)?.confidence ?? 0).toBeGreaterThan(journal);
  });

  it.each(["show my latest 5 purchases", "my last 3 trades", "as minhas últimas 4 compras"])("answers %j, the latest of something the portfolio holds, before the journal lists its entries", (text) => {
    const journal = journalSkill.plan(read(text))[0]?.confidence ?? 0;
    expect(plan(text)?.calls[0]?.name).toBe("search_activities");
    expect(plan(text)?.confidence ?? 0).toBeGreaterThan(journal);
  });

  it.each(["what did I buy last?", "what was my last purchase?", "qual foi a minha última compra?", "o que comprei por último?"])("lists one activity for %j", (text) => {
    expect(plan(text)?.calls[0]).toMatchObject({ name: "search_activities", arguments: { types: ["BUY"], limit: 1 } });
  });

  it("lists as many activities as asked, and everything the person put in when asked how much they invested", () => {
    expect(plan("show my last 5 transactions")?.calls[0]?.arguments).toEqual({ limit: 5 });
    expect(plan("how much did I invest in total?")?.calls[0]?.arguments).toEqual({ period: "ALL" });
  });

  it("reads \"since I started\" as everything", () => {
    expect(plan("how much have I earned in dividends since I started?")?.calls[0]?.arguments).toEqual({ from: "1900-01-01" });
    expect(plan("quanto recebi de dividendos desde que comecei?")?.calls[0]?.arguments).toEqual({ from: "1900-01-01" });
    expect(plan("how much did I deposit this year?")?.calls[0]?.arguments).toMatchObject({ types: ["DEPOSIT"], from: "2025-01-01" });
  });

  it("reads a period asked about the portfolio as its performance, and the US as a region", () => {
    expect(plan("how is my portfolio doing this year?")?.calls[0]?.arguments).toEqual({ period: "YTD" });
    expect(plan("como está a minha carteira este ano?")?.calls[0]?.arguments).toEqual({ period: "YTD" });
    expect(plan("estou muito exposto aos EUA?")?.calls[0]?.arguments).toEqual({ by: "region" });
    expect(plan("how much do I have invested?")?.calls[0]?.arguments).toEqual({ period: "ALL" });
  });

  it("asks the previous finance question again for the period a follow-up names", () => {
    const after = (earlier: string, text: string) =>
      portfolioSkill.plan(analyseQuestion({ text, now, timeZone: "Europe/Lisbon", tools: new Set(portfolioSkill.tools), capabilities: () => [], earlier: [earlier] }))[0];
    expect(after("how did my portfolio do in 2023?", "and last year?")?.calls[0]).toEqual({ name: "get_performance", arguments: { from: "2024-01-01", to: "2024-12-31" } });
    expect(after("qual foi o desempenho da carteira em 2023?", "e em 2024?")?.calls[0]).toEqual({ name: "get_performance", arguments: { from: "2024-01-01", to: "2024-12-31" } });
    expect(after("quanto recebi de dividendos em 2023?", "e em 2024?")?.calls[0]).toEqual({ name: "get_income", arguments: { from: "2024-01-01", to: "2024-12-31" } });
    expect(after("How much did I get in dividends this year?", "and last year?")?.calls[0]).toEqual({ name: "get_income", arguments: { from: "2024-01-01", to: "2024-12-31" } });
    expect(after("How was my week?", "and last year?")).toBeUndefined();
    expect(after("Como foi o meu mês?", "e em 2024?")).toBeUndefined();
  });

  it("says how much was put in from the performance since the start, short enough for the model to read back", () => {
    expect(plan("how much did I invest in total?")?.calls[0]).toEqual({ name: "get_performance", arguments: { period: "ALL" } });
    expect(plan("quanto tenho investido?")?.calls[0]).toEqual({ name: "get_performance", arguments: { period: "ALL" } });
    const report = { from: "2023-12-03", to: "2025-06-18", baseCurrency: "EUR", gain: "-880.48", startValue: "0", endValue: "48224.69", netFlows: "49105.17", twr: { cumulative: -0.03 }, mwr: { annualised: -0.01 }, drawdown: { maxDrawdown: -0.15 } };
    const results = [{ id: "1", name: "get_performance", arguments: { period: "ALL" }, success: true, error: null, data: { report } }];
    expect(portfolioSkill.compose(read("how much do I have invested?"), results)).toMatch(/^Since 2023-12-03 you have put 49,105\.17 EUR into the portfolio, net of withdrawals \(money in less money out; cash deposited .*worth 48,224\.69 EUR/);
    expect(portfolioSkill.compose(read("quanto tenho investido?"), results)).toMatch(/^Desde 2023-12-03 colocou 49\.105,17 EUR na carteira, descontadas as saídas \(entradas menos saídas/);
    // Started from nothing: what was put in and what it is worth, not a move from 0.00.
    expect(portfolioSkill.compose(read("What's my return this year?"), results)).toMatch(/^Since 2023-12-03 you put 49,105\.17 EUR into the portfolio \(net of withdrawals\); on 2025-06-18 it is worth 48,224\.69 EUR: a loss of 880\.48 EUR\.\n/);
    expect(portfolioSkill.compose(read("Qual foi a rentabilidade da carteira este ano?"), results)).toMatch(/^Desde 2023-12-03 colocou 49\.105,17 EUR na carteira \(descontadas as saídas\); em 2025-06-18 vale 48\.224,69 EUR: perda de 880,48 EUR\.\n/);
    // Said after the money put in, the result alone.
    expect(portfolioSkill.compose(read("how much do I have invested?"), results)).toContain("\n\nFrom 2023-12-03 to 2025-06-18: a loss of 880.48 EUR.\n- How the investments themselves did");
  });

  it("answers about the asset a question names, and says so when it is not held", () => {
    expect(plan("how is VWCE doing?")?.calls.map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    expect(plan("como está o VWCE?")?.calls.map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    expect(plan("quanto investi em VWCE?")?.calls[0]?.name).toBe("get_holdings");
    expect(plan("how much did I invest in VWCE?")?.calls[0]?.name).toBe("get_holdings");
    for (const text of ["how many Apple shares do I have?", "quantas ações da Apple tenho?"]) {
      expect(plan(text)?.calls[0]?.name, text).toBe("get_holdings");
      expect(plan(text)?.confidence ?? 0, text).toBeGreaterThan(journalSkill.plan(read(text))[0]?.confidence ?? 0);
    }
    expect(plan("How is Ana doing?")).toBeUndefined();
    expect(plan("como está a Ana?")).toBeUndefined();
    const holding = (symbol: string, name: string) => ({ symbol, name, quantity: "12", costBasis: "1160.00", currency: "EUR", price: "101.5", priceDate: "2025-06-17", marketValue: "1218.00", unrealisedGainPercent: 0.05 });
    const results = [
      { id: "1", name: "get_holdings", arguments: {}, success: true, error: null, data: { baseCurrency: "EUR", totals: { totalValue: "2436.00", cash: "0" }, holdings: [holding("VWCE", "Vanguard FTSE All-World (Acc)"), holding("MSFT", "Microsoft")] } },
    ];
    expect(portfolioSkill.compose(read("how is VWCE doing?"), results)).toMatch(/^VWCE \(Vanguard FTSE All-World \(Acc\)\): 12 units that cost 1,160\.00 EUR, worth 1,218\.00 EUR \(\+5\.00% on cost/);
    expect(portfolioSkill.compose(read("como está o VWCE?"), results)).toMatch(/^VWCE .*: 12 unidades, custaram 1\.160,00 EUR e valem 1\.218,00 EUR/);
    expect(portfolioSkill.compose(read("how many Microsoft shares do I have?"), results)).toMatch(/^MSFT \(Microsoft\): 12 units/);
    expect(portfolioSkill.compose(read("how many Apple shares do I have?"), results)).toMatch(/^You hold no Apple\. Your holdings: VWCE, MSFT\./);
    expect(portfolioSkill.compose(read("quantas ações da Apple tenho?"), results)).toMatch(/^Não tem Apple na carteira\. As suas posições: VWCE, MSFT\./);
    expect(portfolioSkill.compose(read("what are my holdings?"), results)).toMatch(/^Your portfolio is worth/);
  });

  it("adds up the fees asked about and names the allocation's dimension in the question's language", () => {
    const fee = (date: string, amount: string) => ({ date, type: "FEE", symbol: null, quantity: null, unitPrice: null, amount, currency: "EUR" });
    const fees = [{ id: "1", name: "search_activities", arguments: { types: ["FEE"] }, success: true, error: null, data: { activities: [fee("2025-05-23", "12.00"), fee("2024-05-23", "12.50")], nextCursor: null } }];
    expect(portfolioSkill.compose(read("How much did I pay in fees?"), fees)).toMatch(/^You paid 24\.50 EUR in fees, all charged on their own\.$/);
    expect(portfolioSkill.compose(read("Quanto paguei em comissões?"), fees)).toMatch(/^Pagou 24,50 EUR de comissões, todas cobradas à parte\.$/);
    expect(portfolioSkill.compose(read("Show my last transactions"), fees)).toMatch(/^2 activities/);
    const more = [{ ...fees[0]!, data: { ...fees[0]!.data, nextCursor: "abc" } }];
    expect(portfolioSkill.compose(read("How much did I pay in fees?"), more)).toMatch(/^Your 2 newest trades and charges paid 24\.50 EUR in fees, all charged on their own; there are more/);
    const allocation = [{ id: "1", name: "get_asset_allocation", arguments: {}, success: true, error: null, data: { by: "currency", baseCurrency: "EUR", slices: [{ key: "EUR", weight: 1, value: "10.00" }] } }];
    expect(portfolioSkill.compose(read("qual a distribuição por moeda?"), allocation)).toMatch(/^Distribuição por moeda:/);
    expect(portfolioSkill.compose(read("what's my allocation by currency?"), allocation)).toMatch(/^Allocation by currency:/);
  });

  it("ranks the holdings by their gain on cost when asked for the best or the worst", () => {
    const holding = (symbol: string, gain: number | null) => ({ symbol, marketValue: "100.00", unrealisedGainPercent: gain });
    const results = [
      { id: "1", name: "get_holdings", arguments: {}, success: true, error: null, data: { baseCurrency: "EUR", totals: { totalValue: "400.00", cash: "0" }, holdings: [holding("VWCE", -0.05), holding("EDP", 0.23), holding("KO", -0.14), holding("CASHX", null)] } },
    ];
    const best = portfolioSkill.compose(read("What are my best performing stocks?"), results);
    expect(best).toMatch(/^Only 1 of your 3 holdings is above its cost:\n- EDP: \+23\.00%.*\nThe others are below their cost, the least down first:\n- VWCE: -5\.00%.*\n- KO: -14\.00%/s);
    const worst = portfolioSkill.compose(read("qual o meu ativo com pior desempenho?"), results);
    expect(worst).toMatch(/^O seu ativo com pior desempenho é KO: -14,00% face ao custo \(vale 100,00 EUR\)\.\nOs outros:\n- VWCE: -5,00% face ao custo\n- EDP: \+23,00% face ao custo$/);
    expect(portfolioSkill.compose(read("What's my best performing stock?"), results)).toMatch(/^Your best performing holding is EDP: \+23\.00% on cost \(worth 100\.00 EUR\)\.\nThe others:\n- VWCE/);
    expect(portfolioSkill.compose(read("quais são os meus ativos com pior desempenho?"), results)).toMatch(/^Ativos com pior desempenho.*\n- KO: -14,00%/s);
    expect(portfolioSkill.compose(read("How are my holdings doing?"), results)).toMatch(/^Your portfolio is worth/);
  });

  it("leaves the journal's questions to the journal", () => {
    for (const text of ["How was my week?", "How am I doing lately?", "What did I write yesterday?", "Como foi o meu mês?"]) {
      const mine = portfolioSkill.plan(read(text))[0]?.confidence ?? 0;
      const journal = journalSkill.plan(read(text))[0]?.confidence ?? 0;
      expect(mine, text).toBeLessThan(Math.max(journal, 0.5));
    }
  });

  it("answers from the tools' numbers in the question's language", () => {
    const results = [
      { id: "1", name: "get_income", arguments: {}, success: true, error: null, data: { baseCurrency: "EUR", from: "2025-01-01", to: "2025-06-18", total: "123.40", dividends: "120.00", interest: "3.40", byAsset: [{ symbol: "MSFT", amount: "80.00" }] } },
    ];
    expect(portfolioSkill.compose(read("Quanto recebi de dividendos este ano?"), results)).toContain("recebeu 120,00 EUR em dividendos (e ainda 3,40 EUR de juros do dinheiro em conta)");
    expect(portfolioSkill.compose(read("How much did I get in dividends this year?"), results)).toContain("you received 120.00 EUR in dividends (and 3.40 EUR in interest on cash besides)");
  });
});
