import type { Language } from "@lifeos/core";
import type { SettingsJson } from "../api/types.js";

/** What a part of an archive holds, as one and as many. */
type Counted = readonly [string, string];

/** The words of the settings page (the model, the person, the appearance, their data), in the person's language. */
export interface SettingsWords {
  readonly settings: string;
  readonly loading: string;
  readonly saved: string;
  readonly model: string;
  readonly whoAnswers: string;
  readonly offline: string;
  readonly openai: string;
  readonly baseUrl: string;
  readonly baseUrlHint: string;
  readonly chatModel: string;
  readonly embeddingModel: string;
  readonly apiKey: string;
  /** Whether a key is stored, as the server reports it. */
  readonly keyStates: Readonly<Record<SettingsJson["apiKey"], string>>;
  readonly storedTypeToReplace: string;
  readonly apiKeyHint: string;
  readonly removeStoredKey: string;
  readonly testing: string;
  readonly testConnection: string;
  readonly you: string;
  readonly timeZone: string;
  readonly timeZoneHint: string;
  readonly saveSettings: string;
  /** The connection test. */
  readonly connectionFailed: string;
  readonly connected: string;
  readonly serverOffers: (count: number) => string;
  readonly notOneOfThem: (model: string) => string;
  readonly modelsOnServer: string;
  /** Appearance. */
  readonly appearance: string;
  readonly theme: string;
  readonly themes: Readonly<Record<"system" | "light" | "dark", string>>;
  /** Your data. */
  readonly yourData: string;
  readonly importArchive: string;
  readonly importArchiveHint: string;
  readonly importChatGpt: string;
  readonly importChatGptHint: string;
  readonly importing: string;
  readonly importedArchiveOf: (date: string) => string;
  readonly parts: Readonly<Record<string, Counted>>;
  readonly counted: (count: number, words: Counted) => string;
  readonly importedConversations: (conversations: number, messages: number) => string;
  readonly skippedConversations: (count: number) => string;
  readonly conversationNumber: (number: number) => string;
  /** Deleting everything. */
  readonly deleteAllData: string;
  readonly deleteWarning: string;
  /** The word typed to confirm, so a slip of the mouse deletes nothing. */
  readonly confirmWord: string;
  readonly typeToConfirm: (word: string) => string;
  readonly deleting: string;
  readonly deleteEverything: string;
  readonly keepMyData: string;
  readonly deleteAllDataEllipsis: string;
  readonly everythingDeleted: string;
}

const counted = (count: number, [one, many]: Counted) => `${count} ${count === 1 ? one : many}`;

