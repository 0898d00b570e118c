import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePdf, makeScannedPdf, paragraph } from "@lifeos/agent/testing";
import { buildApp, startAppServer, type AppServer } from "./support/appServer.js";
import { describeInBrowser, launchBrowser, screenshot } from "./support/browser.js";

/** A 9-page lease whose rule on pets is on page 7. */
const leasePages = Array.from({ length: 9 }, (_, index) =>
  index === 6
    ? { heading: "Pets and animals", paragraphs: ["Pets: the tenant may keep one cat or one small dog in the flat with the landlord's written consent."] }
    : { heading: `Section ${index + 1}`, paragraphs: [paragraph(index + 1, 0, 4)] },
);

describeInBrowser("documents in a real browser", () => {
  let server: AppServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  let folder: string;

  beforeAll(async () => {
    buildApp();
    server = await startAppServer({ LIFEOS_SAMPLE_DATA: "false", LIFEOS_JOB_POLL_MS: "100" });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    folder = mkdtempSync(join(tmpdir(), "lifeos-documents-"));
    writeFileSync(join(folder, "lease.pdf"), await makePdf(leasePages, { title: "Lease" }));
    writeFileSync(join(folder, "broken.pdf"), Buffer.from("%PDF-1.7\nthis is not really a pdf"));
    writeFileSync(join(folder, "scan.pdf"), await makeScannedPdf(2));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("offers the sample documents on an empty page, loads them and removes them again", async () => {
    await page.goto(`${server.url}/documents`);
    await page.getByRole("button", { name: "Load sample documents" }).click();
    await expect.poll(() => page.getByTestId("document-row").count(), { timeout: 30_000 }).toBe(3);
    await page.getByTestId("documents-sample-banner").waitFor();
    await page.locator('[data-testid="document-row"][data-status="ready"]').getByText("Sample · Study notes, neural networks.md").waitFor({ timeout: 60_000 });
    await screenshot(page, "09-documents-samples");
    await page.getByRole("button", { name: "Remove the samples" }).click();
    await page.getByRole("button", { name: "Load sample documents" }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("document-row").count()).toBe(0);
  });

  it("uploads with a progress bar per file, shows each file's status and the reason a bad file was refused", async () => {
    await page.goto(`${server.url}/documents`);
    await page.getByRole("heading", { name: "Documents" }).waitFor();
    await page.getByLabel("Upload documents").setInputFiles([join(folder, "lease.pdf"), join(folder, "broken.pdf")]);
    await expect.poll(() => page.getByTestId("upload-row").count()).toBe(2);
    const refused = page.locator('[data-testid="upload-row"][data-state="failed"] .upload-error');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/broken\.pdf/);
    await page.locator('[data-testid="upload-row"][data-state="done"]').waitFor();
    expect(await page.locator('[data-testid="upload-row"] progress').count()).toBe(2);
    await page.locator('[data-testid="document-row"][data-status="ready"]').getByText("lease.pdf").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("document-row").count()).toBe(1);
    await screenshot(page, "10-documents-uploaded");
  });

  it("tests retrieval: a question about pets finds page 7 under its heading, with its score", async () => {
    await page.getByLabel("Question").fill("are pets allowed");
    await page.getByRole("button", { name: "Search" }).click();
    const first = page.getByTestId("passage").first();
    await first.waitFor();
    expect(await first.textContent()).toContain("lease.pdf · p. 7 · Pets and animals");
    expect(await first.textContent()).toMatch(/score \d\.\d\d/);
  });

  it("answers in the chat with a citation naming page 7 and its heading that opens the viewer there with the passage highlighted", async () => {
    await page.goto(server.url);
    await page.getByLabel("Ask about your journal").fill("What does my lease say about pets?");
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.locator('.message-assistant[data-status="complete"]').waitFor();
    const citation = page.locator(".message-assistant .message-text").getByTestId("citation").first();
    await citation.waitFor();
    expect(await citation.textContent()).toBe("lease.pdf · p. 7 · Pets and animals");
    await screenshot(page, "11-chat-citation");
    await citation.click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}\?page=7/);
    await expect.poll(() => page.getByTestId("viewer-page").textContent()).toBe("Page 7 of 9");
    await page.locator(".textLayer .passage-highlight").first().waitFor({ timeout: 30_000 });
    expect(await page.locator(".textLayer .passage-highlight").first().textContent()).toMatch(/Pets|cat|dog|consent/);
    await screenshot(page, "12-viewer-page-7");
  });

  it("deletes a document", async () => {
    await page.goto(`${server.url}/documents`);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete lease.pdf" }).click();
    await expect.poll(() => page.getByTestId("document-row").count()).toBe(0);
  });

  it("shows why a document failed to be read, and offers to retry it", async () => {
    await page.goto(`${server.url}/documents`);
    await page.getByLabel("Upload documents").setInputFiles([join(folder, "scan.pdf")]);
    const failed = page.locator('[data-testid="document-row"][data-status="failed"]');
    await failed.getByRole("link", { name: "scan.pdf" }).waitFor({ timeout: 60_000 });
    expect(await failed.locator(".document-error").textContent()).toBe(
      "scan.pdf has 2 pages but no text layer (it looks scanned or made of images): it needs OCR, which is not supported yet",
    );
    await failed.getByRole("button", { name: "Retry" }).waitFor();
  });
});
