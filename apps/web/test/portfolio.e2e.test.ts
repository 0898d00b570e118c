import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, startAppServer, type AppServer } from "./support/appServer.js";
import { launchBrowser, screenshot } from "./support/browser.js";

const csv = ["Date,Type,Symbol,Quantity,Price,Amount,Fee,Currency", "2025-01-02,Deposit,,,,1000,,EUR", "2025-01-03,Buy,TEST,5,100,,1,EUR", "2025-01-04,Bonus,TEST,1,1,,,EUR"].join("\n");

describe("the portfolio in a real browser", () => {
  let server: AppServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;

  beforeAll(async () => {
    buildApp();
    server = await startAppServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

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
    await screenshot(page, "portfolio-overview");
  });

  it("imports a CSV through the wizard: errors per line, nothing saved until every line is good", async () => {
    await page.getByRole("link", { name: "Import CSV" }).click();
    await page.getByLabel("CSV", { exact: true }).fill(csv);
    await page.getByLabel("Import into account").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-summary").textContent()).toContain("2 of 3 lines ready, 1 with errors");
    expect(await page.locator(".import-rows").textContent()).toContain('unknown activity type "Bonus"');
    expect(await page.getByRole("button", { name: "Import all lines" }).isDisabled()).toBe(true);
    await page.getByLabel("CSV", { exact: true }).fill(csv.split("\n").slice(0, 3).join("\n"));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("import-summary").textContent()).toContain("2 of 2 lines ready");
    await page.getByRole("button", { name: "Import all lines" }).click();
    await expect.poll(() => page.getByTestId("import-message").textContent()).toContain("Imported 2 activities");
    await page.getByRole("link", { name: "Activities" }).click();
    await page.getByLabel("From").fill("2025-01-01");
    await page.getByLabel("To").fill("2025-01-31");
    await expect.poll(() => page.getByTestId("activities-table").textContent()).toContain("TEST");
  });

  it("asks the offline assistant to record a trade, and only Confirm saves the draft", async () => {
    await page.goto(server.url);
    await page.getByLabel("Ask about your journal").fill("I bought 3 TEST at 101.5 yesterday");
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.getByTestId("draft-card").waitFor();
    // The answer is finished (and stored) before the person decides: a card redrawn by the final message keeps no click made on the streaming one.
    await page.locator('article.message-assistant[data-status="complete"]').last().waitFor();
    await page.getByTestId("draft-card").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => page.getByTestId("draft-decision").textContent()).toContain("Saved to your portfolio");
    const activities = await (await fetch(`${server.url}/api/v1/portfolio/activities?types=BUY&limit=200`, { headers: { cookie: (await browser.context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") } })).text();
    expect(activities).toContain('"unitPrice":"101.5"');
    await screenshot(page, "portfolio-draft-confirmed");
  });
});
