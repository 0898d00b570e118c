import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, startAppServer, waitForPipeline, type AppServer } from "./support/appServer.js";
import { describeInBrowser, launchBrowser } from "./support/browser.js";
import { apiCall } from "./support/page.js";

// A fresh start queues the sample journal: the Journal and Documents pages say how far the analysis is, and the line
// goes away by itself once it is done. The page's server runs no jobs, so the count waits while the pages are read; a
// second server over the same database then runs them, and the page, still open on the first, sees the work finish.
describeInBrowser("the processing notice on the Journal and Documents pages", () => {
  let directory: string;
  let reader: AppServer | undefined;
  let worker: AppServer | undefined;
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
    await worker?.stop();
    await reader?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const notice = () => page.getByTestId("processing-notice");
  let entries = 0;

  it("counts the entries and documents analysed so far while they wait", async () => {
    reader = await startAppServer({ LIFEOS_SAMPLE_DATA: "true", LIFEOS_JOB_CONCURRENCY: "0" }, directory);
    await page.goto(`${reader.url}/journal`);
    const sample = await apiCall<{ count: number }>(page, "/journal/sample");
    entries = sample.count;
    expect(entries).toBeGreaterThan(300);
    await notice().waitFor();
    expect(await notice().innerText()).toBe(`Analysing your journal — 0 of ${entries} entries so far`);
    expect(await notice().getAttribute("role")).toBe("status");

    const documents = await apiCall<{ documents: unknown[] }>(page, "/documents/sample", { method: "POST" });
    await page.goto(`${reader.url}/documents`);
    await notice().waitFor();
    expect(await notice().innerText()).toBe(`Analysing your documents — 0 of ${documents.documents.length} documents so far`);
  });

  it("goes away by itself once everything is analysed, without a reload, and a search shown meanwhile is asked again", async () => {
    if (reader === undefined) throw new Error("the first test starts the page's server");
    await page.goto(`${reader.url}/journal`);
    await notice().waitFor();
    expect(await notice().innerText()).toBe(`Analysing your journal — 0 of ${entries} entries so far`);
    // A search made while the journal is read says that matches by meaning come later.
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/journal/search")) searches.push(request.url());
    });
    await page.getByLabel("Search the journal").fill("guitar");
    const reading = page.getByTestId("journal-search-reading");
    await reading.waitFor();
    expect(await reading.innerText()).toBe("Some entries are still being read: matches by meaning will show here when that is done.");
    const asked = searches.length;
    expect(asked).toBeGreaterThan(0);
    // Only now does anything run the jobs; the page stays where it is.
    worker = await startAppServer({ LIFEOS_JOB_POLL_MS: "100" }, directory);
    await waitForPipeline(worker.url);
    await notice().waitFor({ state: "detached", timeout: 30_000 });
    // The reading ended: the search is asked again by itself, and finds the entries read meanwhile.
    await reading.waitFor({ state: "detached", timeout: 30_000 });
    await page.getByTestId("journal-search-results").locator("mark").first().waitFor({ timeout: 30_000 });
    expect(searches.length).toBeGreaterThan(asked);
    await page.getByLabel("Search the journal").fill("");
    await page.goto(`${reader.url}/documents`);
    await page.getByRole("heading", { name: "Documents" }).waitFor();
    await expect.poll(async () => (await apiCall<{ processing: unknown }>(page, "/documents/processing")).processing, { timeout: 60_000, interval: 200 }).toBeNull();
    await notice().waitFor({ state: "detached", timeout: 30_000 });
  }, 300_000);
});