export const settingsWords: Readonly<Record<Language, SettingsWords>> = {
  en: {
    settings: "Settings",
    loading: "Loading…",
    saved: "Saved.",
    model: "Model",
    whoAnswers: "Who answers",
    offline: "Offline — no AI model; answers are assembled from your data",
    openai: "An OpenAI-compatible model (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter)",
    baseUrl: "Base URL",
    baseUrlHint: "Leave empty for OpenAI; e.g. http://127.0.0.1:11434/v1 for Ollama.",
    chatModel: "Chat model",
    embeddingModel: "Embedding model",
    apiKey: "API key",
    keyStates: { set: "set", "not set": "not set" },
    storedTypeToReplace: "Stored — type to replace",
    apiKeyHint: "Stored encrypted on the server and never shown again. A local server such as Ollama or llama.cpp needs none.",
    removeStoredKey: "Remove the stored key",
    testing: "Testing…",
    testConnection: "Test connection",
    you: "You",
    timeZone: "Time zone",
    timeZoneHint: "Your own time zone: the chat resolves “yesterday” and “last week” in it.",
    saveSettings: "Save settings",
    connectionFailed: "Connection failed.",
    connected: "Connected.",
    serverOffers: (count) => `The server offers ${counted(count, ["model", "models"])}.`,
    notOneOfThem: (model) => ` “${model}” is not one of them.`,
    modelsOnServer: "Models on the server",
    appearance: "Appearance",
    theme: "Theme",
    themes: { system: "Follow the system", light: "Light", dark: "Dark" },
    yourData: "Your data",
    importArchive: "Import an archive",
    importArchiveHint: "Only into an account that has no data yet. Entries and documents are analysed again afterwards.",
    importChatGpt: "Import from ChatGPT",
    importChatGptHint:
      "The conversations.json of ChatGPT's data export (or the export's zip). Each conversation becomes a conversation here, tagged “chatgpt”; one imported before is not added twice.",
    importing: "Importing…",
    importedArchiveOf: (date) => `Imported the archive of ${date}:`,
    parts: {
      journal: ["journal entry", "journal entries"],
      chat: ["conversation", "conversations"],
      knowledge: ["document", "documents"],
      reflection: ["saved reflection", "saved reflections"],
      memory: ["memory", "memories"],
      portfolio: ["portfolio record (accounts, activities, quotes, goals)", "portfolio records (accounts, activities, quotes, goals)"],
    },
    counted,
    importedConversations: (conversations, messages) =>
      `Imported ${counted(conversations, ["conversation", "conversations"])} with ${counted(messages, ["message", "messages"])}.`,
    skippedConversations: (count) => `Skipped ${counted(count, ["conversation", "conversations"])}:`,
    conversationNumber: (number) => `Conversation ${number}`,
    deleteAllData: "Delete all my data",
    deleteWarning:
      "This deletes your journal, conversations, memories and reminders, documents with their files, saved reflections, portfolio, and your model settings with any API key. It cannot be undone: export your data first if you want a copy. Your sign-in, time zone, base currency and memory privacy choices stay.",
    confirmWord: "delete",
    typeToConfirm: (word) => `Type “${word}” to confirm`,
    deleting: "Deleting…",
    deleteEverything: "Delete everything",
    keepMyData: "Keep my data",
    deleteAllDataEllipsis: "Delete all my data…",
    everythingDeleted: "Everything was deleted. LifeOS is empty, as on the first day.",
  },
  pt: {
    settings: "Preferências",
    loading: "Um momento…",
    saved: "Guardado.",
    model: "Modelo",
    whoAnswers: "Quem responde",
    offline: "Offline — sem modelo de IA; as respostas são montadas a partir dos seus dados",
    openai: "Um modelo compatível com OpenAI (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter)",
    baseUrl: "URL base",
    baseUrlHint: "Deixe vazio para a OpenAI; p. ex. http://127.0.0.1:11434/v1 para o Ollama.",
    chatModel: "Modelo de conversa",
    embeddingModel: "Modelo de embeddings",
    apiKey: "Chave de API",
    keyStates: { set: "definida", "not set": "não definida" },
    storedTypeToReplace: "Guardada — escreva para substituir",
    apiKeyHint: "Guardada cifrada no servidor e nunca mais mostrada. Um servidor local como o Ollama ou o llama.cpp não precisa de chave.",
    removeStoredKey: "Remover a chave guardada",
    testing: "Teste em curso…",
    testConnection: "Testar a conexão",
    you: "Você",
    timeZone: "Fuso horário",
    timeZoneHint: "O seu fuso horário: a conversa entende “ontem” e “na semana passada” nele.",
    saveSettings: "Guardar as preferências",
    connectionFailed: "A conexão falhou.",
    connected: "Conectado.",
    serverOffers: (count) => `O servidor oferece ${counted(count, ["modelo", "modelos"])}.`,
    notOneOfThem: (model) => ` “${model}” não é um deles.`,
    modelsOnServer: "Modelos no servidor",
    appearance: "Aparência",
    theme: "Tema",
    themes: { system: "Seguir o sistema", light: "Claro", dark: "Escuro" },
    yourData: "Os seus dados",
    importArchive: "Importar uma cópia do LifeOS",
    importArchiveHint: "Só para uma conta que ainda não tenha dados. As entradas e os documentos são analisados de novo depois.",
    importChatGpt: "Importar do ChatGPT",
    importChatGptHint:
      "O conversations.json da exportação de dados do ChatGPT (ou o zip da exportação). Cada conversa passa a ser uma conversa aqui, com a etiqueta “chatgpt”; uma já importada não é acrescentada duas vezes.",
    importing: "Importação em curso…",
    importedArchiveOf: (date) => `Importada a cópia de ${date}:`,
    parts: {
      journal: ["entrada do diário", "entradas do diário"],
      chat: ["conversa", "conversas"],
      knowledge: ["documento", "documentos"],
      reflection: ["reflexão guardada", "reflexões guardadas"],
      memory: ["memória", "memórias"],
      portfolio: ["item da carteira (contas, movimentos, cotações, objetivos)", "itens da carteira (contas, movimentos, cotações, objetivos)"],
    },
    counted,
    importedConversations: (conversations, messages) =>
      `${counted(conversations, ["conversa importada", "conversas importadas"])} com ${counted(messages, ["mensagem", "mensagens"])}.`,
    skippedConversations: (count) => `${counted(count, ["conversa ignorada", "conversas ignoradas"])}:`,
    conversationNumber: (number) => `Conversa ${number}`,
    deleteAllData: "Apagar todos os meus dados",
    deleteWarning:
      "Isto apaga o seu diário, as conversas, as memórias e os lembretes, os documentos com os seus anexos, as reflexões guardadas, a carteira e as preferências do modelo com a chave de API. Não pode ser desfeito: exporte os seus dados antes se quiser uma cópia. O seu acesso, o fuso horário, a moeda base e as escolhas de privacidade da memória ficam.",
    confirmWord: "apagar",
    typeToConfirm: (word) => `Escreva “${word}” para confirmar`,
    deleting: "Eliminação em curso…",
    deleteEverything: "Apagar tudo",
    keepMyData: "Manter os meus dados",
    deleteAllDataEllipsis: "Apagar todos os meus dados…",
    everythingDeleted: "Tudo foi apagado. O LifeOS está vazio, como no primeiro dia.",
  },
};
