import type { Language, ProcessingStatus } from "@lifeos/core";

/** How a happiness score reads in words (see `moodLevel`). */
export type MoodLevel = "good" | "fair" | "mixed" | "low";

/** The words of the journal's pages (timeline, calendar, a day, an entry, writing, importing, searching, the sample), in the person's language. */
export interface JournalWords {
  readonly journal: string;
  readonly backToJournal: string;
  readonly searchJournal: string;
  readonly newEntry: string;
  readonly import: string;
  readonly loading: string;
  readonly view: string;
  readonly timeline: string;
  readonly calendar: string;
  readonly happinessLastDays: string;
  readonly analysed: (count: number) => string;
  readonly waiting: (count: number) => string;
  readonly failedWillRetry: (count: number) => string;
  readonly analysisStopped: (attempts: number) => string;
  readonly tryAgain: string;
  readonly noEntriesYet: string;
  readonly olderEntries: string;
  /** The calendar. */
  readonly calendarOf: (month: string) => string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly dayWithEntries: (date: string, count: number, mood: number | undefined) => string;
  /** A day. */
  readonly entriesOf: (date: string) => string;
  readonly noEntryOnDay: string;
  /** The editor. */
  readonly date: string;
  readonly titleOptional: string;
  readonly entry: string;
  readonly saveEntry: string;
  readonly saveChanges: string;
  readonly saving: string;
  readonly cancel: string;
  /** An entry. */
  readonly sampleEntry: string;
  readonly sample: string;
  readonly readingNewText: string;
  readonly readingEntry: string;
  readonly notAnalysed: (status: ProcessingStatus) => string;
  readonly tags: string;
  readonly edit: string;
  readonly delete: string;
  readonly deleteThisEntry: string;
  readonly keepIt: string;
  readonly moodLevels: Readonly<Record<MoodLevel, string>>;
  readonly moodOf: (level: string, score: number) => string;
  readonly moodOfHundred: (level: string, score: number) => string;
  readonly notAnalysedYet: string;
  /** Searching. */
  readonly searchResults: string;
  readonly matching: (query: string) => string;
  readonly searching: string;
  readonly noMention: string;
  readonly stillReading: string;
  readonly related: string;
  readonly searchFailed: string;
  /** On this day. */
  readonly onThisDay: string;
  readonly yearsAgo: (years: number) => string;
  /** Importing. */
  readonly importHeading: string;
  readonly importHelp: string;
  readonly files: string;
  readonly numericDates: string;
  readonly asFilesShow: string;
  readonly dayFirst: string;
  readonly monthFirst: string;
  readonly importProgress: string;
  readonly uploading: string;
  readonly importPhases: Readonly<Record<string, string>>;
  readonly progressOf: (phase: string, done: number, total: number) => string;
  readonly importFinished: string;
  readonly imported: (created: number, updated: number, unchanged: number, kept: number) => string;
  readonly notImported: (count: number) => string;
  /** After the files a failed import names: how many more were left out. */
  readonly andMore: (count: number) => string;
  readonly importFiles: (count: number) => string;
  readonly close: string;
  /** The sample journal. */
  readonly sampleJournal: string;
  readonly sampleJournalColon: string;
  readonly sampleEntries: (count: number) => string;
  readonly sampleHere: (count: number) => string;
  readonly removeSampleQuestion: string;
  readonly removeSample: (count: number) => string;
  readonly removing: string;
  readonly removeThem: string;
  readonly keep: string;
  readonly removeSampleData: string;
  readonly removeShort: string;
  readonly sampleAnswers: (count: number) => string;
  readonly manage: string;
  readonly removeOrAdd: string;
}

