import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser, screenshot } from "./support/browser.js";
import { apiCall } from "./support/page.js";

/** What a person of one language sees on the journal and settings pages. */
interface Expected {
  readonly locale: string;
  readonly journal: string;
  readonly newEntry: string;
  readonly import: string;
  readonly search: string;
  readonly importHeading: string;
  /** The editor's labels: date, title, text, and its save button. */
  readonly editor: ReadonlyArray<string>;
  readonly save: string;
  /** The month of 2026-03-14 as the timeline heads it, and the day as an entry's heading writes it. */
  readonly month: string;
  readonly day: RegExp;
  readonly back: string;
  readonly actions: ReadonlyArray<string>;
  readonly timeline: string;
  readonly calendar: string;
  readonly previousMonth: string;
  readonly weekday: RegExp;
  readonly dayEntries: string;
  readonly searching: string;
  readonly settings: string;
  /** The settings page's section headings, in order. */
  readonly sections: ReadonlyArray<string>;
  readonly offline: string;
  readonly theme: string;
  readonly saveSettings: string;
  readonly saved: string;
  readonly deleteAll: string;
  readonly typeToConfirm: string;
}

const people: ReadonlyArray<Expected> = [
  {
    locale: "en-US",
    journal: "Journal",
    newEntry: "New entry",
    import: "Import",
    search: "Search the journal",
    importHeading: "Import a journal",
    editor: ["Date", "Title (optional)", "Entry"],
    save: "Save entry",
    month: "March 2026",
    day: /^Sat, Mar 14, 2026/,
    back: "← Journal",
    actions: ["Edit", "Delete"],
    timeline: "Timeline",
    calendar: "Calendar",
    previousMonth: "Previous month",
    weekday: /^Mon$/,
    dayEntries: "Entries of Sat, Mar 14, 2026",
    searching: "Entries matching “beach”",
    settings: "Settings",
    sections: ["Model", "You", "Appearance", "Your data"],
    offline: "Offline — no AI model; answers are assembled from your data",
    theme: "Follow the system",
    saveSettings: "Save settings",
    saved: "Saved.",
    deleteAll: "Delete all my data…",
    typeToConfirm: "Type “delete” to confirm",
  },
  {
    locale: "pt-PT",
    journal: "Diário",
    newEntry: "Nova entrada",
    import: "Importar",
    search: "Pesquisar no diário",
    importHeading: "Importar um diário",
    editor: ["Data", "Título (opcional)", "Entrada"],
    save: "Guardar entrada",
    month: "março de 2026",
    day: /^sábado, 14\/03\/2026/,
    back: "← Diário",
    actions: ["Editar", "Apagar"],
    timeline: "Cronologia",
    calendar: "Calendário",
    previousMonth: "Mês anterior",
    weekday: /^seg/,
    dayEntries: "Entradas de sábado, 14/03/2026",
    searching: "Entradas que correspondem a “beach”",
    settings: "Preferências",
    sections: ["Modelo", "Você", "Aparência", "Os seus dados"],
    offline: "Offline — sem modelo de IA; as respostas são montadas a partir dos seus dados",
    theme: "Seguir o sistema",
    saveSettings: "Guardar as preferências",
    saved: "Guardado.",
    deleteAll: "Apagar todos os meus dados…",
    typeToConfirm: "Escreva “apagar” para confirmar",
  },
];

/** Writes an entry on `date` through the API, and answers its id. */
const write = async (page: Page, date: string, title: string, content: string): Promise<string> =>
  (await apiCall<{ id: string }>(page, "/journal/entries", { method: "POST", body: { date, title, content } })).id;

// The journal and the settings speak the browser's language, and write dates in its order, as the chat does.
for (const person of people) {
  describeInBrowser(`the journal and settings for a person whose browser is in ${person.locale}`, () => {
    let server: AppServer;
    let page: Page;
    appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, locale: person.locale }, (app) => ({ server, page } = app));

    it("shows the journal, an entry, a day and the calendar in their words and dates", async () => {
      await page.goto(server.url);
      const id = await write(page, "2026-03-14", "Beach", "A day at the beach with Ana.");
      await write(page, "2026-03-14", "Evening", "Dinner by the sea.");
      await page.goto(`${server.url}/journal`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(person.journal);
      expect(await page.getByRole("button", { name: person.newEntry, exact: true }).count()).toBe(1);
      expect(await page.getByPlaceholder(person.search, { exact: true }).count()).toBe(1);
      await page.getByTestId("timeline").waitFor();
      expect(await page.locator(".timeline-month").first().textContent()).toBe(person.month);

      // The page's own requests (the mood series, the processing notice) settle first: a click while they re-render it can be lost.
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: person.import, exact: true }).click();
      expect(await page.locator("#import-heading").textContent()).toBe(person.importHeading);
      await page.getByRole("button", { name: person.newEntry, exact: true }).click();
      expect(await page.locator(".entry-editor .field-label").allTextContents()).toEqual(person.editor);
      expect(await page.getByRole("button", { name: person.save, exact: true }).count()).toBe(1);

      await page.goto(`${server.url}/journal/${id}`);
      expect(await page.locator("#entry-heading time").textContent()).toMatch(person.day);
      expect(await page.getByRole("link", { name: person.back }).count()).toBe(1);
      for (const action of person.actions) expect(await page.getByRole("button", { name: action, exact: true }).count()).toBe(1);
      await screenshot(page, `language/${person.locale}-journal-entry`, { fullPage: false });

      await page.goto(`${server.url}/journal/2026-03-14`);
      // The day's two entries, once loaded, under the day written in their words.
      await page.getByTestId("timeline").waitFor();
      expect(await page.getByRole("region", { name: person.dayEntries }).count()).toBe(1);

      await page.goto(`${server.url}/journal`);
      await page.getByRole("button", { name: person.calendar, exact: true }).click();
      await page.getByTestId("calendar").waitFor();
      expect(await page.getByRole("button", { name: person.previousMonth }).count()).toBe(1);
      expect(await page.locator(".calendar-weekday").first().textContent()).toMatch(person.weekday);
      expect(await page.getByRole("button", { name: person.timeline, exact: true }).count()).toBe(1);

      await page.getByPlaceholder(person.search, { exact: true }).fill("beach");
      expect(await page.getByTestId("journal-search-results").getByRole("heading").textContent()).toBe(person.searching);
    });

    it("shows the settings in their words, and saves them saying so", async () => {
      await page.goto(`${server.url}/settings`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(person.settings);
      expect(await page.locator(".settings h2").allTextContents()).toEqual(person.sections);
      expect(await page.getByLabel(person.offline).count()).toBe(1);
      expect(await page.getByLabel(person.theme).count()).toBe(1);
      await page.getByRole("button", { name: person.saveSettings, exact: true }).click();
      expect(await page.getByRole("status").filter({ hasText: person.saved }).textContent()).toBe(person.saved);
      await page.getByRole("button", { name: person.deleteAll, exact: true }).click();
      expect(await page.getByLabel(person.typeToConfirm).count()).toBe(1);
      await screenshot(page, `language/${person.locale}-settings`, { fullPage: false });
    });
  });
}
