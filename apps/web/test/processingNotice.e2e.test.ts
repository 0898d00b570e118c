import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, startAppServer, waitForPipeline, type AppServer } from "./support/appServer.js";
import { describeInBrowser, launchBrowser } from "./support/browser.js";
import { apiCall } from "./support/page.js";

// A fresh start queues the sample journal: the Journal and Documents pages say how far the analysis is, and the line
// goes away by itself once it is done. The first server runs no jobs, so nothing is processed while the pages are
// read; a second one over the same data runs them.
describeInBrowser("the processing notice on the Journal and Documents pages", () => {
  let directory: string;
  let server: AppServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  beforeAll(async () => {
    buildApp();
    directory = mkdtempSync(join(tmpdir(), "lifeos-e2e-processing-"));
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const notice = () => page.getByTestId("processing-notice");

  it("counts the entries and documents analysed so far while they wait", async () => {
    server = await startAppServer({ LIFEOS_SAMPLE_DATA: "true", LIFEOS_JOB_CONCURRENCY: "0" }, directory);
    await page.goto(`${server.url}/journal`);
    const sample = await apiCall<{ count: number }>(page, "/journal/sample");
    expect(sample.count).toBeGreaterThan(300);
    await notice().waitFor();
    expect(await notice().textContent()).toBe(`Analysing your journal — 0 of ${sample.count} entries so far`);
    expect(await notice().getAttribute("role")).toBe("status");

    const documents = await apiCall<{ documents: unknown[] }>(page, "/documents/sample", { method: "POST" });
    await page.goto(`${server.url}/documents`);
    await notice().waitFor();
    expect(await notice().textContent()).toBe(`Analysing your documents — 0 of ${documents.documents.length} documents so far`);
    await server.stop();
    server = undefined;
  });

  it("goes away by itself once everything is analysed, without a reload", async () => {
    server = await startAppServer({ LIFEOS_JOB_POLL_MS: "100" }, directory);
    await page.goto(`${server.url}/journal`);
    await notice().waitFor();
    expect(await notice().textContent()).toMatch(/^Analysing your journal — \d+ of \d+ entries so far$/);
    await waitForPipeline(server.url);
    await notice().waitFor({ state: "detached", timeout: 30_000 });
    await page.goto(`${server.url}/documents`);
    await page.getByRole("heading", { name: "Documents" }).waitFor();
    await expect.poll(async () => (await apiCall<{ processing: unknown }>(page, "/documents/processing")).processing, { timeout: 60_000, interval: 200 }).toBeNull();
    await notice().waitFor({ state: "detached", timeout: 30_000 });
  }, 300_000);
});
