import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/appServer.js";
import { launchBrowser, screenshot, type Viewport } from "../support/browser.js";

interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** OpenAPI that an integrator can use (10): the document the server serves, as a browser opens it. */
export const openApi = (viewport: Viewport): void => {
  describe("10. OpenAPI an integrator can use", () => {
    let server: AppServer;
    let browser: { context: BrowserContext; close: () => Promise<void> };
    let page: Page;

    beforeAll(async () => {
      server = await startAppServer({ LIFEOS_SAMPLE_DATA: "false" });
      browser = await launchBrowser(viewport);
      page = await browser.context.newPage();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it("opens the document: every operation has a unique operationId and its success response, and the stream is offered as NDJSON and SSE", async () => {
      const response = await page.goto(`${server.url}/api/v1/openapi.json`);
      expect(response?.headers()["content-type"]).toContain("application/json");
      const document = (await response!.json()) as { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };
      expect(document.openapi).toBe("3.1.0");
      const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
      expect(operations.length).toBeGreaterThan(50);
      const ids = operations.map((operation) => operation.operationId);
      expect(ids.every((id) => typeof id === "string" && id !== "")).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(operations.every((operation) => Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)))).toBe(true);
      const stream = document.paths["/api/v1/ai/chat/stream"]!.post!;
      expect(Object.keys(stream.responses["200"]!.content!)).toEqual(["application/x-ndjson", "text/event-stream"]);
      await screenshot(page, `${viewport.name}/openapi-document`, { fullPage: false });
    });
  });
};
