import type { Language } from "@lifeos/core";

/** The words of one conversation in the list and its actions, in the person's language. */
export interface ThreadWords {
  readonly untitled: string;
  readonly newTitle: string;
  readonly save: string;
  readonly cancel: string;
  readonly pinned: string;
  readonly taggedWith: (tag: string) => string;
  readonly delete: string;
  readonly deleteThis: (title: string) => string;
  readonly keep: string;
  readonly actionsFor: (title: string) => string;
  readonly rename: string;
  readonly pin: string;
  readonly unpin: string;
  /** A conversation's header: its tags and its Markdown download. */
  readonly tags: string;
  readonly removeTag: (tag: string) => string;
  readonly newTag: string;
  readonly tagPlaceholder: string;
  readonly add: string;
  readonly addTag: string;
  readonly couldNotAddTag: string;
  readonly download: string;
}

export const threadWords: Readonly<Record<Language, ThreadWords>> = {
  en: {
    untitled: "Untitled",
    newTitle: "New title",
    save: "Save",
    cancel: "Cancel",
    pinned: "Pinned",
    taggedWith: (tag) => `Show conversations tagged ${tag}`,
    delete: "Delete",
    deleteThis: (title) => `Delete ${title}?`,
    keep: "Keep",
    actionsFor: (title) => `Actions for ${title}`,
    rename: "Rename",
    pin: "Pin",
    unpin: "Unpin",
    tags: "Tags",
    removeTag: (tag) => `Remove tag ${tag}`,
    newTag: "New tag",
    tagPlaceholder: "tag",
    add: "Add",
    addTag: "+ Tag",
    couldNotAddTag: "Could not add the tag",
    download: "Export",
  },
  pt: {
    untitled: "Sem título",
    newTitle: "Novo título",
    save: "Guardar",
    cancel: "Cancelar",
    pinned: "Afixada",
    taggedWith: (tag) => `Mostrar as conversas com a etiqueta ${tag}`,
    delete: "Apagar",
    deleteThis: (title) => `Apagar ${title}?`,
    keep: "Manter",
    actionsFor: (title) => `Ações de ${title}`,
    rename: "Mudar o nome",
    pin: "Afixar",
    unpin: "Desafixar",
    tags: "Etiquetas",
    removeTag: (tag) => `Remover a etiqueta ${tag}`,
    newTag: "Nova etiqueta",
    tagPlaceholder: "etiqueta",
    add: "Adicionar",
    addTag: "+ Etiqueta",
    couldNotAddTag: "Não foi possível adicionar a etiqueta",
    download: "Exportar",
  },
};