/** "1 entry", "3 entries". */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const english: JournalWords = {
  journal: "Journal",
  backToJournal: "← Journal",
  searchJournal: "Search the journal",
  newEntry: "New entry",
  import: "Import",
  loading: "Loading…",
  view: "View",
  timeline: "Timeline",
  calendar: "Calendar",
  happinessLastDays: "Happiness, last 90 days",
  analysed: (count) => `${plural(count, "entry", "entries")} analysed for mood and search`,
  waiting: (count) => `${count} waiting`,
  failedWillRetry: (count) => `${count} failed (will retry)`,
  analysisStopped: (attempts) => `Analysis stopped after ${plural(attempts, "attempt", "attempts")}:`,
  tryAgain: "Try again",
  noEntriesYet: "No entries yet. Write one, or import your journal.",
  olderEntries: "Older entries",
  calendarOf: (month) => `Calendar, ${month}`,
  previousMonth: "Previous month",
  nextMonth: "Next month",
  dayWithEntries: (date, count, mood) => `${date}: ${plural(count, "entry", "entries")}${mood !== undefined ? `, mood ${Math.round(mood)} of 100` : ""}`,
  entriesOf: (date) => `Entries of ${date}`,
  noEntryOnDay: "No entry on this day.",
  date: "Date",
  titleOptional: "Title (optional)",
  entry: "Entry",
  saveEntry: "Save entry",
  saveChanges: "Save changes",
  saving: "Saving…",
  cancel: "Cancel",
  sampleEntry: "Sample entry",
  sample: "sample",
  readingNewText: "Reading the new text for mood and search…",
  readingEntry: "Reading this entry for mood and search…",
  notAnalysed: (status) => `Not analysed (${status}).`,
  tags: "Tags",
  edit: "Edit",
  delete: "Delete",
  deleteThisEntry: "Delete this entry",
  keepIt: "Keep it",
  moodLevels: { good: "good", fair: "fair", mixed: "mixed", low: "low" },
  moodOf: (level, score) => `Mood ${level} (${score})`,
  moodOfHundred: (level, score) => `Mood: ${level} (${score} of 100)`,
  notAnalysedYet: "Not analysed yet",
  searchResults: "Search results",
  matching: (query) => `Entries matching “${query}”`,
  searching: "Searching…",
  noMention: "No entry mentions this.",
  stillReading: "Some entries are still being read: matches by meaning will show here when that is done.",
  related: "related",
  searchFailed: "The search failed",
  onThisDay: "On this day",
  yearsAgo: (years) => (years === 1 ? "1 year ago" : `${years} years ago`),
  importHeading: "Import a journal",
  importHelp:
    "Markdown or text files (one entry per file, dated by front matter or file name such as 2024-03-15.md or 15-03-2024.md), one Markdown or text file with dated headings or date lines, a Day One export (its zip or JSON), or a zip of your notes. Photos are not imported. Importing the same files again changes nothing.",
  files: "Files",
  numericDates: "Dates written as numbers (05-03-2024)",
  asFilesShow: "As the files show (a day over 12 tells)",
  dayFirst: "Day first: 05-03-2024 is 5 March",
  monthFirst: "Month first: 05-03-2024 is May 3",
  importProgress: "Import progress",
  uploading: "Uploading…",
  importPhases: { reading: "Reading files", saving: "Saving entries", processing: "Analysing mood and indexing", done: "Finishing" },
  progressOf: (phase, done, total) => `${phase}: ${done} of ${total}`,
  importFinished: "Import finished",
  imported: (created, updated, unchanged, kept) => `Imported ${created} new, ${updated} updated, ${unchanged} unchanged${kept > 0 ? `; kept your edit of ${kept}` : ""}.`,
  notImported: (count) => `Not imported (${count}):`,
  andMore: (count) => `and ${count} more`,
  importFiles: (count) => (count > 0 ? `Import ${plural(count, "file", "files")}` : "Import"),
  close: "Close",
  sampleJournal: "Sample journal.",
  sampleJournalColon: "Sample journal:",
  sampleEntries: (count) => `${count} entries`,
  sampleHere: (count) => `${count} generated entries are here so you can try LifeOS. They are not yours.`,
  removeSampleQuestion: "Remove the sample journal?",
  removeSample: (count) => `Remove ${count} sample entries? Entries you edited are kept.`,
  removing: "Removing…",
  removeThem: "Remove them",
  keep: "Keep",
  removeSampleData: "Remove sample data",
  removeShort: "Remove…",
  sampleAnswers: (count) => `Answers draw on ${count} generated entries that are not yours.`,
  manage: "Manage",
  removeOrAdd: "Remove them or add your own",
};

