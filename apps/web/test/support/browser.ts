import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { describe } from "vitest";

export const screenshotDirectory = resolve(import.meta.dirname, "../../test-output/screenshots");

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const browserRequired = process.env.LIFEOS_REQUIRE_BROWSER === "1";

/**
 * `describe` for a suite that needs Chromium: without it (CHROMIUM_PATH, else
 * /usr/bin/chromium) the suite is skipped with one printed line, unless
 * LIFEOS_REQUIRE_BROWSER=1 (as in CI), in which case the run fails.
 */
export const describeInBrowser: (name: string, suite: () => void) => void = (name, suite) => {
  if (existsSync(executablePath)) return describe(name, suite);
  if (browserRequired) throw new Error(`LIFEOS_REQUIRE_BROWSER=1 but there is no Chromium at ${executablePath}: cannot run the browser suite "${name}"`);
  console.warn(`web: SKIPPED the browser suite "${name}": no Chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  return describe.skip(name, suite);
};

/** A viewport the browser suites run on. */
export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}
export const desktop: Viewport = { name: "desktop", width: 1280, height: 860 };
export const phone: Viewport = { name: "phone", width: 390, height: 844 };

/**
 * Debian's Chromium, headless, with a fresh profile (in `timezoneId` when given, else the machine's zone;
 * with `locale` as the person's language, its `navigator.language` and default formats, when given).
 */
export const launchBrowser = async (viewport: Viewport = desktop, timezoneId?: string, locale?: string): Promise<{ context: BrowserContext; close: () => Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), "lifeos-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: viewport.width, height: viewport.height },
    ...(timezoneId === undefined ? {} : { timezoneId }),
    ...(locale === undefined ? {} : { locale }),
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

/** Saves a screenshot, of the full page unless told otherwise, as test-output/screenshots/<name>.png (`name` may hold a folder: "phone/01-chat"). */
export const screenshot = async (page: Page, name: string, options: { readonly fullPage?: boolean } = {}): Promise<void> => {
  const path = join(screenshotDirectory, `${name}.png`);
  mkdirSync(resolve(path, ".."), { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
};
