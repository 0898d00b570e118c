import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, api, query } from "../api/client.js";
import type { MessageJson, Page, ThreadJson } from "../api/types.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { FollowUps } from "../memory/FollowUps.js";
import { navigate } from "../router.js";
import { Composer } from "./Composer.js";
import { MessageView, type ViewMessage } from "./MessageView.js";
import { useChatRun } from "./useChatRun.js";

const suggestions = [
  "How have I been doing lately?",
  "What was my last entry?",
  "Show my happiness over the last 3 months",
  "Summarise last month",
];

const toView = (message: MessageJson): ViewMessage => ({
  id: message.id,
  role: message.role,
  parts: message.content.parts,
  status: message.status,
});

const loadMessages = async (threadId: string): Promise<ViewMessage[]> => {
  const all: ViewMessage[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<MessageJson> = await api(`/threads/${threadId}/messages${query({ limit: 200, cursor })}`);
    all.push(...page.items.map(toView));
    cursor = page.nextCursor;
  } while (cursor);
  return all;
};

/** A conversation: its history, the answer streaming in, and the message box. */
export const ChatPage = ({ threadId, onThreadsChanged }: { threadId: string | null; onThreadsChanged: () => void }) => {
  const [messages, setMessages] = useState<ViewMessage[]>([]);
  const [title, setTitle] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const ownThread = useRef<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const reload = useCallback(async (id: string | null) => {
    if (!id) {
      setMessages([]);
      setTitle(null);
      return;
    }
    try {
      const [thread, history] = await Promise.all([api<ThreadJson>(`/threads/${id}`), loadMessages(id)]);
      setTitle(thread.title);
      setMessages(history);
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof ApiError ? error : new ApiError("INTERNAL_ERROR", "Could not load the conversation", 0));
    }
  }, []);

  const callbacks = useMemo(
    () => ({
      onThread: (id: string) => {
        ownThread.current = id;
        navigate(`/chat/${id}`, { replace: true });
      },
      onThreadsChanged,
      onFinished: reload,
    }),
    [onThreadsChanged, reload],
  );
  const { run, failure, send, stop, dismiss } = useChatRun(callbacks);

  useEffect(() => {
    if (threadId !== null && threadId === ownThread.current) return;
    ownThread.current = threadId;
    void reload(threadId);
  }, [threadId, reload]);

  const liveMessages: ViewMessage[] = run
    ? [
        { id: "live-user", role: "user", parts: [{ type: "text", text: run.content }], status: "complete" },
        run.assistant,
      ]
    : [];
  const shown = [...messages, ...liveMessages];

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [shown.length, run?.assistant.parts.length]);

  const submit = (content: string) => void send(content, threadId);

  return (
    <section className="chat" aria-label="Conversation">
      <header className="page-header">
        <h1>{title || (threadId ? "Conversation" : "New conversation")}</h1>
      </header>
      <div className="messages" aria-live="polite" aria-busy={run?.running ?? false}>
        {loadError && <ErrorNotice message={loadError.message} code={loadError.code} onRetry={() => void reload(threadId)} />}
        {shown.length === 0 && !loadError && (
          <div className="welcome">
            <h2>Ask about your life, in your own words</h2>
            <p>LifeOS reads your journal to answer: it looks things up, charts your mood and cites the entries it used.</p>
            <FollowUps />
            <ul className="suggestions">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="button button-quiet" onClick={() => submit(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {shown.map((message) => (
          <MessageView key={message.id} message={message} />
        ))}
        {failure && (
          <ErrorNotice
            message={failure.error.message}
            code={failure.error.code}
            onRetry={() => {
              dismiss();
              void send(failure.content, failure.threadId ?? threadId);
            }}
            onDismiss={dismiss}
          />
        )}
        <div ref={bottom} />
      </div>
      <Composer running={run?.running ?? false} onSend={submit} onStop={() => void stop()} />
    </section>
  );
};
