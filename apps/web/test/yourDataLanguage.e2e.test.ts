import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";

const chatGptExport = resolve(import.meta.dirname, "../../server/test/fixtures/chatgpt/conversations.json");

describeInBrowser("Settings › Your data tells a Portuguese reader in Portuguese why a ChatGPT conversation was left out", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false" }, locale: "pt-PT" }, (app) => ({ server, page } = app));

  const importExport = async (): Promise<ReadonlyArray<string>> => {
    await page.goto(`${server.url}/settings`);
    await page.getByLabel("Importar do ChatGPT").setInputFiles(chatGptExport);
    const result = page.getByTestId("chatgpt-import-result");
    await result.waitFor();
    return result.getByRole("listitem").allTextContents();
  };

  it("lists the conversations with no text or no last message, then those already imported, in Portuguese", async () => {
    expect(await importExport()).toEqual(["Custom instructions only: não tem mensagens de texto", "New chat: não tem uma última mensagem de onde partir"]);
    expect(await importExport()).toEqual([
      "Custom instructions only: não tem mensagens de texto",
      "New chat: não tem uma última mensagem de onde partir",
      expect.stringMatching(/: já importada$/),
      expect.stringMatching(/: já importada$/),
    ]);
  });
});
