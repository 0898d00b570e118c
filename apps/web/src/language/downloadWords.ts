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
    everything: "Descarregar os meus dados",
    everythingHolds:
      "Um ficheiro zip com tudo o que guarda aqui — diário, conversas, memórias, documentos com os seus ficheiros, reflexões guardadas, carteira e definições (nunca a sua chave de API) — para guardar, ler ou importar noutro LifeOS.",
    memories: "Descarregar as minhas memórias",
    memoriesHold: "Um ficheiro (JSON, legível por outras aplicações) com tudo o que foi lembrado: as memórias, as pessoas e os lugares que referem, resumos, lembretes e definições da memória.",
  },
};
