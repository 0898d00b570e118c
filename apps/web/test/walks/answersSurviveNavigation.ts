import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSlowModelServer } from "@lifeos/core/testing";
import { startAppServer, type AppServer } from "../support/appServer.js";
import { launchBrowser, screenshot, type Viewport } from "../support/browser.js";
import { apiCall as apiCallOf, openSidebar } from "../support/page.js";

interface MessageJson {
  role: string;
  status: string;
  runId: string | null;
  content: { parts: Array<{ type: string; text?: string }> };
}

/**
 * Answers belong to their conversation and outlive the page that asked:
 * the two reproductions of issue 17 (switching threads mid-answer, leaving
 * the chat page mid-answer), a reload and a second tab, against a model
 * server that writes one word every 60 ms (120 words: a reload on a busy
 * machine still finds the answer being written).
 */
export const answersSurviveNavigation = (viewport: Viewport): void => {
  describe("1. answers that survive navigation", () => {
    let server: AppServer;
    let model: Awaited<ReturnType<typeof startSlowModelServer>>;
    let browser: { context: BrowserContext; close: () => Promise<void> };
    let page: Page;

    beforeAll(async () => {
      server = await startAppServer();
      model = await startSlowModelServer(60, { words: 120 });
      browser = await launchBrowser(viewport);
      page = await browser.context.newPage();
      await page.goto(server.url);
    });
    afterAll(async () => {
      await browser?.close();
      await model?.close();
      await server?.stop();
    });

    const apiCall = <A>(path: string, init: { method?: string; body?: unknown } = {}): Promise<A> => apiCallOf<A>(page, path, init);
    const messagesOf = async (threadId: string) => (await apiCall<{ items: MessageJson[] }>(`/threads/${threadId}/messages`)).items;
    const textOf = (messages: MessageJson[]) => messages.map((message) => message.content.parts.map((part) => part.text ?? "").join("")).join("\n");
    const box = () => page.getByLabel("Ask about your journal");
    const ask = async (question: string) => {
      await box().fill(question);
      await box().press("Enter");
    };
    const threadIdOfPage = async (on: Page = page) => {
      await on.waitForURL(/\/chat\/[^/]+$/);
      return new URL(on.url()).pathname.split("/").at(-1)!;
    };
    const threadLink = (threadId: string) => page.locator(`a.thread-link[href="/chat/${threadId}"]`);
    /** The answer being written shows at least word `n`. */
    const seenWord = (on: Page, n: number) => on.locator(".message-assistant").last().getByText(new RegExp(`word${n} `)).waitFor();
    const runStatus = async (threadId: string) => {
      const messages = await messagesOf(threadId);
      const runId = messages.find((message) => message.role === "user")!.runId!;
      return (await apiCall<{ status: string }>(`/ai/runs/${runId}`)).status;
    };

    it("keeps an answer under its own conversation when the person switches to another mid-answer, and a follow-up goes where it was asked", async () => {
      // Conversation B, answered at once by the offline model.
      await ask("What can you do?");
      const b = await threadIdOfPage();
      await page.locator('.message-assistant[data-status="complete"]').waitFor();
      await apiCall("/settings", { method: "PUT", body: { provider: "openai", baseUrl: model.baseUrl, chatModel: "slow-model", embeddingModel: "offline" } });

      // Conversation A: a long answer, and mid-way the person opens B.
      await openSidebar(page);
      await page.getByRole("button", { name: "New conversation" }).click();
      await ask("Tell me a long story");
      const a = await threadIdOfPage();
      expect(a).not.toBe(b);
      await seenWord(page, 3);
      await openSidebar(page);
      await threadLink(b).click();
      await page.waitForURL(`${server.url}/chat/${b}`);
      await page.locator(".message-user").getByText("What can you do?").waitFor();
      // A's answer is not shown under B, and B's box is free.
      await page.waitForTimeout(500);
      expect(await page.locator(".messages").getByText(/word\d+ /).count()).toBe(0);
      expect(await page.locator(".message-assistant").allTextContents()).toHaveLength(1);
      await screenshot(page, `${viewport.name}/reattach-01-other-thread-mid-answer`);

      await ask("And what can you not do?");
      await page.locator(".message-user").getByText("And what can you not do?").waitFor();
      await expect.poll(async () => (await messagesOf(b)).filter((message) => message.role === "assistant" && message.status === "complete").length, { timeout: 20_000 }).toBe(2);
      expect(textOf(await messagesOf(b))).toContain("And what can you not do?");
      expect(textOf(await messagesOf(b))).not.toContain("Tell me a long story");

      // Back in A: the answer went on, and is there whole.
      await openSidebar(page);
      await threadLink(a).click();
      await page.waitForURL(`${server.url}/chat/${a}`);
      await page.locator('.message-assistant[data-status="complete"]').getByText(/word119/).waitFor({ timeout: 30_000 });
      expect(await runStatus(a)).toBe("complete");
      const stored = await messagesOf(a);
      expect(stored.map((message) => message.role)).toEqual(["user", "assistant"]);
      expect(textOf(stored)).not.toContain("And what can you not do?");
    });

    it("does not stop the answer when the person leaves the chat page, and shows it growing on return", async () => {
      await openSidebar(page);
      await page.getByRole("button", { name: "New conversation" }).click();
      await ask("Tell me a story while I read my journal");
      const c = await threadIdOfPage();
      await seenWord(page, 2);
      await openSidebar(page);
      await page.getByRole("link", { name: "Journal", exact: true }).click();
      await page.waitForURL(`${server.url}/journal`);
      await page.waitForTimeout(600);
      expect(await runStatus(c)).toBe("running");
      await openSidebar(page);
      await threadLink(c).click();
      await page.waitForURL(`${server.url}/chat/${c}`);
      // Still being written: it grows under its conversation, then settles whole.
      await page.locator('.message-assistant[data-status="streaming"]').waitFor();
      await seenWord(page, 40);
      await screenshot(page, `${viewport.name}/reattach-02-back-mid-answer`);
      await page.locator('.message-assistant[data-status="complete"]').getByText(/word119/).waitFor({ timeout: 30_000 });
      expect(await runStatus(c)).toBe("complete");
      expect((await messagesOf(c)).map((message) => [message.role, message.status])).toEqual([
        ["user", "complete"],
        ["assistant", "complete"],
      ]);
    });

    it("attaches again after a reload, and in another tab, from where the answer is", async () => {
      await openSidebar(page);
      await page.getByRole("button", { name: "New conversation" }).click();
      await ask("One more story, please");
      const d = await threadIdOfPage();
      await seenWord(page, 2);
      await page.reload();
      await page.locator('.message-assistant[data-status="streaming"]').waitFor();
      await seenWord(page, 25);
      const other = await browser.context.newPage();
      try {
        await other.goto(`${server.url}/chat/${d}`);
        await other.locator('.message-assistant[data-status="streaming"]').waitFor();
        await seenWord(other, 45);
        await screenshot(other, `${viewport.name}/reattach-03-second-tab`);
        await other.locator('.message-assistant[data-status="complete"]').getByText(/word119/).waitFor({ timeout: 30_000 });
      } finally {
        await other.close();
      }
      await page.locator('.message-assistant[data-status="complete"]').getByText(/word119/).waitFor({ timeout: 30_000 });
      // One question, one answer: attaching never repeats either.
      expect(await page.locator(".message-user").count()).toBe(1);
      expect(await page.locator(".message-assistant").count()).toBe(1);
      expect(await runStatus(d)).toBe("complete");
    });

    it("follows, in a tab that had the conversation open, a question asked in another tab once that tab is looked at again", async () => {
      await openSidebar(page);
      await page.getByRole("button", { name: "New conversation" }).click();
      await ask("A first short question");
      const f = await threadIdOfPage();
      await page.locator('.message-assistant[data-status="complete"]').getByText(/word119/).waitFor({ timeout: 30_000 });
      const other = await browser.context.newPage();
      try {
        await other.goto(`${server.url}/chat/${f}`);
        await other.locator('.message-assistant[data-status="complete"]').waitFor();
        await ask("And a second one");
        await seenWord(page, 2);
        // The person comes back to the other tab.
        await other.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
        await other.locator(".message-user").getByText("And a second one").waitFor();
        await other.locator('.message-assistant[data-status="streaming"]').waitFor();
        await other.locator('.message-assistant[data-status="complete"]').nth(1).getByText(/word119/).waitFor({ timeout: 30_000 });
        expect(await other.locator(".message-assistant").count()).toBe(2);
      } finally {
        await other.close();
      }
    });

    it("picks an answer up again from its last seq when the network cuts its stream short", async () => {
      // The network drops the answer's stream after its first events: the app is left with a stream that ends without a terminal event.
      let cut = 0;
      await page.route("**/api/v1/ai/chat/stream", async (route) => {
        const response = await route.fetch();
        const lines = (await response.text()).split("\n").filter((line) => line !== "");
        cut = lines.length;
        await route.fulfill({ response, body: `${lines.slice(0, 4).join("\n")}\n` });
      });
      try {
      await openSidebar(page);
      await page.getByRole("button", { name: "New conversation" }).click();
        await ask("A story over a bad connection");
        const e = await threadIdOfPage();
        await page.locator('.message-assistant[data-status="complete"]').getByText(/word119/).waitFor({ timeout: 30_000 });
        expect(cut).toBeGreaterThan(4);
        expect(await page.locator(".message-user").count()).toBe(1);
        expect(await page.locator(".message-assistant").count()).toBe(1);
        expect(await page.locator(".messages [role=alert]").count()).toBe(0);
        expect(await runStatus(e)).toBe("complete");
      } finally {
        await page.unroute("**/api/v1/ai/chat/stream");
      }
    });
  });
};
