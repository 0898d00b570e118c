import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { sidewaysOverflow } from "./support/page.js";

/** The narrowest phone people still use. */
const narrow = { name: "narrow phone", width: 375, height: 740 };

describeInBrowser("journal and documents on a narrow phone", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ viewport: narrow }, (app) => ({ server, page } = app));

  it("puts the cursor in the entry when New entry or Edit opens the editor, so typing writes it", async () => {
    await page.goto(`${server.url}/journal`);
    await page.getByRole("button", { name: "New entry" }).click();
    // Typed, not filled: the keys go wherever the focus is.
    await page.keyboard.type("Went for a long walk by the river with Ana.");
    expect(await page.locator("#entry-content").inputValue()).toBe("Went for a long walk by the river with Ana.");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Save entry" }).click();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.keyboard.type(" Felt calm.");
    // The cursor opens at the end of the text, so the words are added, not put in front.
    expect(await page.locator("#entry-content").inputValue()).toBe("Went for a long walk by the river with Ana. Felt calm.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.locator(".entry-content").textContent()).toContain("with Ana. Felt calm.");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "narrow/journal-entry");
  });

  it("lists an uploaded document without pushing the page sideways: the table scrolls inside itself", async () => {
    await page.goto(`${server.url}/documents`);
    await page.locator('input[type="file"]').first().setInputFiles({ name: "lease-agreement-2026.md", mimeType: "text/markdown", buffer: Buffer.from("# Lease\n\nThe tenant may keep one cat or one small dog.\n") });
    await expect.poll(() => page.locator(".documents-table").textContent()).toContain("lease-agreement-2026.md");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Every column can still be reached: the Delete button scrolls into view.
    await page.getByRole("button", { name: "Delete" }).first().scrollIntoViewIfNeeded();
    expect(await page.getByRole("button", { name: "Delete" }).first().isVisible()).toBe(true);
    await screenshot(page, "narrow/documents");
  });
});
