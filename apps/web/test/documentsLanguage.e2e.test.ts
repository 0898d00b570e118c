import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeEncryptedPdf, makeScannedPdf } from "@lifeos/agent/testing";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";

describeInBrowser("the documents page tells a Portuguese reader in Portuguese why a document could not be read or was refused", () => {
  let server: AppServer;
  let page: Page;
  let folder: string;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false", LIFEOS_JOB_POLL_MS: "100" }, locale: "pt-PT" }, (app) => ({ server, page } = app));
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "lifeos-documents-pt-"));
    writeFileSync(join(folder, "digitalizado.pdf"), await makeScannedPdf(1));
    writeFileSync(join(folder, "segredo.pdf"), await makeEncryptedPdf());
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("says a scan without a text layer needs OCR, in Portuguese", async () => {
    await page.goto(`${server.url}/documents`);
    await page.locator('input[type="file"]').setInputFiles([join(folder, "digitalizado.pdf")]);
    const failed = page.locator('[data-testid="document-row"][data-status="failed"]');
    await failed.getByRole("link", { name: "digitalizado.pdf" }).waitFor({ timeout: 60_000 });
    expect(await failed.locator(".document-error").textContent()).toBe(
      "digitalizado.pdf tem 1 página mas nenhuma camada de texto (parece digitalizado ou feito de imagens): precisa de OCR, que ainda não é suportado",
    );
  });

  it("says a file refused at upload, one with a password, in Portuguese", async () => {
    await page.goto(`${server.url}/documents`);
    await page.locator('input[type="file"]').setInputFiles([join(folder, "segredo.pdf")]);
    const refused = page.locator('[data-testid="upload-row"][data-state="failed"] .upload-error');
    await refused.waitFor();
    expect(await refused.textContent()).toBe("segredo.pdf está protegido por senha: retire a senha e envie-o de novo");
  });
});
