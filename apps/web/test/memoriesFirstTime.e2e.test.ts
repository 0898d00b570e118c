import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, phone, screenshot } from "./support/browser.js";
import { apiCall } from "./support/page.js";

describeInBrowser("the Memories page before and after the first memory, on a phone, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, viewport: phone }, (app) => ({ server, page } = app));

  it("says how memories come, with an example, instead of a screen of filters over nothing", async () => {
    await page.goto(`${server.url}/memories`);
    await page.getByText("Remember that my sister is called Ana").waitFor();
    expect(await page.getByRole("button", { name: "Delete memories in range" }).count()).toBe(0);
    expect(await page.getByLabel("Search memories").count()).toBe(0);
    await screenshot(page, "phone/memories-first-time");
  });

  it("brings the filters once something is remembered, and says when they match nothing", async () => {
    await apiCall(page, "/memories", { method: "POST", body: { content: "Dr. Almeida is my dentist", type: "relationship", context: "personal" } });
    await page.reload();
    await page.getByText("Dr. Almeida is my dentist").waitFor();
    await page.getByLabel("Type").selectOption("task");
    await page.getByText("No memory matches these filters.").waitFor();
    expect(await page.getByText("Remember that my sister is called Ana").count()).toBe(0);
  });
});
