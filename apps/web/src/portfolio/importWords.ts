import type { Language } from "@lifeos/core";

type FxSource = "detected" | "assumed" | "chosen" | "saved";

/** The words of the CSV import wizard, in one language. */
export interface ImportWords {
  readonly csvExport: string;
  readonly csvFile: string;
  readonly importInto: string;
  readonly accountColumn: string;
  readonly profile: string;
  readonly noProfile: string;
  readonly preview: string;
  readonly delimiter: (delimiter: string) => string;
  readonly tab: string;
  readonly numbers: string;
  readonly numberFormat: string;
  readonly dates: string;
  readonly dateFormat: string;
  readonly dateFormats: Readonly<Record<"YMD" | "DMY" | "MDY", string>>;
  readonly confidence: (percent: string) => string;
  readonly ratesReadAs: string;
  readonly rateDirection: string;
  readonly toBase: string;
  readonly perBase: string;
  readonly fxSource: Readonly<Record<FxSource, string>>;
  readonly columnFor: (field: string) => string;
  readonly applyMapping: string;
  readonly summary: (valid: number, count: number, invalid: number) => string;
  readonly line: (line: number) => string;
  readonly importAll: string;
  readonly imported: (inserted: number, skipped: number) => string;
  readonly profileName: string;
  readonly saveAs: string;
  readonly saveProfile: string;
  readonly savedProfile: (name: string) => string;
}

export const importWords: Readonly<Record<Language, ImportWords>> = {
  en: {
    csvExport: "CSV export",
    csvFile: "CSV file",
    importInto: "Import into account",
    accountColumn: "Account column in the file",
    profile: "Import profile",
    noProfile: "No saved profile",
    preview: "Preview",
    delimiter: (delimiter) => `Delimiter “${delimiter}”, numbers`,
    tab: "tab",
    numbers: "numbers",
    numberFormat: "Number format",
    dates: "dates",
    dateFormat: "Date format",
    dateFormats: { YMD: "YMD", DMY: "DMY", MDY: "MDY" },
    confidence: (percent) => `, mapping confidence ${percent}.`,
    ratesReadAs: "Exchange rates are read as",
    rateDirection: "Exchange rate direction",
    toBase: "the rate to multiply by (e.g. 0.92 EUR per USD)",
    perBase: "foreign currency per base unit (e.g. 1.08 USD per EUR)",
    fxSource: {
      detected: "— the totals in the file show this.",
      assumed: "— assumed: nothing in the file shows which way they run, so check one line against your statement.",
      saved: "— as saved with the import profile.",
      chosen: "— as you chose.",
    },
    columnFor: (field) => `Column for ${field}`,
    applyMapping: "Apply mapping",
    summary: (valid, count, invalid) => `${valid} of ${count} lines ready, ${invalid} with errors.`,
    line: (line) => `Line ${line}`,
    importAll: "Import all lines",
    imported: (inserted, skipped) => `Imported ${inserted} activities${skipped > 0 ? ` (${skipped} were already imported)` : ""}.`,
    profileName: "Profile name",
    saveAs: "Save mapping as…",
    saveProfile: "Save profile",
    savedProfile: (name) => `Saved the mapping as “${name}”.`,
  },
  pt: {
    csvExport: "Exportação CSV",
    csvFile: "Documento CSV",
    importInto: "Importar para a conta",
    accountColumn: "Coluna de conta no documento",
    profile: "Perfil de importação",
    noProfile: "Nenhum perfil guardado",
    preview: "Pré-visualizar",
    delimiter: (delimiter) => `Separador “${delimiter}”, números`,
    tab: "tabulação",
    numbers: "números",
    numberFormat: "Formato dos números",
    dates: "datas",
    dateFormat: "Formato das datas",
    dateFormats: { YMD: "AMD", DMY: "DMA", MDY: "MDA" },
    confidence: (percent) => `, confiança na correspondência ${percent}.`,
    ratesReadAs: "Os câmbios são lidos como",
    rateDirection: "Sentido do câmbio",
    toBase: "o câmbio pelo qual se multiplica (p. ex. 0,92 EUR por USD)",
    perBase: "moeda estrangeira por unidade da moeda base (p. ex. 1,08 USD por EUR)",
    fxSource: {
      detected: "— é o que os totais do documento mostram.",
      assumed: "— suposto: nada no documento mostra o sentido, por isso confira uma linha com o seu extrato.",
      saved: "— como ficou guardado no perfil de importação.",
      chosen: "— como escolheu.",
    },
    columnFor: (field) => `Coluna para ${field}`,
    applyMapping: "Aplicar a correspondência",
    summary: (valid, count, invalid) => `${valid} de ${count} linhas prontas, ${invalid} com erros.`,
    line: (line) => `Linha ${line}`,
    importAll: "Importar todas as linhas",
    imported: (inserted, skipped) => `${inserted === 1 ? "1 movimento importado" : `${inserted} movimentos importados`}${skipped > 0 ? ` (${skipped} já tinham sido importados)` : ""}.`,
    profileName: "Nome do perfil",
    saveAs: "Guardar a correspondência como…",
    saveProfile: "Guardar perfil",
    savedProfile: (name) => `Correspondência guardada como “${name}”.`,
  },
};
