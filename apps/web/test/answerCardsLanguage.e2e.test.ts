import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";
import { apiCall } from "./support/page.js";

// A card inside an answer speaks the answer's language, whatever the browser's: an English browser asking in Portuguese
// gets the holdings and the memories used in Portuguese, with Portuguese numbers; asking in English, in English.
describeInBrowser("the cards of an answer in an English browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, locale: "en-US" }, (app) => ({ server, page } = app));

  const ask = async (question: string) => {
    await page.getByRole("button", { name: "New conversation", exact: true }).click();
    await expect.poll(() => page.locator(".message-assistant").count()).toBe(0);
    await page.getByLabel("Ask about your journal").fill(question);
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.locator('.message-assistant[data-status="complete"]').first().waitFor();
    return page.locator(".message-assistant").last();
  };

  it("labels the holdings in the language of the question, and its money in that language's numbers", async () => {
    await page.goto(server.url);
    await apiCall(page, "/portfolio/sample", { method: "POST" });
    const portuguese = await ask("Como estão os meus investimentos?");
    const table = portuguese.getByTestId("holdings-table");
    expect(await table.locator("th").allTextContents()).toEqual(["Ativo", "Quantidade", "Valor", "Ganho", "Ganho %", "Peso"]);
    // Portuguese numbers: a decimal comma before the cents.
    expect(await table.locator("tbody tr td:nth-child(3)").first().textContent()).toMatch(/^[\d\s.\u00a0\u202f]+,\d{2} [A-Z]{3}$/);
    const english = await ask("How are my holdings doing?");
    expect(await english.getByTestId("holdings-table").locator("th").allTextContents()).toEqual(["Asset", "Quantity", "Value", "Gain", "Gain %", "Weight"]);
    expect(await english.getByTestId("holdings-table").locator("tbody tr td:nth-child(3)").first().textContent()).toMatch(/^[\d,]+\.\d{2} [A-Z]{3}$/);
  });

  it("names the memories a Portuguese answer used, and their actions, in Portuguese", async () => {
    await apiCall(page, "/memories", { method: "POST", body: { content: "O Dr. Almeida é o meu dentista", type: "relationship", context: "family" } });
    const answer = await ask("O que te lembras sobre mim?");
    const chip = answer.getByTestId("used-memories");
    await chip.waitFor();
    expect(await chip.locator("summary").textContent()).toMatch(/^(1 memória usada|\d+ memórias usadas)$/);
    await chip.locator("summary").click();
    const used = chip.getByTestId("used-memory").first();
    expect(await used.getByRole("button").allTextContents()).toEqual(["Corrigir", "Esquecer"]);
  });
});
