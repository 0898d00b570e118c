import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { startDraftingModel } from "./support/draftingModel.js";

const csv = ["Date,Type,Symbol,Quantity,Price,Amount,Fee,Currency", "2025-01-02,Deposit,,,,1000,,EUR", "2025-01-03,Buy,TEST,5,100,,1,EUR", "2025-01-04,Bonus,TEST,1,1,,,EUR"].join("\n");

describeInBrowser("the portfolio in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({}, (app) => ({ server, page } = app));

  it("loads the sample portfolio and shows totals, a sortable holdings table, the value chart and performance", async () => {
    await page.goto(`${server.url}/portfolio`);
    await page.getByRole("button", { name: "Load a sample portfolio" }).click();
    await page.getByTestId("portfolio-sample-banner").waitFor();
    await page.getByTestId("holdings-table").waitFor();
    await expect.poll(() => page.locator('[data-testid="holdings-table"] tbody tr').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId("total-value").textContent()).toMatch(/\d/);
    await page.getByTestId("valuation-chart").waitFor();
    expect(await page.getByTestId("performance-card").textContent()).toContain("TWR (time-weighted)");
    await page.getByRole("button", { name: "Asset" }).click();
    const symbols = await page.locator('[data-testid="holdings-table"] tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute("data-symbol") ?? ""));
    expect(symbols).toEqual([...symbols].sort((a, b) => a.localeCompare(b)));
    await page.getByRole("button", { name: "ALL" }).click();
    await expect.poll(async () => page.getByTestId("performance-card").textContent()).toContain("→");
    // Allocation is grouped by words a person reads, not the API's names.
    expect(await page.getByLabel("Allocation by").locator("option").allTextContents()).toEqual(["Asset class", "Instrument", "Sector", "Region", "Currency", "Account"]);
    // By instrument, the sample's ETFs are their own slice, apart from the shares of single companies.
    await page.getByLabel("Allocation by").selectOption({ label: "Instrument" });
    await expect.poll(() => page.locator(".allocation-bars").textContent()).toMatch(/ETFs[\s\S]*Individual stocks|Individual stocks[\s\S]*ETFs/);
    await page.getByLabel("Allocation by").selectOption({ label: "Sector" });
    await expect.poll(() => page.locator(".allocation-bars li").count()).toBeGreaterThan(0);
    await screenshot(page, "portfolio-overview");
  });

  it("imports a CSV through the wizard: errors per line, nothing saved until every line is good", async () => {
    await page.getByRole("link", { name: "Import CSV" }).click();
    await page.getByLabel("CSV", { exact: true }).fill(csv);
    await page.getByLabel("Import into account").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-summary").textContent()).toContain("2 of 3 lines ready, 1 with errors");
    expect(await page.locator(".import-rows").textContent()).toContain("“Bonus” is not a kind of activity LifeOS knows");
    expect(await page.getByRole("button", { name: "Import all lines" }).isDisabled()).toBe(true);
    await page.getByLabel("CSV", { exact: true }).fill(csv.split("\n").slice(0, 3).join("\n"));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-summary").textContent()).toContain("2 of 2 lines ready");
    await page.getByRole("button", { name: "Import all lines" }).click();
    await expect.poll(() => page.getByTestId("import-message").textContent()).toContain("Imported 2 activities");
    await page.getByRole("link", { name: "Activities" }).click();
    // The date filters say on screen which is which, not only to a screen reader.
    const dateWords = () => page.locator(".filters input.date-field-text").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.innerText.trim() ?? ""));
    expect(await dateWords()).toEqual(["From", "To"]);
    await page.getByLabel("From").fill("2025-01-01");
    await page.getByLabel("To").fill("2025-01-31");
    await expect.poll(() => page.getByTestId("activities-table").textContent()).toContain("TEST");
  });

  it("says which way the exchange rates run: shown by the totals, or assumed and flipped by the person, and imports them as multipliers", async () => {
    const rated = ["Date,Type,Symbol,Quantity,Price,Currency,Exchange rate,Total", "2025-02-03,Buy,FXTEST,10,172.10,USD,1.08,1593.52"].join("\n");
    await page.goto(`${server.url}/portfolio`);
    await page.getByRole("link", { name: "Import CSV" }).click();
    await page.getByLabel("CSV", { exact: true }).fill(rated);
    await page.getByLabel("Import into account").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-fx").textContent()).toContain("the totals in the file show this");
    expect(await page.getByLabel("Exchange rate direction").inputValue()).toBe("perBase");
    // Without the total nothing shows the direction: the wizard says it assumes one, and the person flips it.
    await page.getByLabel("CSV", { exact: true }).fill(rated.replace(",Total", "").replace(",1593.52", ""));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-fx").textContent()).toContain("assumed");
    expect(await page.getByLabel("Exchange rate direction").inputValue()).toBe("toBase");
    await page.getByLabel("Exchange rate direction").selectOption("perBase");
    await expect.poll(() => page.getByTestId("import-fx").textContent()).toContain("as you chose");
    await page.getByRole("button", { name: "Apply mapping" }).click();
    await expect.poll(() => page.getByTestId("import-fx").textContent()).toContain("as you chose");
    // Saved with the profile, the direction is how the next file of that broker is read.
    await page.getByLabel("Profile name").fill("Broker with rates");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByTestId("import-message").textContent()).toContain("Saved the mapping");
    await page.getByLabel("Import profile").selectOption({ label: "Broker with rates" });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-fx").textContent()).toContain("as saved with the import profile");
    expect(await page.getByLabel("Exchange rate direction").inputValue()).toBe("perBase");
    await page.getByRole("button", { name: "Import all lines" }).click();
    await expect.poll(() => page.getByTestId("import-message").textContent()).toContain("Imported 1 activities");
    const bought = await apiCall<{ items: Array<{ unitPrice: string | null; fxRate: string | null }> }>("/portfolio/activities?types=BUY&limit=200");
    expect(bought.items.filter((activity) => activity.unitPrice === "172.1").map((activity) => activity.fxRate)).toEqual(["0.9259259259"]);
  });

  /** Calls the API from the page, with the page's session. */
  const apiCall = <A>(path: string, init: { method?: string; body?: unknown } = {}): Promise<A> =>
    page.evaluate(
      async ({ path, init }) => {
        const response = await fetch(`/api/v1${path}`, {
          method: init.method ?? "GET",
          headers: init.body === undefined ? {} : { "Content-Type": "application/json" },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
        return response.status === 204 ? null : response.json();
      },
      { path, init },
    ) as Promise<A>;
  const boughtAt = async (unitPrice: string) =>
    (await apiCall<{ items: Array<{ unitPrice: string | null }> }>("/portfolio/activities?types=BUY&limit=200")).items.filter((activity) => activity.unitPrice === unitPrice).length;

  it("asks the offline assistant to record a trade, and only Confirm saves the draft", async () => {
    await page.goto(server.url);
    await page.getByLabel("Ask about your journal").fill("I bought 3 TEST at 101.5 yesterday");
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.getByTestId("draft-card").waitFor();
    expect(await boughtAt("101.5")).toBe(0);
    await page.getByTestId("draft-card").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => page.getByTestId("draft-decision").textContent()).toContain("Saved to your portfolio");
    expect(await boughtAt("101.5")).toBe(1);
    await screenshot(page, "portfolio-draft-confirmed");
  });

  it("keeps a Confirm clicked while the answer is still being written: saved once, and shown after the answer is stored and after a reload", async () => {
    const model = await startDraftingModel({ type: "BUY", symbol: "TEST", quantity: "2", unitPrice: "99.25" });
    try {
      await apiCall("/settings", { method: "PUT", body: { provider: "openai", baseUrl: model.baseUrl, chatModel: "drafting-model", embeddingModel: "offline" } });
      await page.getByRole("button", { name: "New conversation" }).click();
      await page.getByLabel("Ask about your journal").fill("Record that I bought 2 TEST at 99.25");
      await page.getByLabel("Ask about your journal").press("Enter");
      const answer = page.locator("article.message-assistant").last();
      await answer.getByTestId("draft-card").waitFor();
      expect(await answer.getAttribute("data-status")).toBe("streaming");
      await answer.getByTestId("draft-card").getByRole("button", { name: "Confirm" }).click();
      // Clicked mid-answer: nothing asks again while the answer goes on, and the decision stands once it is stored.
      expect(await answer.getByTestId("draft-card").getByRole("button", { name: "Confirm" }).count()).toBe(0);
      expect(await answer.getAttribute("data-status")).toBe("streaming");
      await page.locator('article.message-assistant[data-status="complete"]').last().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId("draft-decision").textContent(), { timeout: 30_000 }).toContain("Saved to your portfolio");
      expect(await boughtAt("99.25")).toBe(1);
      await page.reload();
      await page.getByTestId("draft-decision").getByText("Saved to your portfolio").waitFor();
      expect(await page.getByTestId("draft-card").getByRole("button", { name: "Confirm" }).count()).toBe(0);
      expect(await boughtAt("99.25")).toBe(1);
      await screenshot(page, "portfolio-draft-confirmed-mid-answer");
    } finally {
      await model.close();
      await apiCall("/settings", { method: "PUT", body: { provider: "offline", baseUrl: null } });
    }
  });
});
