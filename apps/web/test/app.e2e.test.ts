import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, startAppServer, waitForPipeline, type AppServer } from "./support/appServer.js";
import { describeInBrowser, launchBrowser, screenshot } from "./support/browser.js";
import { startSlowModelServer } from "@lifeos/core/testing";

describeInBrowser("LifeOS in a real browser", () => {
  let server: AppServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;

  beforeAll(async () => {
    buildApp();
    server = await startAppServer({ LIFEOS_SAMPLE_DATA: "true" });
    await waitForPipeline(server.url);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ask = async (question: string) => {
    await page.getByLabel("Ask about your journal").fill(question);
    await page.getByLabel("Ask about your journal").press("Enter");
  };

  it("answers a question with streamed text and a time-series chart, labelled as offline", async () => {
    await page.goto(server.url);
    await expect(page.getByTestId("offline-banner").textContent()).resolves.toContain("without an AI model");
    await ask("How has my happiness been over the last 3 months?");
    await page.getByTestId("time-series-chart").waitFor();
    await page.locator('.message-assistant[data-status="complete"]').waitFor();
    const answer = await page.locator(".message-assistant .message-text").last().textContent();
    expect(answer).toMatch(/happiness/i);
    expect(await page.locator(".chart-line").count()).toBe(1);
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await screenshot(page, "01-chat-time-series");
  });

  it("renames, pins and deletes threads from the list", async () => {
    const firstUrl = page.url();
    await page.getByRole("button", { name: "New conversation" }).click();
    // A new conversation offers a first question for each thing LifeOS answers from; one click asks it.
    const suggestions = page.locator(".welcome .suggestions button");
    await expect.poll(() => suggestions.allTextContents()).toEqual(expect.arrayContaining(["What was my last entry?", "Help me reflect on my last entry", "What do you remember about me?", "How are my holdings doing?"]));
    await page.getByRole("button", { name: "What was my last entry?" }).click();
    await page.locator(".message-user", { hasText: "What was my last entry?" }).waitFor();
    await page.locator('.message-assistant[data-status="complete"]').waitFor();
    await page.locator('[data-tool="get_recent_entries"], [data-tool="get_entry"], [data-tool="search_journal"]').first().waitFor();

    const items = page.getByTestId("thread-item");
    await expect.poll(() => items.count()).toBe(2);

    const firstId = firstUrl.split("/").pop()!;
    const firstItem = page.locator(`.thread-item:has(a[href="/chat/${firstId}"])`);
    await firstItem.hover();
    await firstItem.getByRole("button", { name: /^Rename/ }).click();
    await page.getByLabel("New title").fill("Mood over the autumn");
    await page.getByLabel("New title").press("Enter");
    await page.getByRole("link", { name: "Mood over the autumn" }).waitFor();

    const renamed = page.locator(".thread-item", { hasText: "Mood over the autumn" });
    await renamed.hover();
    await renamed.getByRole("button", { name: /^Pin/ }).click();
    await page.getByTestId("pinned-threads").getByText("Mood over the autumn").waitFor();
    await screenshot(page, "02-threads-renamed-pinned");

    const other = page.getByTestId("recent-threads").getByTestId("thread-item").first();
    const otherTitle = (await other.locator(".thread-title").textContent())!;
    await other.hover();
    await other.getByRole("button", { name: /^Delete/ }).click();
    await other.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByTestId("thread-item").count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Conversations" }).getByText(otherTitle, { exact: true }).count()).toBe(0);
  });

  it("finds the history after a reload", async () => {
    await page.getByRole("link", { name: "Mood over the autumn" }).click();
    await page.getByTestId("time-series-chart").waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Mood over the autumn" }).waitFor();
    await page.getByTestId("time-series-chart").waitFor();
    expect(await page.locator(".message-user").first().textContent()).toContain("How has my happiness been");
    // The list of conversations loads beside the thread: wait for it rather than read it at once.
    await expect.poll(() => page.getByTestId("pinned-threads").getByText("Mood over the autumn").count()).toBe(1);
    await screenshot(page, "03-history-after-reload");
  });

  it("imports a small journal with a progress bar and shows it in the timeline", async () => {
    await page.getByRole("link", { name: "Journal", exact: true }).click();
    await page.getByTestId("sample-banner").waitFor();
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByLabel("Files").setInputFiles([
      { name: "2019-04-02.md", mimeType: "text/markdown", buffer: Buffer.from("# Harbour walk\n\nA bright, happy walk along the harbour with Ana. Grateful.") },
      { name: "2019-04-03.md", mimeType: "text/markdown", buffer: Buffer.from("Rainy and tired; the deadline made me anxious.") },
    ]);
    await page.getByRole("button", { name: /^Import 2 files/ }).click();
    await page.getByTestId("import-result").waitFor();
    expect(await page.getByTestId("import-result").textContent()).toContain("Imported 2 new");
    expect(await page.getByTestId("import-progress").getAttribute("value")).toBe("1");
    await screenshot(page, "04-import-done");

    await page.getByRole("button", { name: "Remove sample data" }).click();
    await page.getByRole("button", { name: "Remove them" }).click();
    await page.getByTestId("sample-banner").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Close" }).click();
    const timeline = page.getByTestId("timeline");
    await timeline.locator(".timeline-title", { hasText: "Harbour walk" }).waitFor();
    expect(await timeline.locator(".timeline-entry").count()).toBe(2);
    await screenshot(page, "05-journal-timeline");

    await timeline.locator(".timeline-title", { hasText: "Harbour walk" }).click();
    await page.getByRole("heading", { name: /Harbour walk/ }).waitFor();
    expect(await page.locator(".entry-content").textContent()).toContain("harbour with Ana");
    await screenshot(page, "06-entry");
  });

  /** Creates a journal entry through the API from the journal page, as the page's own session. */
  const createEntry = async (entry: { date: string; title: string; content: string }) => {
    await page.goto(`${server.url}/journal`);
    return page.evaluate(async (body) => {
      const response = await fetch("/api/v1/journal/entries", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return (await response.json()) as { id: string };
    }, entry);
  };

  it("reflects on an entry with the Reflect button and keeps the reflection on the entry", async () => {
    const created = await createEntry({ date: "2025-01-20", title: "Deadline week", content: "The deadline at work is Friday, my boss moved the meeting again and I barely slept. I feel stressed." });
    await page.goto(`${server.url}/journal/${created.id}`);
    await page.getByRole("button", { name: "Reflect" }).click();
    const card = page.getByRole("region", { name: "Reflection", exact: true });
    await card.waitFor();
    expect(await card.locator(".reflection-warning").first().textContent()).toContain("No AI model was used");
    expect(await card.locator(".reflection-tradition").count()).toBeGreaterThanOrEqual(2);
    expect(await card.locator(".badge-mood").textContent()).toBe("mood: stressed");
    await screenshot(page, "06b-reflection");
    await page.reload();
    await page.getByRole("region", { name: "Reflection", exact: true }).waitFor();
    expect(await page.getByRole("region", { name: "Reflection", exact: true }).count()).toBe(1);
  });

  it("keeps one reflection per click when the Reflect request reaches the server twice", async () => {
    const created = await createEntry({ date: "2025-01-21", title: "Resent", content: "Work again, the deadline is close and I feel tense." });
    // As a browser resends a POST whose kept-alive connection closed under it: the server gets the request twice.
    const keys: Array<string | undefined> = [];
    await page.route("**/api/v1/reflect", async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    });
    try {
      await page.goto(`${server.url}/journal/${created.id}`);
      await page.getByRole("button", { name: "Reflect" }).click();
      await page.getByRole("region", { name: "Reflection", exact: true }).waitFor();
      await page.getByRole("button", { name: "Reflect" }).click();
      await expect.poll(() => page.getByRole("region", { name: "Reflection", exact: true }).count()).toBe(2);
    } finally {
      await page.unroute("**/api/v1/reflect");
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    await page.reload();
    await page.getByRole("region", { name: "Reflection", exact: true }).first().waitFor();
    expect(await page.getByRole("region", { name: "Reflection", exact: true }).count()).toBe(2);
  });

  it("stops a run midway and keeps the partial answer", async () => {
    const model = await startSlowModelServer(150);
    try {
      await page.getByRole("link", { name: "Settings", exact: true }).click();
      await page.getByLabel(/An OpenAI-compatible model/).check();
      await page.getByLabel("Base URL").fill(model.baseUrl);
      await page.getByLabel("Chat model").fill("slow-model");
      await page.getByLabel("Embedding model").fill("offline");
      await page.getByLabel(/^API key/).fill("sk-local-test");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByTestId("api-key-status").getByText("set", { exact: true }).waitFor();
      await screenshot(page, "07-settings");

      await page.getByRole("button", { name: "New conversation" }).click();
      expect(await page.getByTestId("offline-banner").count()).toBe(0);
      await ask("Tell me a long story");
      await page.getByText("word3").waitFor();
      await page.getByRole("button", { name: "Stop" }).click();
      await page.locator('.message-assistant[data-status="stopped"]').waitFor();
      const kept = (await page.locator(".message-assistant .message-text").last().textContent())!;
      expect(kept).toContain("Once upon a time");
      expect(kept).not.toContain("word199");
      await page.reload();
      await page.locator('.message-assistant[data-status="stopped"]').waitFor();
      expect(await page.locator(".message-assistant .message-text").last().textContent()).toBe(kept);
      await screenshot(page, "08-stopped-run");
    } finally {
      await model.close();
    }
  });

  it("is usable at phone width and with the keyboard", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/journal`);
    await page.getByTestId("timeline").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "09-phone-journal");

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    const focusable: string[] = [];
    for (let index = 0; index < 6; index++) {
      await page.keyboard.press("Tab");
      focusable.push(await page.evaluate(() => document.activeElement?.tagName ?? ""));
    }
    expect(focusable.every((tag) => ["A", "BUTTON", "INPUT", "TEXTAREA"].includes(tag))).toBe(true);
    await page.getByRole("button", { name: "Menu" }).press("Enter");
    await page.getByRole("navigation", { name: "Conversations" }).waitFor();
    await screenshot(page, "10-phone-menu");

    // A conversation with a chart card fits the phone's width too.
    await page.getByRole("navigation", { name: "Conversations" }).getByText("Mood over the autumn").click();
    await page.getByTestId("time-series-chart").waitFor();
    const chatOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(chatOverflow).toBeLessThanOrEqual(0);
    await screenshot(page, "11-phone-chat");
  });
});
