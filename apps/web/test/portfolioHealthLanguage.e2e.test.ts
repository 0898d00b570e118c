import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";
import { apiCall } from "./support/page.js";

describeInBrowser("the portfolio data check's issues in the language of the answer, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" } }, (app) => ({ server, page } = app));

  const healthCard = async (question: string): Promise<Locator> => {
    await page.getByRole("button", { name: "New conversation" }).click();
    await page.getByLabel("Ask about your journal").fill(question);
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.locator('.message-assistant[data-status="complete"]').last().waitFor();
    const section = page.locator(".message-assistant").last().locator('section.tool-card[data-tool="get_health_status"]');
    await section.waitFor();
    return section;
  };

  it("says negative cash in Portuguese to a Portuguese question and in English to an English one", async () => {
    await page.goto(server.url);
    await apiCall(page, "/portfolio/sample", { method: "POST" });
    const { items } = await apiCall<{ items: Array<{ id: string; currency: string }> }>(page, "/portfolio/accounts");
    const account = items.find((item) => item.currency === "EUR")!;
    // More taken out than the account ever held: its cash goes below zero.
    await apiCall(page, "/portfolio/activities", {
      method: "POST",
      body: { activities: [{ accountId: account.id, type: "WITHDRAWAL", date: "2026-01-02", amount: "1000000", currency: "EUR" }] },
    });
    const portuguese = await (await healthCard("como estão os meus investimentos?")).innerText();
    expect(portuguese).toMatch(/O saldo em EUR está negativo \(-[\d\s.,]+\): pode faltar um depósito/);
    expect(portuguese).not.toMatch(/Cash in|is negative|last quote is from|has no /);
    const english = await (await healthCard("How are my holdings doing?")).innerText();
    expect(english).toMatch(/Cash in EUR is negative \(-[\d,.]+\): a deposit may be missing/);
  });
});
