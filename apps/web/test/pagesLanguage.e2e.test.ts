import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { apiCall } from "./support/page.js";

/** What a person of one language sees on the documents, memories and portfolio pages. */
interface Expected {
  readonly locale: string;
  readonly documents: { readonly heading: string; readonly loadSamples: string; readonly columns: ReadonlyArray<string>; readonly ready: string; readonly retrieval: string; readonly search: string };
  /** A file's size ("3.2 kB", "3,2 kB"), when it was uploaded, and a passage's score. */
  readonly size: RegExp;
  readonly uploaded: RegExp;
  readonly score: RegExp;
  readonly memories: { readonly tabs: ReadonlyArray<string>; readonly details: string; readonly month: string; readonly every: string; readonly learn: string };
  /** 2026-03-14 written as a date. */
  readonly day: string;
  readonly portfolio: { readonly loadSample: string; readonly sections: ReadonlyArray<string>; readonly totals: ReadonlyArray<string>; readonly twr: string; readonly buy: string; readonly columns: ReadonlyArray<string> };
  /** An amount of the base currency: "12,345.67 EUR", "12.345,67 EUR". */
  readonly money: RegExp;
  /** The import wizard: its account and preview, what it says of a good CSV and how it shows its first line. */
  readonly importing: { readonly into: string; readonly preview: string; readonly summary: string; readonly firstLine: RegExp; readonly badLine: string };
  /** A calendar date (`YYYY-MM-DD`) as the activities table writes it. */
  readonly written: (date: string) => string;
}

const people: ReadonlyArray<Expected> = [
  {
    locale: "en-US",
    documents: { heading: "Documents", loadSamples: "Load sample documents", columns: ["Name", "Status", "Size", "Pages", "Uploaded", "Actions"], ready: "Ready", retrieval: "Test retrieval", search: "Search" },
    size: /^\d+(\.\d)? (byte|kB|MB)$/,
    uploaded: /^[A-Z][a-z]{2} \d{1,2}, \d{4}/,
    score: /^score \d\.\d\d$/,
    memories: { tabs: ["Memories", "People", "Timeline", "Reminders", "Privacy"], details: "event · family · importance 7", month: "March 2026", every: "every 2 weeks", learn: "Learn from my conversations" },
    day: "03/14/2026",
    portfolio: {
      loadSample: "Load a sample portfolio",
      sections: ["Overview", "Activities", "Import CSV", "Quotes & FX", "Accounts & goals"],
      totals: ["Total value", "Cash", "Unrealised gain", "Realised gain", "Income", "Net contribution"],
      twr: "TWR (time-weighted)",
      buy: "Buy",
      columns: ["Date", "Type", "Account", "Asset", "Quantity", "Price", "Amount", "Fee", ""],
    },
    money: /^\d{1,3}(,\d{3})+\.\d{2} EUR$/,
    importing: { into: "Import into account", preview: "Preview", summary: "2 of 2 lines ready, 0 with errors.", firstLine: /^Line \d+: 01\/02\/2025 Deposit\s+1,000$/, badLine: "Line 2: “Bonus” is not a kind of activity LifeOS knows" },
    written: (date) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`,
  },
  {
    locale: "pt-BR",
    documents: {
      heading: "Documentos",
      loadSamples: "Carregar documentos de exemplo",
      columns: ["Nome", "Estado", "Tamanho", "Páginas", "Enviado em", "Ações"],
      ready: "Pronto",
      retrieval: "Testar a pesquisa",
      search: "Pesquisar",
    },
    size: /^\d+(,\d)? (byte|kB|MB)$/,
    uploaded: /^\d{1,2} de [a-zç]+\.? de \d{4}/,
    score: /^pontuação \d,\d\d$/,
    memories: { tabs: ["Memórias", "Pessoas", "Cronologia", "Lembretes", "Privacidade"], details: "acontecimento · família · importância 7", month: "março de 2026", every: "a cada 2 semanas", learn: "Aprender com as minhas conversas" },
    day: "14/03/2026",
    portfolio: {
      loadSample: "Carregar uma carteira de exemplo",
      sections: ["Resumo", "Movimentos", "Importar CSV", "Cotações e câmbio", "Contas e objetivos"],
      totals: ["Valor total", "Liquidez", "Ganho não realizado", "Ganho realizado", "Dividendos e juros", "Investimento líquido"],
      twr: "TWR (ponderada pelo tempo)",
      buy: "Compra",
      columns: ["Data", "Tipo", "Conta", "Ativo", "Quantidade", "Preço", "Montante", "Comissão", ""],
    },
    money: /^\d{1,3}(\.\d{3})+,\d{2} EUR$/,
    importing: { into: "Importar para a conta", preview: "Pré-visualizar", summary: "2 de 2 linhas prontas, 0 com erros.", firstLine: /^Linha \d+: 02\/01\/2025 Depósito\s+1\.000$/, badLine: "Linha 2: “Bonus” não é um tipo de movimento que o LifeOS conheça" },
    written: (date) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`,
  },
];

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

