import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, startAppServer, type AppServer } from "./support/appServer.js";
import { launchBrowser, screenshot } from "./support/browser.js";

/**
 * A local server speaking the OpenAI Responses wire format (`GET /models`,
 * streamed `POST /responses`) as a reasoning model does: a reasoning summary
 * streamed over about a second and a half, then the answer.
 */
const startReasoningModel = async (): Promise<{ baseUrl: string; close: () => Promise<void> }> => {
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.url?.endsWith("/models")) {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data: [{ id: "reasoner", object: "model" }] }));
        return;
      }
      const events: Array<Record<string, unknown>> = [
        { type: "response.created", response: { id: "r1", status: "in_progress", output: [] } },
        { type: "response.reasoning_summary_text.delta", item_id: "rs1", output_index: 0, summary_index: 0, delta: "Weighing the lease clauses " },
        { type: "response.reasoning_summary_text.delta", item_id: "rs1", output_index: 0, summary_index: 0, delta: "about pets." },
        { type: "response.output_text.delta", item_id: "m1", output_index: 1, content_index: 0, delta: "One cat or one small dog " },
        { type: "response.output_text.delta", item_id: "m1", output_index: 1, content_index: 0, delta: "is allowed." },
        { type: "response.completed", response: { id: "r1", status: "completed", output: [], usage: { input_tokens: 10, output_tokens: 8, total_tokens: 18 } } },
      ];
      const streamed = (JSON.parse(body || "{}") as { stream?: boolean }).stream === true;
      if (!streamed) {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "r0", object: "response", status: "completed", model: "reasoner",
            output: [{ type: "message", id: "m0", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Pets in the lease", annotations: [] }] }],
            usage: { input_tokens: 5, output_tokens: 4, total_tokens: 9 },
          }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream" });
      events.forEach((event, index) => {
        // The reasoning takes a while before the answer starts, as a reasoning model's does.
        setTimeout(() => {
          response.write(`event: ${String(event["type"])}\ndata: ${JSON.stringify({ ...event, sequence_number: index })}\n\n`);
          if (index === events.length - 1) response.end();
        }, index < 3 ? index * 100 : 1500 + index * 50);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, close: () => new Promise((resolve) => server.close(() => resolve())) };
};

describe("a reasoning model's thinking in a real browser", () => {
  let model: { baseUrl: string; close: () => Promise<void> };
  let server: AppServer;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;

  beforeAll(async () => {
    buildApp();
    model = await startReasoningModel();
    server = await startAppServer({
      LIFEOS_SAMPLE_DATA: "false",
      LIFEOS_OPENAI_API: "responses",
      OPENAI_API_KEY: "sk-local",
      OPENAI_BASE_URL: model.baseUrl,
      LIFEOS_MODEL: "reasoner",
      LIFEOS_EMBEDDING_MODEL: "offline",
    });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
  });

  it("shows the streamed reasoning summary collapsed above the answer, labelled with how long it took", async () => {
    await page.goto(server.url);
    await page.getByLabel("Ask about your journal").fill("What does my lease say about pets?");
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.locator('.message-assistant[data-status="complete"]').waitFor();
    const reasoning = page.locator(".message-assistant").getByTestId("reasoning");
    const label = (await reasoning.locator("summary").textContent()) ?? "";
    expect(label).toMatch(/^Thought for \d+ s$/);
    expect(Number(/\d+/.exec(label)?.[0])).toBeGreaterThanOrEqual(1);
    // Collapsed: the summary line shows, the reasoning text waits for a click.
    expect(await reasoning.getAttribute("open")).toBeNull();
    expect(await reasoning.getByText("Weighing the lease clauses about pets.").isVisible()).toBe(false);
    await reasoning.locator("summary").click();
    await reasoning.getByText("Weighing the lease clauses about pets.").waitFor();
    // Above the answer.
    const reasoningBox = (await reasoning.boundingBox())!;
    const answerBox = (await page.locator(".message-assistant .message-text").getByText("One cat or one small dog is allowed.").boundingBox())!;
    expect(reasoningBox.y + reasoningBox.height).toBeLessThanOrEqual(answerBox.y);
    await screenshot(page, "12-reasoning");
  });
});
