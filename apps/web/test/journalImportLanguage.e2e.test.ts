import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { AppServer } from "./support/appServer.js";
import { appInBrowser } from "./support/appInBrowser.js";
import { describeInBrowser } from "./support/browser.js";

const markdown = (name: string, text: string) => ({ name, mimeType: "text/markdown", buffer: Buffer.from(text) });

describeInBrowser("a journal import tells a Portuguese reader in Portuguese why a date could not be read", () => {
  let server: AppServer;
  let page: Page;
  appInBrowser({ env: { LIFEOS_SAMPLE_DATA: "false", LIFEOS_JOB_POLL_MS: "100" }, locale: "pt-BR" }, (app) => ({ server, page } = app));

  it("lists the ambiguous, yearless, wrong-weekday and undated files with their reasons in Portuguese", async () => {
    await page.goto(`${server.url}/journal`);
    await page.getByRole("button", { name: "Importar" }).click();
    await page.getByLabel("Documentos", { exact: true }).setInputFiles([
      markdown("2024-03-01.md", "Um dia com data."),
      markdown("04-05-2024.md", "Abril ou maio?"),
      markdown("sem-ano.md", "## Mon 4th Mar\n\nNenhum ano em lado nenhum."),
      markdown("diario 2024.md", "## Thu 14th Mar\n\nCerto.\n\n## Fri 16th Mar\n\nO dia 16 foi um sábado em 2024."),
      markdown("notas.md", "Só notas."),
    ]);
    await page.getByRole("button", { name: /^Importar 5 documentos/ }).click();
    const result = page.getByTestId("import-result");
    await result.waitFor();
    const items = await result.getByRole("listitem").allTextContents();
    expect(items).toEqual([
      expect.stringMatching(/^04-05-2024\.md: “04-05-2024” pode ser 4 de maio ou 5 de abril, .*\(no nome do documento\): escreva-a como AAAA-MM-DD/),
      "sem-ano.md#Mon 4th Mar: “Mon 4th Mar” não tem ano: escreva o ano no título, ou ponha acima um título com o ano (# 2024)",
      "diario 2024.md#Fri 16th Mar: “Fri 16th Mar” não é uma sexta-feira em 2024: escreva também o ano",
      expect.stringMatching(/^notas\.md: sem data: dê ao documento o nome AAAA-MM-DD\.md/),
    ]);
    expect(await result.textContent()).not.toMatch(/ambiguous|no year|is not a|no date/);
  });

  it("says in Portuguese that there is nothing to import, and why for each file", async () => {
    await page.goto(`${server.url}/journal`);
    await page.getByRole("button", { name: "Importar" }).click();
    await page.getByLabel("Documentos", { exact: true }).setInputFiles([
      { name: "recibo.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from("PK") },
      markdown("notas.md", "Só notas."),
    ]);
    await page.getByRole("button", { name: /^Importar 2 documentos/ }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toMatch(/^Nada a importar: nenhuma entrada do diário pôde ser lida dos 2 documentos\. recibo\.docx: o diário não importa documentos “\.docx”.*; notas\.md: sem data/);
    expect(text).not.toMatch(/Nothing to import|unsupported file type|no date/);
  });
});