// The pages speak the browser's language and write dates, sizes, scores and money in its locale; English stays English.
for (const person of people) {
  describeInBrowser(`the pages for a person whose browser is in ${person.locale}`, () => {
    let server: AppServer;
    let page: Page;
    appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, locale: person.locale }, (app) => ({ server, page } = app));

    it("shows the documents, their status, size and upload date, and the retrieval test in their words and numbers", async () => {
      await page.goto(`${server.url}/documents`);
      await page.getByRole("heading", { level: 1, name: person.documents.heading }).waitFor();
      await page.getByRole("button", { name: person.documents.loadSamples }).click();
      const ready = page.locator('[data-testid="document-row"][data-status="ready"]');
      await expect.poll(() => ready.count(), { timeout: 60_000 }).toBe(3);
      expect(await texts(page, ".documents-table th")).toEqual(person.documents.columns);
      expect(await ready.first().locator(".status").textContent()).toBe(person.documents.ready);
      const cells = ready.first().locator("td");
      expect(await cells.nth(2).textContent()).toMatch(person.size);
      expect(await cells.nth(4).textContent()).toMatch(person.uploaded);
      const retrieval = page.getByRole("region", { name: person.documents.retrieval });
      await retrieval.getByRole("searchbox").fill("neural networks");
      await retrieval.getByRole("button", { name: person.documents.search }).click();
      await page.getByTestId("passage").first().waitFor();
      expect(await page.getByTestId("passage").first().locator(".passage-score").textContent()).toMatch(person.score);
      await screenshot(page, `language/${person.locale}-documents`);
    });

    it("shows the memories, their timeline, reminders and privacy in their words, dated in their order", async () => {
      await page.goto(server.url);
      await apiCall(page, "/memories", { method: "POST", body: { content: "Went to the dentist with my mother", occurredAt: "2026-03-14T12:00:00Z", type: "event", context: "family", importance: 7 } });
      await apiCall(page, "/reminders", { method: "POST", body: { text: "Water the plants", dueAt: "2099-03-14T09:00:00Z", recurrence: { every: 2, unit: "week" } } });
      await page.goto(`${server.url}/memories`);
      const views = page.getByRole("navigation", { name: person.locale === "en-US" ? "Memory views" : "Vistas da memória" });
      expect(await views.getByRole("button").allTextContents()).toEqual(person.memories.tabs);
      const row = page.locator(".memory-row").filter({ hasText: "Went to the dentist" });
      expect(await row.locator("p").first().textContent()).toContain(`${person.day} Went to the dentist`);
      expect(await row.locator("p.muted").textContent()).toBe(person.memories.details);
      await views.getByRole("button", { name: person.memories.tabs[2] }).click();
      expect(await page.getByRole("region", { name: person.memories.tabs[2] }).locator("h3").first().textContent()).toBe(person.memories.month);
      await views.getByRole("button", { name: person.memories.tabs[3] }).click();
      await page.getByText("Water the plants").waitFor();
      expect(await page.locator(".memory-list li").first().textContent()).toContain(person.memories.every);
      await views.getByRole("button", { name: person.memories.tabs[4] }).click();
      await page.getByText(person.memories.learn).waitFor();
      await screenshot(page, `language/${person.locale}-memories`);
    });

    it("shows the portfolio's sections, totals, performance and activities in their words, money and dates", async () => {
      await page.goto(`${server.url}/portfolio`);
      await page.getByRole("button", { name: person.portfolio.loadSample }).click();
      await page.getByTestId("portfolio-sample-banner").waitFor();
      await page.getByTestId("total-value").waitFor();
      const sections = await page.locator(".portfolio .page-header nav a").allTextContents();
      expect(sections).toEqual(person.portfolio.sections);
      expect(await texts(page, ".portfolio-totals dt")).toEqual(person.portfolio.totals);
      expect(await page.getByTestId("total-value").textContent()).toMatch(person.money);
      await expect.poll(() => page.getByTestId("performance-card").textContent()).toContain(person.portfolio.twr);
      await screenshot(page, `language/${person.locale}-portfolio`);
      await page.getByRole("link", { name: person.portfolio.sections[1] }).click();
      await page.locator('[data-testid="activities-table"] tbody tr').first().waitFor();
      expect(await texts(page, '[data-testid="activities-table"] th')).toEqual(person.portfolio.columns);
      // Newest first, as the API lists them.
      const newest = await apiCall<{ items: Array<{ date: string }> }>(page, "/portfolio/activities?limit=1");
      expect(await page.locator('[data-testid="activities-table"] tbody tr td:first-child').first().textContent()).toBe(person.written(newest.items[0]!.date));
      expect(await texts(page, '[data-testid="activities-table"] tbody tr td:nth-child(2)')).toContain(person.portfolio.buy);
      // The import wizard reads a CSV and shows each line in their words and numbers.
      await page.getByRole("link", { name: person.portfolio.sections[2] }).click();
      await page.getByLabel("CSV", { exact: true }).fill(["Date,Type,Symbol,Quantity,Price,Amount,Fee,Currency", "2025-01-02,Deposit,,,,1000,,EUR", "2025-01-03,Buy,VWCE,5,100,,1,EUR"].join("\n"));
      await page.getByLabel(person.importing.into).selectOption({ index: 1 });
      await page.getByRole("button", { name: person.importing.preview }).click();
      await expect.poll(() => page.getByTestId("import-summary").textContent()).toBe(person.importing.summary);
      expect(await page.locator(".import-rows li").first().textContent()).toMatch(person.importing.firstLine);
      // A line it cannot read says why in their words, not in the server's.
      await page.getByLabel("CSV", { exact: true }).fill(["Date,Type,Symbol,Quantity,Price,Amount,Fee,Currency", "2025-01-04,Bonus,VWCE,1,1,,,EUR"].join("\n"));
      await page.getByRole("button", { name: person.importing.preview }).click();
      await expect.poll(() => page.locator(".import-rows li").first().textContent()).toBe(person.importing.badLine);
    });
  });
}
