import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, phone, screenshot } from "./support/browser.js";
import { sidewaysOverflow } from "./support/page.js";

/** Where an element is drawn, and the styles a stray stylesheet would change. */
const drawn = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { left: box.left, top: box.top, right: box.right, width: box.width, radius: style.borderTopRightRadius, fontSize: style.fontSize };
  });

describeInBrowser("what a newcomer sees first, on a desktop, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "true" } }, (app) => ({ server, page } = app));

  it("draws the side bar as the whole left column, square against the page, whatever the document viewer's stylesheet says", async () => {
    await page.goto(server.url);
    const sidebar = await drawn(page, "#sidebar");
    const main = await drawn(page, "#main");
    // No strip of background between the side bar and the page, no card corners.
    expect(sidebar.right).toBe(main.left);
    expect(sidebar.radius).toBe("0px");
    await screenshot(page, "desktop/first-look");
  });

  it("writes the keyboard shortcuts in the app's own type size", async () => {
    await page.goto(server.url);
    await page.getByRole("button", { name: /Keyboard shortcuts/ }).click();
    const dialog = await drawn(page, "dialog[open]");
    const body = await drawn(page, "body");
    expect(dialog.fontSize).toBe(body.fontSize);
    await page.keyboard.press("Escape");
  });

  it("marks a sample entry of the journal with a small label, not a bar across the entry", async () => {
    await page.goto(`${server.url}/journal`);
    const label = await drawn(page, ".timeline-entry .badge-sample");
    const entry = await drawn(page, ".timeline-entry");
    expect(label.width).toBeLessThan(entry.width / 4);
    await screenshot(page, "desktop/journal-sample-label");
  });

  it("puts the Documents title where every other page puts its title", async () => {
    // Each title sits under the offline banner, which comes once the app knows it has no model.
    await page.goto(`${server.url}/journal`);
    await page.getByText("Offline mode.").waitFor();
    const journal = await drawn(page, ".page-header");
    await page.goto(`${server.url}/documents`);
    await page.getByText("Offline mode.").waitFor();
    const documents = await drawn(page, ".page-header");
    expect(documents).toEqual(journal);
  });
});

describeInBrowser("the documents on a phone, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, viewport: phone }, (app) => ({ server, page } = app));

  it("shows the whole table of documents as the page scrolls, not a squeezed box that scrolls on its own", async () => {
    await page.goto(`${server.url}/documents`);
    await page.getByRole("button", { name: "Load sample documents" }).click();
    await page.getByTestId("document-row").first().waitFor();
    const table = await page.locator(".documents-table").evaluate((element) => ({ shown: element.clientHeight, drawn: element.scrollHeight }));
    expect(table.shown).toBe(table.drawn);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "phone/documents-sample");
  });

  it("writes the hint in the question box within its lines, not cut off in the middle of one", async () => {
    await page.goto(server.url);
    const box = page.getByLabel("Ask about your journal");
    // The placeholder wraps as the same words typed in would: typed in, they must fit without scrolling.
    const fits = await box.evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      textarea.value = textarea.placeholder;
      const result = textarea.scrollHeight <= textarea.clientHeight;
      textarea.value = "";
      return result;
    });
    expect(fits).toBe(true);
  });
});
