import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, startAppServer, type AppServer } from "./support/appServer.js";
import { describeInBrowser, launchBrowser } from "./support/browser.js";

describeInBrowser("an answer whose conversation cannot be loaded afterwards", () => {
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

  it("keeps the question and its answer on screen, says so, and shows them once when loading works again", async () => {
    await page.goto(server.url);
    await page.getByLabel("Ask about your journal").fill("What can you do?");
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.waitForURL(/\/chat\/.+/);
    await page.getByRole("button", { name: "Regenerate" }).waitFor();
    // The connection drops once the next answer is written: loading the stored conversation fails.
    await page.route("**/api/v1/threads/**", (route) => (route.request().method() === "GET" ? route.abort("connectionrefused") : route.continue()));
    await page.getByLabel("Ask about your journal").fill("What was my last entry?");
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.getByRole("button", { name: "Retry" }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator(".messages").textContent()).toContain("What was my last entry?");
    // The notice speaks words, not the API's error code.
    expect(await page.locator(".notice-error").first().textContent()).not.toMatch(/INTERNAL_ERROR|[A-Z]+_[A-Z]+/);
    await page.unroute("**/api/v1/threads/**");
    await page.getByRole("button", { name: "Retry" }).first().click();
    await expect.poll(() => page.getByRole("button", { name: "Retry" }).count()).toBe(0);
    await expect.poll(() => page.getByText("What was my last entry?", { exact: true }).count()).toBe(1);
  });
});
