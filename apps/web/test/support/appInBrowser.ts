import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { buildApp, startAppServer, type AppServer } from "./appServer.js";
import { launchBrowser, type Viewport } from "./browser.js";

/**
 * A browser suite's setup: before its tests the app is built, its server
 * started (with `env`) and one page opened in Chromium (at `viewport`, in `timezoneId`, for a person of `locale`),
 * handed to `started`; after them both are stopped.
 */
export const appInBrowser = (options: { readonly env?: Record<string, string>; readonly viewport?: Viewport; readonly timezoneId?: string; readonly locale?: string }, started: (app: { readonly server: AppServer; readonly page: Page }) => void): void => {
  let server: AppServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    buildApp();
    server = await startAppServer(options.env);
    browser = await launchBrowser(options.viewport, options.timezoneId, options.locale);
    started({ server, page: await browser.context.newPage() });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
};
