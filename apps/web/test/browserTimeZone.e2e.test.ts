import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";
import { apiCall } from "./support/page.js";

const zoneOf = async (page: Page) => (await apiCall<{ user: { timeZone: string } }>(page, "/me")).user.timeZone;

/** A person on the server's default zone (UTC) who never chose one gets their browser's, once; a zone they chose stays. */
describeInBrowser("the browser's time zone", () => {
  let server: AppServer;
  let page: Page;
  // The server on UTC, so the local user starts on the default zone; the browser in Tokyo.
  appInBrowser({ env: { TZ: "UTC", LIFEOS_SAMPLE_DATA: "false" }, timezoneId: "Asia/Tokyo" }, (app) => ({ server, page } = app));

  it("becomes the person's when they never chose one, and never replaces one they chose", async () => {
    await page.goto(server.url);
    await expect.poll(() => zoneOf(page)).toBe("Asia/Tokyo");
    await apiCall(page, "/settings", { method: "PUT", body: { provider: "offline", timeZone: "UTC" } });
    // The page offers the browser's zone again on every start, and the server keeps the one chosen.
    const offered = page.waitForResponse((response) => response.url().endsWith("/api/v1/settings/time-zone/adopt"));
    await page.reload();
    expect(await (await offered).json()).toEqual({ timeZone: "UTC", adopted: false });
    await page.getByRole("link", { name: "Settings" }).first().click();
    expect(await zoneOf(page)).toBe("UTC");
    await expect.poll(() => page.getByLabel("Time zone").inputValue()).toBe("UTC");
  });
});
