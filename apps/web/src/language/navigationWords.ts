import type { Language } from "@lifeos/core";

/** The words of the app's frame, in the person's language: its pages, and the list of conversations beside them. */
export interface NavigationWords {
  readonly skipToContent: string;
  readonly menu: string;
  readonly pages: string;
  readonly newConversation: string;
  readonly journal: string;
  readonly documents: string;
  readonly portfolio: string;
  readonly memories: string;
  readonly settings: string;
  readonly keyboardShortcuts: string;
  readonly conversations: string;
  readonly searchConversations: string;
  readonly filterByTag: string;
  readonly clearFilter: string;
  readonly couldNotLoad: string;
  readonly pinned: string;
  /** The headings of conversations by when they last changed. */
  readonly today: string;
  readonly yesterday: string;
  readonly previousWeek: string;
  readonly previousMonth: string;
  readonly noMatch: string;
  readonly noneYet: string;
  readonly showMore: string;
}

export const navigationWords: Readonly<Record<Language, NavigationWords>> = {
  en: {
    skipToContent: "Skip to content",
    menu: "Menu",
    pages: "Pages",
    newConversation: "New conversation",
    journal: "Journal",
    documents: "Documents",
    portfolio: "Portfolio",
    memories: "Memories",
    settings: "Settings",
    keyboardShortcuts: "Keyboard shortcuts",
    conversations: "Conversations",
    searchConversations: "Search conversations",
    filterByTag: "Filter by tag",
    clearFilter: "(clear the filter)",
    couldNotLoad: "Could not load conversations.",
    pinned: "Pinned",
    today: "Today",
    yesterday: "Yesterday",
    previousWeek: "Previous 7 days",
    previousMonth: "Previous 30 days",
    noMatch: "No conversation matches.",
    noneYet: "No conversations yet.",
    showMore: "Show more",
  },
  pt: {
    skipToContent: "Saltar para o conteúdo",
    menu: "Menu",
    pages: "Páginas",
    newConversation: "Nova conversa",
    journal: "Diário",
    documents: "Documentos",
    portfolio: "Carteira",
    memories: "Memórias",
    settings: "Preferências",
    keyboardShortcuts: "Atalhos de teclado",
    conversations: "Conversas",
    searchConversations: "Pesquisar conversas",
    filterByTag: "Filtrar por etiqueta",
    clearFilter: "(limpar o filtro)",
    couldNotLoad: "Não foi possível carregar as conversas.",
    pinned: "Afixadas",
    today: "Hoje",
    yesterday: "Ontem",
    previousWeek: "Últimos 7 dias",
    previousMonth: "Últimos 30 dias",
    noMatch: "Nenhuma conversa corresponde.",
    noneYet: "Ainda não há conversas.",
    showMore: "Mostrar mais",
  },
};
