import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { apiCall } from "./support/page.js";

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The cards of the tools a newcomer meets first — memories, reminders, cash —
 * asked offline in English and Portuguese: each is named in words on its
 * chip and card, in the language of the answer, and shows what a person
 * reads, never JSON or an id.
 */
describeInBrowser("the cards of memories, reminders and cash, in a real browser", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" } }, (app) => ({ server, page } = app));

  /** Asks in a new conversation and returns the finished answer. */
  const ask = async (question: string): Promise<Locator> => {
    await page.getByRole("button", { name: "New conversation" }).click();
    await page.getByLabel("Ask about your journal").fill(question);
    await page.getByLabel("Ask about your journal").press("Enter");
    await page.locator('.message-assistant[data-status="complete"]').last().waitFor();
    return page.locator(".message-assistant").last();
  };

  /** The card of `tool` in `answer`: its title, and what it shows with the raw data closed. */
  const card = async (answer: Locator, tool: string) => {
    const section = answer.locator(`section.tool-card[data-tool="${tool}"]`);
    await section.waitFor();
    return { title: await section.locator("h3").textContent(), shown: await section.innerText(), json: await section.locator("pre.json:visible").count() };
  };

  it("names the memories searched in words, and shows what is remembered without ids", async () => {
    await page.goto(server.url);
    await ask("Remember that my sister is called Ana");
    await ask("Lembra que o meu irmão se chama Rui");
    for (const [question, title] of [
      ["What do you remember about me?", "Searched your memories"],
      ["o que você lembra sobre mim?", "Pesquisou nas suas memórias"],
    ] as const) {
      const answer = await ask(question);
      const shown = await card(answer, "search_memories");
      expect(shown.title).toBe(title);
      expect(await answer.getByTestId("tool-chip").first().textContent()).toMatch(new RegExp(`^${title}`));
      expect(shown.shown).toContain("Ana");
      expect(shown.shown).toContain("Rui");
      expect(shown.shown).not.toMatch(uuid);
      expect(shown.shown).not.toMatch(/\bid:/);
    }
    await screenshot(page, "tool-cards-memories");
  });

  it("lists the reminders set, in either language, by their words and days, without ids", async () => {
    await ask("Remind me to call the dentist tomorrow at 10am");
    await ask("me lembre de pagar a conta de luz na sexta");
    // Fields, values and days as the answer's language writes them: "due: Dec 1, 2026" in English, "para: 01/12/2026" in Portuguese.
    for (const [question, title, day, status, english] of [
      ["What are my reminders?", "Your reminders", /due: \w{3} \d{1,2}, 20\d\d/, "status: to do", null],
      ["quais são os meus lembretes?", "Os seus lembretes", /para: \d{2}\/\d{2}\/20\d\d/, "estado: por fazer", /\b(?:status|pending|due|overdue|dueAt)\b/],
    ] as const) {
      const shown = await card(await ask(question), "list_reminders");
      expect(shown.title).toBe(title);
      expect(shown.shown).toContain("Call the dentist");
      expect(shown.shown).toContain("Pagar a conta de luz");
      expect(shown.shown).not.toMatch(uuid);
      // Days and times as a person reads them, not as the API writes them.
      expect(shown.shown).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
      expect(shown.shown).toMatch(day);
      expect(shown.shown).toContain(status);
      if (english !== null) expect(shown.shown).not.toMatch(english);
    }
    // What was remembered with the reminder reads whole: no preposition left where "na sexta" was.
    const memories = await apiCall<{ items: Array<{ content: string }> }>(page, "/memories?limit=50");
    expect(memories.items.map((memory) => memory.content).join("\n")).not.toMatch(/ (?:na|on) \(/);
    await screenshot(page, "tool-cards-reminders");
  });

  it("says so on the card when there is no portfolio yet to allocate or hold cash in", async () => {
    // Each card in the answer's language.
    for (const [question, said] of [
      ["What's my asset allocation?", "Nothing to allocate yet"],
      ["Qual é a minha alocação de ativos?", "Ainda nada para distribuir"],
    ] as const) {
      const shown = await card(await ask(question), "get_asset_allocation");
      expect(shown.shown).toContain(said);
    }
    for (const [question, said] of [
      ["How much cash do I have?", "No cash is recorded"],
      ["quanto dinheiro tenho em caixa?", "Não há liquidez nas suas contas"],
    ] as const) {
      const shown = await card(await ask(question), "get_cash_balances");
      expect(shown.shown).toContain(said);
      expect(shown.json).toBe(0);
    }
    // Nothing recorded is nothing checked, not a portfolio whose data "look complete".
    for (const [question, said, complete] of [
      ["How are my holdings doing?", "Nothing to check yet", "look complete"],
      ["como estão os meus investimentos?", "Ainda nada para verificar", "parecem completos"],
    ] as const) {
      const shown = await card(await ask(question), "get_health_status");
      expect(shown.shown).toContain(said);
      expect(shown.shown).not.toContain(complete);
    }
  });

  it("answers how much cash there is, asked in English or Portuguese, as a list of accounts, not JSON", async () => {
    await apiCall(page, "/portfolio/sample", { method: "POST" });
    for (const [question, title] of [
      ["How much cash do I have?", "Cash"],
      ["quanto dinheiro tenho em caixa?", "Dinheiro"],
    ] as const) {
      const shown = await card(await ask(question), "get_cash_balances");
      expect(shown.title).toBe(title);
      expect(shown.json).toBe(0);
      // Amounts as the answer's language writes them ("4,270.00 EUR", "4270,00 EUR", "12 974,19 EUR").
      expect(shown.shown).toMatch(/Sample · [^:]+: [\d\s,.]+ EUR/);
      expect(shown.shown).toMatch(/Total: [\d\s,.]+ EUR/);
      expect(shown.shown).not.toMatch(uuid);
      expect(shown.shown).not.toContain("accountId");
    }
    await screenshot(page, "tool-cards-cash");
  });

  it("shows earlier conversations as links to them, asked in English or Portuguese", async () => {
    for (const [question, title] of [
      ["What did we talk about last time?", "Looked through earlier conversations"],
      ["sobre o que falámos da última vez?", "Procurou em conversas anteriores"],
    ] as const) {
      const shown = await card(await ask(question), "search_conversations");
      expect(shown.title).toBe(title);
      expect(shown.json).toBe(0);
      expect(shown.shown).toContain("How much cash do I have?");
      expect(shown.shown).not.toMatch(uuid);
    }
    const answer = page.locator(".message-assistant").last();
    await answer.locator('section.tool-card[data-tool="search_conversations"] a').first().click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await page.locator(".message-user").first().waitFor();
    expect(await page.locator(".message-user").first().innerText()).toMatch(/\?/);
    await screenshot(page, "tool-cards-conversations");
  });
});