const portuguese: JournalWords = {
  journal: "Diário",
  backToJournal: "← Diário",
  searchJournal: "Pesquisar no diário",
  newEntry: "Nova entrada",
  import: "Importar",
  loading: "Um momento…",
  view: "Apresentação",
  timeline: "Cronologia",
  calendar: "Calendário",
  happinessLastDays: "Felicidade, últimos 90 dias",
  analysed: (count) => `${plural(count, "entrada analisada", "entradas analisadas")} (humor e pesquisa)`,
  waiting: (count) => `${count} em espera`,
  failedWillRetry: (count) => `${plural(count, "falhou", "falharam")} (nova tentativa em breve)`,
  analysisStopped: (attempts) => `A análise parou após ${plural(attempts, "tentativa", "tentativas")}:`,
  tryAgain: "Tentar de novo",
  noEntriesYet: "Ainda não há entradas. Escreva uma ou importe o seu diário.",
  olderEntries: "Entradas anteriores",
  calendarOf: (month) => `Calendário, ${month}`,
  previousMonth: "Mês anterior",
  nextMonth: "Mês seguinte",
  dayWithEntries: (date, count, mood) => `${date}: ${plural(count, "entrada", "entradas")}${mood !== undefined ? `, humor ${Math.round(mood)} de 100` : ""}`,
  entriesOf: (date) => `Entradas de ${date}`,
  noEntryOnDay: "Nenhuma entrada neste dia.",
  date: "Data",
  titleOptional: "Título (opcional)",
  entry: "Entrada",
  saveEntry: "Guardar entrada",
  saveChanges: "Guardar alterações",
  saving: "Em curso…",
  cancel: "Cancelar",
  sampleEntry: "Entrada de exemplo",
  sample: "exemplo",
  readingNewText: "Análise do novo texto (humor e pesquisa) em curso…",
  readingEntry: "Análise desta entrada (humor e pesquisa) em curso…",
  notAnalysed: (status) => `Não analisada (${({ pending: "em espera", done: "concluída", failed: "falhou" } as const)[status]}).`,
  tags: "Etiquetas",
  edit: "Editar",
  delete: "Apagar",
  deleteThisEntry: "Apagar esta entrada",
  keepIt: "Manter",
  moodLevels: { good: "bom", fair: "razoável", mixed: "misto", low: "baixo" },
  moodOf: (level, score) => `Humor ${level} (${score})`,
  moodOfHundred: (level, score) => `Humor: ${level} (${score} de 100)`,
  notAnalysedYet: "Ainda não analisada",
  searchResults: "Resultados da pesquisa",
  matching: (query) => `Entradas que correspondem a “${query}”`,
  searching: "Pesquisa em curso…",
  noMention: "Nenhuma entrada menciona isto.",
  stillReading: "Algumas entradas ainda não foram lidas: as correspondências pelo sentido aparecem aqui quando a leitura terminar.",
  related: "relacionada",
  searchFailed: "A pesquisa falhou",
  onThisDay: "Neste dia",
  yearsAgo: (years) => (years === 1 ? "Há 1 ano" : `Há ${years} anos`),
  importHeading: "Importar um diário",
  importHelp:
    "Documentos Markdown ou de texto (uma entrada por documento, datada pelo cabeçalho YAML ou pelo nome, como 2024-03-15.md ou 15-03-2024.md), um documento Markdown ou de texto com títulos ou linhas com datas, uma exportação do Day One (o zip ou o JSON) ou um zip das suas notas. As fotos não são importadas. Importar de novo os mesmos documentos não muda nada.",
  files: "Documentos",
  numericDates: "Datas escritas com números (05-03-2024)",
  asFilesShow: "Como os documentos mostram (um dia acima de 12 decide)",
  dayFirst: "Dia primeiro: 05-03-2024 é 5 de março",
  monthFirst: "Mês primeiro: 05-03-2024 é 3 de maio",
  importProgress: "Progresso da importação",
  uploading: "Envio em curso…",
  importPhases: { reading: "Leitura dos documentos", saving: "Gravação das entradas", processing: "Análise do humor e indexação", done: "Conclusão" },
  progressOf: (phase, done, total) => `${phase}: ${done} de ${total}`,
  importFinished: "Importação concluída",
  imported: (created, updated, unchanged, kept) =>
    `Importadas: ${created} novas, ${updated} atualizadas, ${unchanged} sem alterações${kept > 0 ? `; a sua edição foi mantida em ${kept}` : ""}.`,
  notImported: (count) => `Não importados (${count}):`,
  andMore: (count) => `e mais ${count}`,
  importFiles: (count) => (count > 0 ? `Importar ${plural(count, "documento", "documentos")}` : "Importar"),
  close: "Fechar",
  sampleJournal: "Diário de exemplo.",
  sampleJournalColon: "Diário de exemplo:",
  sampleEntries: (count) => plural(count, "entrada", "entradas"),
  sampleHere: (count) => `${count} entradas geradas estão aqui para experimentar o LifeOS. Não são suas.`,
  removeSampleQuestion: "Remover o diário de exemplo?",
  removeSample: (count) => `Remover ${count} entradas de exemplo? As entradas que editou são mantidas.`,
  removing: "Remoção em curso…",
  removeThem: "Remover",
  keep: "Manter",
  removeSampleData: "Remover os dados de exemplo",
  removeShort: "Remover…",
  sampleAnswers: (count) => `As respostas usam ${count} entradas geradas que não são suas.`,
  manage: "Opções",
  removeOrAdd: "Remova-as ou acrescente as suas",
};

export const journalWords: Readonly<Record<Language, JournalWords>> = { en: english, pt: portuguese };

/** The level of a happiness score (0–100), as `moodLevels` words it. */
export const moodLevel = (happiness: number): MoodLevel => (happiness >= 70 ? "good" : happiness >= 55 ? "fair" : happiness >= 40 ? "mixed" : "low");
