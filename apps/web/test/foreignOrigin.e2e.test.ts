import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, startAppServer, type AppServer } from "./support/appServer.js";
import { describeInBrowser, launchBrowser } from "./support/browser.js";

/**
 * A page another local server serves (as any dev server or a malicious local
 * app would), which tries every way a page can reach the LifeOS API: fetch
 * (JSON with and without CORS mode, credentials included), HTML form posts
 * (text/plain shaped as JSON, urlencoded, a multipart upload), and <img> GETs.
 */
const attackPage = (api: string) => `<!doctype html><html><body>
<form id="text" method="POST" action="${api}/api/v1/journal/entries" enctype="text/plain" target="sink">
  <input name='{"date":"2025-07-01","content":"from a form","x":"' value='"}'>
</form>
<form id="urlencoded" method="POST" action="${api}/api/v1/tokens" target="sink"><input name="name" value="stolen"></form>
<form id="upload" method="POST" action="${api}/api/v1/journal/import" enctype="multipart/form-data" target="sink">
  <input type="file" name="files">
</form>
<iframe name="sink"></iframe>
<script>
  window.attack = async () => {
    const results = [];
    const attempt = async (label, run) => {
      try { const response = await run(); results.push(label + " " + response.status + " " + response.type); }
      catch (error) { results.push(label + " blocked"); }
    };
    const json = (path, body) => fetch("${api}" + path, { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await attempt("cors entry", () => json("/api/v1/journal/entries", { date: "2025-07-02", content: "from fetch" }));
    await attempt("cors token", () => json("/api/v1/tokens", { name: "stolen" }));
    await attempt("cors chat", () => json("/api/v1/ai/chat/stream", { content: "spend the key" }));
    await attempt("no-cors entry", () => fetch("${api}/api/v1/journal/entries", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: JSON.stringify({ date: "2025-07-03", content: "no-cors" }) }));
    await attempt("no-cors token", () => fetch("${api}/api/v1/tokens", { method: "POST", mode: "no-cors", credentials: "include", body: JSON.stringify({ name: "stolen" }) }));
    await attempt("read entries", () => fetch("${api}/api/v1/journal/entries", { credentials: "include" }));
    const transfer = new DataTransfer();
    transfer.items.add(new File(["Imported by another page."], "2025-07-04.md"));
    document.querySelector("#upload input").files = transfer.files;
    for (const id of ["text", "urlencoded", "upload"]) { document.getElementById(id).submit(); await new Promise((r) => setTimeout(r, 400)); }
    for (const path of ["/api/v1/journal/summaries/year/2024", "/api/v1/journal/entries", "/api/v1/journal/pipeline"]) {
      await new Promise((resolve) => { const image = new Image(); image.onload = image.onerror = resolve; image.src = "${api}" + path; });
    }
    return results;
  };
</script></body></html>`;

describeInBrowser("another origin's page in the same browser", () => {
  let app: AppServer;
  let attacker: Server;
  let attackerUrl: string;
  let browser: { context: BrowserContext; close: () => Promise<void> };

  beforeAll(async () => {
    buildApp();
    app = await startAppServer({ LIFEOS_SAMPLE_DATA: "false" });
    attacker = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(attackPage(app.url)));
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
    await app?.stop();
  });

  const state = async () => {
    const entries = (await (await fetch(`${app.url}/api/v1/journal/entries?limit=200`)).json()) as { items: unknown[] };
    const tokens = (await (await fetch(`${app.url}/api/v1/tokens`)).json()) as { items: unknown[] };
    const summary = (await fetch(`${app.url}/api/v1/journal/summaries/year/2024`)).status;
    return { entries: entries.items.length, tokens: tokens.items.length, summary };
  };

  it("creates nothing, mints no token and starts no work, though the browser holds the app's session", async () => {
    const page = await browser.context.newPage();
    // The person has the app open: the browser holds its session cookie, which SameSite does not keep from other ports.
    await page.goto(app.url);
    await page.waitForLoadState("networkidle");
    const cookies = await browser.context.cookies(app.url);
    expect(cookies.some((cookie) => cookie.name.startsWith("lifeos_session_") && cookie.httpOnly && cookie.sameSite === "Strict")).toBe(true);
    const before = await state();
    expect(before).toEqual({ entries: 0, tokens: 0, summary: 404 });

    const attack = await browser.context.newPage();
    await attack.goto(attackerUrl);
    const results = (await attack.evaluate("window.attack()")) as string[];
    // fetch with CORS never sees an answer (no CORS headers), and no-cors ones are opaque.
    expect(results.filter((result) => /^cors /.test(result))).toEqual(["cors entry blocked", "cors token blocked", "cors chat blocked"]);
    await attack.waitForTimeout(500);

    expect(await state()).toEqual(before);

    // The app itself still works with its session.
    await page.bringToFront();
    const created = await page.evaluate(async () => {
      const response = await fetch("/api/v1/journal/entries", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ date: "2025-07-05", content: "Written in the app." }) });
      return response.status;
    });
    expect(created).toBe(201);
    expect((await state()).entries).toBe(1);
  });
});
