import type { Language } from "@lifeos/core";

/** The words of the two downloads of a person's data (everything, and the memories alone), in the person's language: what it is, and what the file holds. */
export const downloadWords: Readonly<Record<Language, { readonly everything: string; readonly everythingHolds: string; readonly memories: string; readonly memoriesHold: string }>> = {
  en: {
    everything: "Download my data",
    everythingHolds:
      "One zip file with everything you keep here — journal, conversations, memories, documents with their files, saved reflections, portfolio and settings (never your API key) — to keep, read, or import into another LifeOS.",
    memories: "Download my memories",
    memoriesHold: "One file (JSON, readable by other apps) with everything remembered: the memories, the people and places they mention, summaries, reminders and memory settings.",
  },
  pt: {
    everything: "Exportar os meus dados",
    everythingHolds:
      "Um zip com tudo o que guarda aqui — diário, conversas, memórias, documentos com os seus anexos, reflexões guardadas, carteira e preferências (nunca a sua chave de API) — para guardar, ler ou importar para outro LifeOS.",
    memories: "Exportar as minhas memórias",
    memoriesHold: "Um JSON (legível por outros programas) com tudo o que foi lembrado: as memórias, as pessoas e os lugares que referem, resumos, lembretes e preferências da memória.",
  },
};
