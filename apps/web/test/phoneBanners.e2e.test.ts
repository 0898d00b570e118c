import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, phone, screenshot } from "./support/browser.js";

/** Each shown banner's height and its text's line height, top down. */
const banners = (page: Page) =>
  page.locator("[data-banner]:visible").evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        name: element.getAttribute("data-banner"),
        height: element.getBoundingClientRect().height,
        // Whether its (short) text is cut off by the ellipsis.
        cut: [...element.querySelectorAll(".banner-text")].some((text) => text.scrollWidth > text.clientWidth),
        line: Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.6,
        padding: Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth),
      };
    }),
  );

// On a phone the chat needs the screen: the notices above it (offline mode, the sample journal, processing) are one line each, and can be put away.
describeInBrowser("the notices at the top, on a phone", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "true", LIFEOS_JOB_CONCURRENCY: "0" }, viewport: phone }, (app) => ({ server, page } = app));

  it("keeps each notice above the chat and the journal to one line", async () => {
    for (const [path, expected] of [
      ["/", ["offline", "sample-chat"]],
      ["/journal", ["offline", "processing", "sample"]],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      for (const name of expected) await page.locator(`[data-banner="${name}"]`).waitFor();
      const shown = await banners(page);
      expect(shown.map((banner) => banner.name).sort()).toEqual([...expected].sort());
      // One line of text and its padding (a wrapped line would add a whole line's height).
      for (const banner of shown) expect(banner.height, banner.name ?? "").toBeLessThan(banner.line * 1.5 + banner.padding);
      // And the short text of each fits that line whole.
      expect(shown.filter((banner) => banner.cut).map((banner) => banner.name)).toEqual([]);
    }
    await screenshot(page, "phone/notices-one-line", { fullPage: false });
  });

  it("puts a notice away when asked, and keeps it away on the next page", async () => {
    await page.goto(server.url);
    const offline = page.locator('[data-banner="offline"]');
    await offline.waitFor();
    await offline.getByRole("button", { name: "Hide this notice" }).click();
    await offline.waitFor({ state: "detached" });
    await page.locator('[data-banner="sample-chat"]').getByRole("button", { name: "Hide this notice" }).click();
    await page.locator('[data-banner="sample-chat"]').waitFor({ state: "detached" });
    const composer = await page.getByLabel("Ask about your journal").boundingBox();
    const messages = await page.locator(".messages").boundingBox();
    // With the notices put away the conversation has most of the screen.
    expect(messages!.height).toBeGreaterThan(phone.height / 2);
    expect(composer!.y + composer!.height).toBeLessThanOrEqual(phone.height);
    await page.goto(`${server.url}/journal`);
    await page.locator('[data-banner="processing"]').waitFor();
    expect(await page.locator('[data-banner="offline"]').count()).toBe(0);
    await screenshot(page, "phone/notices-put-away", { fullPage: false });
  });
});
