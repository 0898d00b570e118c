import { strToU8, zipSync } from "fflate";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";
import { apiCall } from "./support/page.js";

describeInBrowser("journal import of a person's own files in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false", LIFEOS_JOB_POLL_MS: "100" } }, (app) => ({ server, page } = app));

  const openImport = async () => {
    await page.goto(`${server.url}/journal`);
    await page.getByRole("button", { name: "Import" }).click();
  };

  it("imports a zip of day-first notes with the date order chosen in the panel", async () => {
    await openImport();
    const zip = zipSync({ "notes/05-04-2019.md": strToU8("Ferry to the island."), "notes/06-04-2019.txt": Buffer.from("Caf\xe9 at the pier.", "latin1") });
    await page.getByLabel("Files").setInputFiles([{ name: "notes.zip", mimeType: "application/zip", buffer: Buffer.from(zip) }]);
    await page.getByLabel("Dates written as numbers (05-03-2024)").selectOption("DMY");
    await page.getByRole("button", { name: /^Import 1 file/ }).click();
    await page.getByTestId("import-result").waitFor();
    expect(await page.getByTestId("import-result").textContent()).toContain("Imported 2 new");
    const entries = await apiCall<{ items: Array<{ date: string; content: string }> }>(page, "/journal/entries?order=asc&limit=10");
    expect(entries.items.map((entry) => [entry.date, entry.content])).toEqual([
      ["2019-04-05", "Ferry to the island."],
      ["2019-04-06", "Café at the pier."],
    ]);
  });

  it("says plainly why nothing was imported from a Word file and where it belongs", async () => {
    await openImport();
    await page.getByLabel("Files").setInputFiles([{ name: "payslip.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from("PK") }]);
    await page.getByRole("button", { name: /^Import 1 file/ }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Nothing to import: no journal entry could be read from the file\. payslip\.docx: a journal does not import “\.docx” files: .*; put a document under Documents$/);
  });
});
