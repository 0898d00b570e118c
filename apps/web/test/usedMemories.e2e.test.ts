import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, startAppServer, type AppServer } from "./support/appServer.js";
import { launchBrowser, screenshot } from "./support/browser.js";

describe("the memories an answer used, in a real browser: shown on the answer, corrected and forgotten from there", () => {
  let server: AppServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const remembered: Record<string, string> = {};

  const box = () => page.getByLabel("Ask about your journal");
  const lastAnswer = () => page.locator(".message-assistant").last();
  const ask = async (question: string) => {
    const before = await page.locator(".message-assistant").count();
    await box().fill(question);
    await box().press("Enter");
    await expect.poll(() => page.locator(".message-assistant").count()).toBeGreaterThan(before);
    await page.locator('.message-assistant[data-status="complete"]').nth(before).waitFor();
  };
  const memoryStatus = (id: string) => page.evaluate(async (memoryId) => (await fetch(`/api/v1/memories/${memoryId}`)).status, id);

  beforeAll(async () => {
    buildApp();
    server = await startAppServer({ LIFEOS_SAMPLE_DATA: "false" });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(server.url);
    for (const content of ["Dr. Almeida is my dentist", "Susana is my daughter and she plays the violin"]) {
      const stored = await page.evaluate(async (body) => {
        const response = await fetch("/api/v1/memories", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        return { status: response.status, body: (await response.json()) as { id: string } };
      }, { content, type: "relationship", context: "family" });
      expect(stored.status).toBe(201);
      remembered[content] = stored.body.id;
    }
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows on the answer which memories it was given, and still does after a reload", async () => {
    await ask("Who is my dentist?");
    const chip = lastAnswer().getByTestId("used-memories");
    await chip.waitFor();
    expect(await chip.locator("summary").textContent()).toMatch(/^\d+ memor(y|ies) used$/);
    await chip.locator("summary").click();
    const dentist = chip.getByTestId("used-memory").filter({ hasText: "Dr. Almeida is my dentist" });
    await dentist.waitFor();
    await screenshot(page, "60-chat-used-memories");

    // Stored with the answer: the thread, opened again, shows the same chip.
    await page.reload();
    await lastAnswer().getByTestId("used-memories").locator("summary").click();
    await lastAnswer().getByTestId("used-memory").filter({ hasText: "Dr. Almeida is my dentist" }).waitFor();
  });

  it("corrects a memory from the chip", async () => {
    const dentist = lastAnswer().getByTestId("used-memory").filter({ hasText: "Dr. Almeida is my dentist" });
    await dentist.getByRole("button", { name: "Correct" }).click();
    const field = lastAnswer().getByLabel("Correct this memory");
    await field.fill("Dr. Almeida Reis is my dentist");
    await lastAnswer().getByRole("button", { name: "Save" }).click();
    await lastAnswer().getByText("Dr. Almeida Reis is my dentist").waitFor();
    const id = remembered["Dr. Almeida is my dentist"]!;
    const content = await page.evaluate(async (memoryId) => ((await (await fetch(`/api/v1/memories/${memoryId}`)).json()) as { content: string }).content, id);
    expect(content).toBe("Dr. Almeida Reis is my dentist");
  });

  it("forgets a memory from the chip: it is deleted, and the next answer no longer uses it", async () => {
    const id = remembered["Dr. Almeida is my dentist"]!;
    expect(await memoryStatus(id)).toBe(200);
    const dentist = lastAnswer().getByTestId("used-memory").filter({ hasText: "Dr. Almeida Reis is my dentist" });
    await dentist.getByRole("button", { name: "Forget" }).click();
    await dentist.getByText("Forgotten").waitFor();
    await screenshot(page, "61-chat-memory-forgotten");
    expect(await memoryStatus(id)).toBe(404);

    await ask("Who is my dentist?");
    const chips = lastAnswer().getByTestId("used-memories");
    if ((await chips.count()) > 0) {
      await chips.locator("summary").click();
      expect(await chips.textContent()).not.toContain("Almeida");
    }
  });
});
