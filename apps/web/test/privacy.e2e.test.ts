import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, phone, screenshot } from "./support/browser.js";
import { sidewaysOverflow } from "./support/page.js";

/** Where a checkbox and the words of its label are drawn. */
const checkboxAndWords = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((input) => {
    const words = [...(input.parentElement?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
    const range = document.createRange();
    if (words !== undefined) range.selectNodeContents(words);
    const box = input.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    return { box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom }, text: { left: text.left, top: text.top, bottom: text.bottom } };
  });

describeInBrowser("the memory privacy settings on a phone, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, viewport: phone }, (app) => ({ server, page } = app));

  it("draws the learning switch on the line of its words, and the page fits the screen", async () => {
    await page.goto(`${server.url}/memories`);
    await page.getByRole("button", { name: "Privacy", exact: true }).click();
    const { box, text } = await checkboxAndWords(page, "Learn from my conversations");
    // The box is just before its words, on the same line, not alone on a line above them.
    expect(box.right).toBeLessThanOrEqual(text.left);
    expect(box.bottom).toBeGreaterThan(text.top);
    expect(box.top).toBeLessThan(text.bottom);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "phone/memory-privacy");
  });
});
