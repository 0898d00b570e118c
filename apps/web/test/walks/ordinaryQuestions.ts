import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type Viewport } from "../support/browser.js";
import type { SampleJournalApp } from "../support/sampleJournalApp.js";
import { openSidebar, sidewaysOverflow } from "../support/page.js";

/**
 * The offline mode understands ordinary questions (6), in English and
 * Portuguese, over the sample journal, and every tool's card is drawn for
 * people, not as JSON (9): the comparison card, the chart with its tooltip
 * and days that open the journal.
 */
export const ordinaryQuestions = (viewport: Viewport, app: SampleJournalApp): void => {
  describe("6, 9. ordinary questions offline, and the cards of their tools", () => {
    const server = { get url() { return app.url(); } };
    let browser: { context: BrowserContext; close: () => Promise<void> };
    let page: Page;

    beforeAll(async () => {
      browser = await launchBrowser(viewport);
      page = await browser.context.newPage();
      await page.goto(server.url);
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** Asks in a new conversation and returns the finished answer. */
    const ask = async (question: string) => {
      await openSidebar(page);
      await page.getByRole("button", { name: "New conversation" }).click();
      await page.getByLabel("Ask about your journal").fill(question);
      await page.getByLabel("Ask about your journal").press("Enter");
      const answer = page.locator(".message-assistant").last();
      await page.locator('.message-assistant[data-status="complete"]').last().waitFor();
      // Markdown is drawn, never printed, and nothing raw from a tool is shown.
      expect(await answer.textContent()).not.toContain("**");
      expect(await answer.locator("pre.json").count()).toBe(0);
      return answer;
    };

    it("greets back and says what it can do", async () => {
      const answer = await ask("Hi! What can you do?");
      const text = await answer.textContent();
      expect(text).toMatch(/^Hello!/);
      expect(text).toContain("not an AI model");
      expect(text).toContain("You can ask, for example:");
      expect(await answer.locator(".message-text li").count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId("offline-banner").textContent()).toContain("without an AI model");
      await screenshot(page, `${viewport.name}/offline-01-what-can-you-do`);
    });

    it("answers how the last month went, asked in Portuguese", async () => {
      const answer = await ask("como foi o meu último mês?");
      await answer.locator('[data-tool="get_current_state"]').waitFor();
      expect(await answer.locator(".message-text").last().textContent()).toMatch(/\b(mês|dias|humor|semana)\b/i);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `${viewport.name}/offline-02-ultimo-mes`);
    });

    it("compares this month with last month on one 0–100 scale, with periods that open the journal", async () => {
      const answer = await ask("compare this month with last month");
      const card = answer.locator('[data-tool="compare_time_periods"] .comparison-card');
      await card.waitFor();
      expect(await card.locator(".comparison-row").count()).toBe(2);
      expect(await card.textContent()).toContain("0-100 scale");
      expect(await card.locator(".comparison-row a").first().getAttribute("href")).toMatch(/^\/journal\/\d{4}-\d{2}-01$/);
      await screenshot(page, `${viewport.name}/offline-03-comparison`);
    });

    it("finds what made the person happy last week as entries, not a chart", async () => {
      const answer = await ask("what made me happy last week?");
      await answer.locator('[data-tool="get_recent_entries"]').waitFor();
      expect(await answer.getByTestId("time-series-chart").count()).toBe(0);
    });

    it("finds the dog by meaning, not only by the word", async () => {
      const answer = await ask("what did I write about my dog?");
      const cards = answer.locator('[data-tool="search_journal"]');
      await cards.first().waitFor();
      expect((await cards.allTextContents()).join(" ")).toMatch(/Biscuit|puppy/i);
      await screenshot(page, `${viewport.name}/offline-04-dog-by-meaning`);
    });

    it("charts happiness with a tooltip under the pointer, and a day on the chart opens the journal", async () => {
      const answer = await ask("How has my happiness been over the last 3 months?");
      const chart = answer.getByTestId("time-series-chart");
      await chart.scrollIntoViewIfNeeded();
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
      const tooltip = page.getByTestId("chart-tooltip");
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toMatch(/^\d{1,3}\/100 · /);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `${viewport.name}/offline-05-chart-tooltip`);
      await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
      await page.waitForURL(/\/journal\/\d{4}-\d{2}-\d{2}$/);
    });
  });
};
