import type { Language } from "@lifeos/core";

/** The words of the chat page around the answers, in the person's language: the welcome, the message box and each message's actions. */
export interface ChatWords {
  readonly conversation: string;
  readonly newConversation: string;
  readonly welcomeTitle: string;
  readonly welcomeText: string;
  /** A first question for each thing LifeOS answers from: the journal, reflection, memory, documents and the portfolio. */
  readonly suggestions: ReadonlyArray<string>;
  readonly askLabel: string;
  readonly askPlaceholder: string;
  readonly send: string;
  readonly stop: string;
  readonly cancel: string;
  readonly copy: string;
  readonly copied: string;
  readonly edit: string;
  readonly editQuestion: string;
  readonly regenerate: string;
  readonly retry: string;
  readonly openSettings: string;
  readonly versions: string;
  readonly previousVersion: string;
  readonly nextVersion: string;
  readonly you: string;
  readonly yourMessage: string;
  readonly answer: string;
  readonly working: string;
  readonly stopped: string;
  readonly interrupted: string;
  /** A model's reasoning: while it thinks, and once it has. */
  readonly thinking: string;
  readonly reasoning: string;
  readonly thoughtFor: (seconds: number) => string;
  /** An ended run's error (see `runErrorText`). */
  readonly runErrors: RunErrorWords;
}

/** What went wrong with an answer, in words a person can act on. */
export interface RunErrorWords {
  readonly missingKey: string;
  readonly refusedKey: string;
  readonly refusedAccess: string;
  readonly unknownModel: string;
  readonly unreachable: string;
  readonly rateLimited: string;
  readonly timeout: string;
  /** The server's own words about the model server, pointing to Settings. */
  readonly checkSettings: (message: string) => string;
}

export const chatWords: Readonly<Record<Language, ChatWords>> = {
  en: {
    conversation: "Conversation",
    newConversation: "New conversation",
    welcomeTitle: "Ask about your life, in your own words",
    welcomeText:
      "LifeOS answers from your journal, your documents, what you ask it to remember and your portfolio: it looks things up, charts your mood and cites what it used.",
    suggestions: [
      "What was my last entry?",
      "How has my stress been since March?",
      "Help me reflect on my last entry",
      "What do you remember about me?",
      "What do my notes say about neural networks?",
      "How are my holdings doing?",
    ],
    askLabel: "Ask about your journal, documents, memories or portfolio",
    askPlaceholder: "Ask about your life, e.g. “How was my week?”",
    send: "Send",
    stop: "Stop",
    cancel: "Cancel",
    copy: "Copy",
    copied: "Copied",
    edit: "Edit",
    editQuestion: "Edit your question",
    regenerate: "Regenerate",
    retry: "Retry",
    openSettings: "Open Settings",
    versions: "Versions",
    previousVersion: "Previous version",
    nextVersion: "Next version",
    you: "You",
    yourMessage: "Your message",
    answer: "Answer",
    working: "Working",
    stopped: "Stopped — the answer so far is kept.",
    interrupted: "Interrupted — the server stopped before this answer was finished; what it had written is kept.",
    thinking: "Thinking…",
    reasoning: "Reasoning",
    thoughtFor: (seconds) => `Thought for ${seconds} s`,
    runErrors: {
      missingKey: "No API key is set for the model server — add one in Settings.",
      refusedKey: "The model server refused the API key — check Settings.",
      refusedAccess: "The model server refused access with this key — check Settings.",
      unknownModel: "The model server does not know this model (or this address) — check the model name and base URL in Settings.",
      unreachable: "Could not reach the model server — check the base URL in Settings, and that the server is running.",
      rateLimited: "The model server is rate limiting requests — try again in a moment.",
      timeout: "The model server took too long to answer — try again.",
      checkSettings: (message) => `${message} — check Settings.`,
    },
  },
  pt: {
    conversation: "Conversa",
    newConversation: "Nova conversa",
    welcomeTitle: "Pergunte sobre a sua vida, por palavras suas",
    welcomeText:
      "O LifeOS responde a partir do seu diário, dos seus documentos, do que lhe pede para lembrar e da sua carteira: procura, faz o gráfico do seu humor e cita o que usou.",
    suggestions: [
      "Qual foi a minha última entrada?",
      "Como tem estado o meu stress desde março?",
      "Ajude-me a refletir sobre a minha última entrada",
      "O que sabe sobre mim?",
      "O que dizem as minhas notas sobre redes neuronais?",
      "Como estão os meus investimentos?",
    ],
    askLabel: "Pergunte sobre o seu diário, documentos, memórias ou carteira",
    askPlaceholder: "Pergunte sobre a sua vida, p. ex. “Como foi a minha semana?”",
    send: "Enviar",
    stop: "Parar",
    cancel: "Cancelar",
    copy: "Copiar",
    copied: "Copiado",
    edit: "Editar",
    editQuestion: "Editar a sua pergunta",
    regenerate: "Gerar de novo",
    retry: "Tentar de novo",
    openSettings: "Abrir as preferências",
    versions: "Versões",
    previousVersion: "Versão anterior",
    nextVersion: "Versão seguinte",
    you: "Você",
    yourMessage: "A sua mensagem",
    answer: "Resposta",
    working: "Em curso",
    stopped: "Parado — a resposta até aqui fica guardada.",
    interrupted: "Interrompido — o servidor parou antes de terminar esta resposta; o que já tinha escrito fica guardado.",
    thinking: "Raciocínio em curso…",
    reasoning: "Raciocínio",
    thoughtFor: (seconds) => `Pensou durante ${seconds} s`,
    runErrors: {
      missingKey: "Não há chave de API para o servidor do modelo — acrescente uma nas Preferências.",
      refusedKey: "O servidor do modelo recusou a chave de API — verifique as Preferências.",
      refusedAccess: "O servidor do modelo recusou o acesso com esta chave — verifique as Preferências.",
      unknownModel: "O servidor do modelo não conhece este modelo (ou este endereço) — verifique o nome do modelo e o URL base nas Preferências.",
      unreachable: "Não foi possível chegar ao servidor do modelo — verifique o URL base nas Preferências e se o servidor está em execução.",
      rateLimited: "O servidor do modelo limitou os pedidos por agora — tente de novo daqui a pouco.",
      timeout: "O servidor do modelo não respondeu a tempo — tente de novo.",
      checkSettings: (message) => `${message} — verifique as Preferências.`,
    },
  },
};
