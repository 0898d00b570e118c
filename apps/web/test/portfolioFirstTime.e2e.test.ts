import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";

/** The background each section link of the portfolio is drawn with, by its words. */
const sectionBackgrounds = (page: Page) =>
  page
    .getByRole("navigation", { name: "Portfolio sections" })
    .getByRole("link")
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.textContent ?? "", getComputedStyle(link).backgroundColor])));

describeInBrowser("the portfolio before the first account, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" } }, (app) => ({ server, page } = app));

  it("shows which section is open", async () => {
    await page.goto(`${server.url}/portfolio`);
    const overview = await sectionBackgrounds(page);
    expect(overview["Overview"]).not.toBe(overview["Activities"]);
    await page.getByRole("link", { name: "Activities" }).click();
    await page.waitForURL(/\/portfolio\/activities$/);
    await page.mouse.move(0, 0); // away from the link, so it is drawn as it rests, not hovered
    const activities = await sectionBackgrounds(page);
    expect(activities["Activities"]).not.toBe(activities["Overview"]);
    expect(activities["Activities"]).toBe(overview["Overview"]);
  });

  it("offers the ways to start instead of a page of zeros, each one a link", async () => {
    await page.goto(`${server.url}/portfolio`);
    await page.getByRole("button", { name: "Load a sample portfolio" }).waitFor();
    expect(await page.getByTestId("total-value").count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Holdings" }).count()).toBe(0);
    await screenshot(page, "desktop/portfolio-first-time");
    await page.getByRole("link", { name: "import a CSV" }).click();
    await page.waitForURL(/\/portfolio\/import$/);
    await page.getByRole("link", { name: "Overview" }).click();
    await page.getByRole("link", { name: "Add one" }).click();
    await page.waitForURL(/\/portfolio\/accounts$/);
  });

  it("shows the overview once there is an account", async () => {
    await page.goto(`${server.url}/portfolio`);
    await page.getByRole("button", { name: "Load a sample portfolio" }).click();
    await page.getByTestId("portfolio-sample-banner").waitFor();
    expect(await page.getByTestId("total-value").textContent()).toMatch(/\d/);
  });
});

describeInBrowser("the portfolio's value chart in the dark theme, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" } }, (app) => ({ server, page } = app));

  it("writes the chart's amounts and dates in the page's muted ink, not black on the dark page", async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByRole("radio", { name: "Dark" }).check();
    await page.goto(`${server.url}/portfolio`);
    await page.getByRole("button", { name: "Load a sample portfolio" }).click();
    await page.getByTestId("valuation-chart").waitFor();
    const inks = await page.getByTestId("valuation-chart").locator("text").evaluateAll((labels) => labels.map((label) => getComputedStyle(label).fill));
    const muted = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = "var(--muted)";
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(inks.length).toBe(3);
    expect(new Set(inks)).toEqual(new Set([muted]));
    await screenshot(page, "desktop/portfolio-dark");
  });
});
