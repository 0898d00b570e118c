import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { apiCall } from "./support/page.js";
import { toolTitles } from "../src/chat/toolTitles.js";

/** What a person of one language sees: the words of the downloads, and how dates are written. */
interface Expected {
  readonly locale: string;
  readonly downloadData: string;
  readonly downloadMemories: string;
  readonly memoriesHold: RegExp;
  readonly pattern: string;
  /** "01/02/2026" typed into a date field, as a calendar date. */
  readonly typed: string;
  /** 2026-03-14 as the field writes it. */
  readonly written: string;
  readonly language: "en" | "pt";
  /** The links of the app's pages, in order. */
  readonly pages: ReadonlyArray<string>;
  readonly newConversation: string;
  /** A conversation's header: its tag button and its download. */
  readonly header: ReadonlyArray<string>;
  readonly ask: string;
  readonly send: string;
  readonly welcome: string;
  /** The heading of today's conversations, and the action that deletes one. */
  readonly today: string;
  readonly delete: string;
  /** The journal's words for writing an entry: its button, the date and text fields, and saving it. */
  readonly newEntry: string;
  readonly dateLabel: string;
  readonly entryLabel: string;
  readonly saveEntry: string;
}

const people: ReadonlyArray<Expected> = [
  {
    locale: "en-US",
    downloadData: "Download my data",
    downloadMemories: "Download my memories",
    memoriesHold: /^One file \(JSON, readable by other apps\) with everything remembered: the memories, the people/,
    pattern: "mm/dd/yyyy",
    typed: "2026-01-02",
    written: "03/14/2026",
    language: "en",
    pages: ["Journal", "Documents", "Portfolio", "Memories", "Settings"],
    newConversation: "New conversation",
    header: ["+ Tag", "Export"],
    ask: "Ask about your journal, documents, memories or portfolio",
    send: "Send",
    welcome: "Ask about your life, in your own words",
    today: "Today",
    delete: "Delete",
    newEntry: "New entry",
    dateLabel: "Date",
    entryLabel: "Entry",
    saveEntry: "Save entry",
  },
  {
    locale: "pt-PT",
    downloadData: "Exportar os meus dados",
    downloadMemories: "Exportar as minhas memórias",
    memoriesHold: /^Um JSON \(legível por outros programas\) com tudo o que foi lembrado: as memórias, as pessoas/,
    pattern: "dd/mm/aaaa",
    typed: "2026-02-01",
    written: "14/03/2026",
    language: "pt",
    pages: ["Diário", "Documentos", "Carteira", "Memórias", "Preferências"],
    newConversation: "Nova conversa",
    header: ["+ Etiqueta", "Exportar"],
    ask: "Pergunte sobre o seu diário, documentos, memórias ou carteira",
    send: "Enviar",
    welcome: "Pergunte sobre a sua vida, por palavras suas",
    today: "Hoje",
    delete: "Apagar",
    newEntry: "Nova entrada",
    dateLabel: "Data",
    entryLabel: "Entrada",
    saveEntry: "Guardar entrada",
  },
];

/** The tools the welcome's suggestions call first, in order: each suggestion is a question LifeOS understands in either language. */
const suggestedTools = ["get_recent_entries", "get_time_series", "reflect_on_entry", "search_memories", "search_knowledge_base", "get_holdings"] as const;

/** The text of the element that describes `name`'s link. */
const description = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true }).evaluate((link) => document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent ?? "");

