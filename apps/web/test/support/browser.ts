import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const screenshotDirectory = resolve(import.meta.dirname, "../../test-output/screenshots");

/** Debian's Chromium, headless, with a fresh profile. */
export const launchBrowser = async (): Promise<{ context: BrowserContext; close: () => Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), "lifeos-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 860 },
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

/** Saves a full-page screenshot as test-output/screenshots/<name>.png. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: join(screenshotDirectory, `${name}.png`), fullPage: true });
};
