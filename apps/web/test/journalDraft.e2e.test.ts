import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { startDraftingModel } from "./support/draftingModel.js";
import { apiCall } from "./support/page.js";

/**
 * Writing in the journal from the chat, offline: the request's words come back
 * as a draft card, Save writes them (a new entry, then added to that day's),
 * Discard writes nothing, and the Journal page shows what was written.
 */
describeInBrowser("journal drafts from the chat, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" } }, (app) => ({ server, page } = app));

  /** Asks in a new conversation and returns the draft card of the finished answer. */
  const draftFor = async (request: string): Promise<Locator> => {
    await page.getByRole("button", { name: "New conversation" }).click();
    await page.getByLabel("Ask about your journal").fill(request);
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.locator('.message-assistant[data-status="complete"]').last().waitFor();
    const card = page.locator(".message-assistant").last().locator('section.tool-card[data-tool="add_journal_entry"]');
    await card.waitFor();
    return card;
  };

  it("shows the words to write with Save and Discard, and Save writes a new entry the Journal page shows", async () => {
    await page.goto(server.url);
    const card = await draftFor("add to my journal: Went for a run with Tom, felt great");
    expect(await card.locator("h3").textContent()).toBe("Draft for your journal");
    expect(await card.locator(".journal-draft-text").textContent()).toBe("Went for a run with Tom, felt great");
    expect(await card.innerText()).toContain("a new entry");
    // The chip says the argument in words.
    expect(await page.locator(".message-assistant").last().getByTestId("tool-chip").first().textContent()).toMatch(/^Draft for your journal.*text: Went for a run/);
    expect(await apiCall<{ items: unknown[] }>(page, "/journal/entries")).toMatchObject({ items: [] });
    await screenshot(page, "journal-draft");
    await card.getByRole("button", { name: "Save to journal" }).click();
    await expect.poll(() => card.getByTestId("draft-decision").textContent()).toContain("Saved to your journal as a new entry.");
    await card.getByRole("link", { name: "Open the entry" }).click();
    await expect.poll(() => page.locator(".entry-content").textContent()).toContain("Went for a run with Tom, felt great");
  });

  it("adds a second request's words at the end of that day's entry, keeping what it said", async () => {
    await page.goto(server.url);
    // Asked in Portuguese: the card speaks it too.
    const card = await draftFor("anota no meu diário: Dormi mal, muito café.");
    expect(await card.innerText()).toContain("acrescentado no fim da entrada desse dia");
    expect(await card.locator(".journal-draft-existing").textContent()).toContain("Went for a run with Tom");
    await card.getByRole("button", { name: "Guardar no diário" }).click();
    await expect.poll(() => card.getByTestId("draft-decision").textContent()).toContain("Acrescentado no fim da entrada desse dia.");
    const { items } = await apiCall<{ items: Array<{ content: string }> }>(page, "/journal/entries");
    expect(items.map((entry) => entry.content)).toEqual(["Went for a run with Tom, felt great\n\nDormi mal, muito café."]);
    await page.getByRole("link", { name: "Journal", exact: true }).first().click();
    await expect.poll(() => page.locator("main").innerText()).toContain("Dormi mal, muito café.");
  });

  it("writes nothing on Discard, and shows the decision again after a reload", async () => {
    await page.goto(server.url);
    const card = await draftFor("log that the train was late");
    await card.getByRole("button", { name: "Discard" }).click();
    await expect.poll(() => card.getByTestId("draft-decision").textContent()).toBe("Discarded: nothing was written.");
    const { items } = await apiCall<{ items: Array<{ content: string }> }>(page, "/journal/entries");
    expect(items.map((entry) => entry.content).join("\n")).not.toContain("train");
    await page.reload();
    const stored = page.locator('section.tool-card[data-tool="add_journal_entry"]').last();
    await expect.poll(() => stored.getByTestId("draft-decision").textContent()).toBe("Discarded: nothing was written.");
    expect(await stored.getByRole("button", { name: "Discard" }).count()).toBe(0);
  });

  it("is offered to a model with a key, and a Save clicked while its answer is still written is kept and writes once", async () => {
    const model = await startDraftingModel({ content: "Picked up the new bike. Rode it to the lake.", date: "2026-01-02" }, { tool: "add_journal_entry" });
    try {
      await apiCall(page, "/settings", { method: "PUT", body: { provider: "openai", baseUrl: model.baseUrl, chatModel: "drafting-model", embeddingModel: "offline" } });
      await page.goto(server.url);
      await page.getByRole("button", { name: "New conversation" }).click();
      await page.getByLabel("Ask about your journal").fill("Add to my journal for January 2nd that I picked up the new bike");
      await page.getByLabel("Ask about your journal").press("Enter");
      const answer = page.locator("article.message-assistant").last();
      const card = answer.locator('section.tool-card[data-tool="add_journal_entry"]');
      await card.getByRole("button", { name: "Save to journal" }).click();
      await page.locator('article.message-assistant[data-status="complete"]').last().waitFor({ timeout: 30_000 });
      await expect.poll(() => card.getByTestId("draft-decision").textContent(), { timeout: 30_000 }).toContain("Saved to your journal as a new entry.");
      const written = async () => (await apiCall<{ items: Array<{ date: string; content: string }> }>(page, "/journal/entries?from=2026-01-02&to=2026-01-02")).items;
      expect(await written()).toEqual([expect.objectContaining({ date: "2026-01-02", content: "Picked up the new bike. Rode it to the lake." })]);
      await page.reload();
      await page.getByTestId("draft-decision").getByText("Saved to your journal").waitFor();
      expect(await written()).toHaveLength(1);
    } finally {
      await apiCall(page, "/settings", { method: "PUT", body: { provider: "offline" } });
      await model.close();
    }
  });
});
