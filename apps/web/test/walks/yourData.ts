import { resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/appServer.js";
import { launchBrowser, screenshot, type Viewport } from "../support/browser.js";
import { openSidebar } from "../support/page.js";

const chatGptExport = resolve(import.meta.dirname, "../../../server/test/fixtures/chatgpt/conversations.json");

/** Your data is yours (8): export from Settings, import into a fresh LifeOS, import from ChatGPT. */
export const yourData = (viewport: Viewport): void => {
  describe("8. your data is yours", () => {
    let source: AppServer;
    let target: AppServer;
    let browser: { context: BrowserContext; close: () => Promise<void> };
    let page: Page;
    let archivePath: string;

    beforeAll(async () => {
      // The fresh LifeOS shows its sample journal: that is not the person's data, so an archive may still go in.
      [source, target] = await Promise.all([startAppServer({ LIFEOS_SAMPLE_DATA: "false" }), startAppServer({ LIFEOS_SAMPLE_DATA: "true" })]);
      browser = await launchBrowser(viewport);
      page = await browser.context.newPage();
    }, 600_000);
    afterAll(async () => {
      await browser?.close();
      await Promise.all([source?.stop(), target?.stop()]);
    });

    it("downloads everything as one archive from Settings", async () => {
      await page.goto(`${source.url}/settings`);
      await page.getByRole("heading", { name: "Settings" }).waitFor();
      const written = await page.evaluate(async () => {
        const statuses: number[] = [];
        for (const entry of [
          { date: "2026-02-01", title: "First day", content: "Started the new job. Nervous but glad." },
          { date: "2026-02-02", title: null, content: "Long run by the sea; calm all evening." },
        ]) {
          const response = await fetch("/api/v1/journal/entries", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(entry) });
          statuses.push(response.status);
        }
        return statuses;
      });
      expect(written).toEqual([201, 201]);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-data").click()]);
      expect(download.suggestedFilename()).toMatch(/^lifeos-export-\d{4}-\d{2}-\d{2}\.zip$/);
      archivePath = (await download.path())!;
      expect(archivePath).toBeTruthy();
    });

    it("imports the archive into a fresh LifeOS and shows what came in", async () => {
      await page.goto(`${target.url}/settings`);
      await page.getByLabel("Import an archive").setInputFiles(archivePath);
      const result = page.getByTestId("archive-import-result");
      await result.waitFor();
      expect(await result.textContent()).toContain("2 journal entries");
      await result.scrollIntoViewIfNeeded();
      await screenshot(page, `${viewport.name}/40-settings-archive-imported`);
      await page.goto(`${target.url}/journal`);
      await page.getByText("First day").first().waitFor();

      // A second import into the same account is refused: it is no longer empty.
      await page.goto(`${target.url}/settings`);
      await page.getByLabel("Import an archive").setInputFiles(archivePath);
      await page.getByText(/only into an account with no data of its own/).waitFor();
    });

    it("imports ChatGPT's conversations.json and lists what was skipped and why", async () => {
      await page.goto(`${target.url}/settings`);
      await page.getByLabel("Import from ChatGPT").setInputFiles(chatGptExport);
      const result = page.getByTestId("chatgpt-import-result");
      await result.waitFor();
      const text = await result.textContent();
      expect(text).toContain("Imported 2 conversations with 6 messages");
      expect(text).toContain("New chat: it has no last message to start from");
      // The list of conversations shows them at once.
      await openSidebar(page);
      await page.locator("nav, aside").getByText("Sourdough starter while travelling").first().waitFor();
      await result.scrollIntoViewIfNeeded();
      await screenshot(page, `${viewport.name}/41-settings-chatgpt-imported`);
      await page.goto(target.url);
      await openSidebar(page);
      await page.getByText("Sourdough starter while travelling").first().waitFor();
    });

    it("deletes all of it from Settings once the person types the word, and LifeOS is empty again", async () => {
      await page.goto(`${target.url}/settings`);
      await page.getByRole("button", { name: "Delete all my data…" }).click();
      const erase = page.getByRole("button", { name: "Delete everything" });
      expect(await erase.isDisabled()).toBe(true);
      await page.getByLabel("Type “delete” to confirm").fill("delete");
      expect(await erase.isDisabled()).toBe(false);
      await page.getByTestId("erase-data").scrollIntoViewIfNeeded();
      await screenshot(page, `${viewport.name}/42-settings-erase-confirm`);
      await erase.click();
      await page.getByTestId("erase-data-done").waitFor();
      const left = await page.evaluate(async () => {
        const count = async (path: string) => ((await (await fetch(`/api/v1${path}`)).json()) as { items: unknown[] }).items.length;
        return { threads: await count("/threads"), entries: await count("/journal/entries") };
      });
      expect(left).toEqual({ threads: 0, entries: 0 });
      await page.goto(`${target.url}/journal`);
      await page.getByText("First day").waitFor({ state: "detached" });
      expect(await page.getByText("First day").count()).toBe(0);
    });
  });
};
