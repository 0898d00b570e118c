import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";

describeInBrowser("an answer whose conversation cannot be loaded afterwards", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({}, (app) => ({ server, page } = app));

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