// The person's language is their browser's: the downloads say in their words what they are and hold, and date fields are written in their order,
// whatever order the browser's own date input would use.
for (const person of people) {
  describeInBrowser(`for a person whose browser is in ${person.locale}`, () => {
    let server: AppServer;
    let page: Page;
    appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, locale: person.locale }, (app) => ({ server, page } = app));

    it("shows the chat and the pages in their words, and suggests first questions in their language that are understood", async () => {
      await page.goto(server.url);
      const pages = page.getByRole("navigation", { name: person.language === "pt" ? "Páginas" : "Pages" });
      expect(await pages.getByRole("link").allTextContents()).toEqual(person.pages);
      expect(await pages.getByRole("button").textContent()).toBe(person.newConversation);
      expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toBe(person.welcome);
      expect(await page.getByLabel(person.ask).count()).toBe(1);
      expect(await page.getByRole("button", { name: person.send, exact: true }).count()).toBe(1);
      const suggestions = await page.locator(".suggestions button").allTextContents();
      expect(suggestions).toHaveLength(suggestedTools.length);
      for (const [index, tool] of suggestedTools.entries()) {
        await page.getByRole("button", { name: person.newConversation, exact: true }).click();
        await page.locator(".suggestions button").nth(index).click();
        await page.locator('.message-assistant[data-status="complete"]').last().waitFor();
        const answer = page.locator(".message-assistant").last();
        // Understood: the suggestion calls its tool, named in the language it was asked in.
        expect(await answer.getByTestId("tool-chip").first().textContent()).toMatch(new RegExp(`^${toolTitles[person.language][tool]}`));
      }
      // The conversation's own header: its tags and its download, in their words.
      await page.locator(".thread-meta").waitFor();
      expect(await page.locator(".thread-meta .button").allTextContents()).toEqual(person.header);
      // The conversations just had are listed under today, each offered to be deleted in their words.
      expect(await page.getByTestId("recent-threads").getAttribute("aria-label")).toBe(person.today);
      // (The actions show on hover: counted whether shown or not. The list takes in the last conversation once its answer is stored.)
      const deletes = page.locator(`[data-testid="thread-item"] button[aria-label^="${person.delete} "]`);
      await deletes.nth(suggestedTools.length - 1).waitFor({ state: "attached" });
      expect(await deletes.count()).toBe(suggestedTools.length);
      await screenshot(page, `language/${person.locale}-chat`, { fullPage: false });
    });

    it("names the downloads of their data in plain words, saying what the file holds", async () => {
      await page.goto(server.url);
      await apiCall(page, "/memories", { method: "POST", body: { content: "My sister is called Ana" } });
      await page.goto(`${server.url}/memories`);
      await page.getByRole("link", { name: person.downloadMemories, exact: true }).waitFor();
      expect(await page.getByRole("link", { name: /JSON/ }).count()).toBe(0);
      expect(await description(page, person.downloadMemories)).toMatch(person.memoriesHold);
      await page.goto(`${server.url}/settings`);
      await page.getByRole("link", { name: person.downloadData, exact: true }).waitFor();
      expect(await description(page, person.downloadData)).toMatch(/zip/);
    });

    it("writes and reads the date of a new entry in their order", async () => {
      await page.goto(`${server.url}/journal`);
      await page.getByRole("button", { name: person.newEntry }).click();
      const date = page.getByLabel(person.dateLabel, { exact: true });
      expect(await date.getAttribute("placeholder")).toBe(person.pattern);
      // Today's date, in their order (the browser's own date input wrote mm/dd/yyyy for everyone).
      expect(await date.inputValue()).toMatch(/^\d{2}[/.]\d{2}[/.]\d{4}$/);
      expect(await date.inputValue()).toBe(await page.evaluate(() => new Intl.DateTimeFormat(navigator.language, { day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date())));
      // A day picked on the calendar is written in their order.
      await page.locator(".entry-editor .date-field-picker").fill("2026-03-14");
      expect(await date.inputValue()).toBe(person.written);
      // What they type is read in their order: 01/02 is the 1st of February in Portugal, January 2nd in the United States.
      await date.fill("01/02/2026");
      await page.getByLabel(person.entryLabel, { exact: true }).fill("A day written with a typed date.");
      await page.getByRole("button", { name: person.saveEntry }).click();
      await page.waitForURL(/\/journal\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split("/").at(-1)!;
      expect((await apiCall<{ date: string }>(page, `/journal/entries/${id}`)).date).toBe(person.typed);
      await screenshot(page, `language/${person.locale}-entry`, { fullPage: false });
    });

    it("says a date that does not exist is not one, instead of saving it", async () => {
      await page.goto(`${server.url}/journal`);
      await page.getByRole("button", { name: person.newEntry }).click();
      const date = page.getByLabel(person.dateLabel, { exact: true });
      await date.fill("31/02/2026");
      expect(await date.getAttribute("aria-invalid")).toBe("true");
      expect(await date.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false);
      expect(await date.evaluate((input) => (input as HTMLInputElement).validationMessage)).toContain(person.pattern);
    });
  });
}
