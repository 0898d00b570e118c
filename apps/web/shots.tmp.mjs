import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4817";
const ctx = await chromium.launchPersistentContext("/tmp/shots/profile", { executablePath: "/usr/bin/chromium", headless: true, viewport: { width: 1280, height: 860 }, locale: process.env.LOC ?? "en-GB", args: ["--no-sandbox", "--disable-gpu"] });
const page = await ctx.newPage();
for (const path of (process.env.PAGES ?? "/").split(",")) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  const name = path.replace(/\W+/g, "_") || "root";
  await page.screenshot({ path: `/tmp/shots/${process.env.LOC ?? "en"}${name}.png`, fullPage: false });
  console.log(path, await page.title(), (await page.innerText("body")).slice(0, 300).replace(/\n+/g, " | "));
}
await ctx.close();
