import { activePath } from "@lifeos/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, api, query } from "../api/client.js";
import type { MessageJson, Page, ThreadJson } from "../api/types.js";
import { ErrorNotice } from "../components/ErrorNotice.js";
import { FollowUps } from "../memory/FollowUps.js";
import { navigate } from "../router.js";
import { SampleChatLabel } from "../journal/SampleChatLabel.js";
import { ThreadHeader } from "../threads/ThreadHeader.js";
import { Composer } from "./Composer.js";
import { MessageView, type MessageActions, type ViewMessage } from "./MessageView.js";
import { userLanguage } from "../language/locale.js";
import { chatWords } from "./chatWords.js";
import { questionLanguageOf } from "./questionLanguage.js";
import { runErrorText } from "./runErrorText.js";
import { attachToRun, clearRun, dismissFailure, runOf, sendMessage, stopRun, type Replacement } from "./runStore.js";
import { unfinishedRunOf, useThreadRun } from "./useThreadRun.js";

const toView = (message: MessageJson): ViewMessage => ({
  id: message.id,
  role: message.role,
  parts: message.content.parts,
  status: message.status,
  ...(message.content.memories === undefined ? {} : { memories: message.content.memories }),
});

const loadMessages = async (threadId: string): Promise<MessageJson[]> => {
  const all: MessageJson[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<MessageJson> = await api(`/threads/${threadId}/messages${query({ limit: 200, cursor })}`);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
};

/** A message as shown, and the earlier versions it stands in for (the current one last). */
interface Shown {
  readonly message: ViewMessage;
  readonly versions: ReadonlyArray<ReadonlyArray<ViewMessage>>;
}

/** A conversation: its history, the answer streaming in, and the message box. */
export const ChatPage = ({
  threadId,
  threadsVersion,
  onThreadsChanged,
}: {
  threadId: string | null;
  /** Changes whenever a thread may have changed elsewhere (renamed in the list): the header follows at once. */
  threadsVersion: number;
  onThreadsChanged: () => void;
}) => {
  /** The stored conversation, with the thread it belongs to (a page showing another thread ignores it). */
  const [loaded, setLoaded] = useState<{ readonly threadId: string | null; readonly messages: MessageJson[] }>({ threadId: null, messages: [] });
  /** For a message with earlier versions, which one is shown (absent: the current one). */
  const [viewing, setViewing] = useState<Readonly<Record<string, number>>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [thread, setThread] = useState<ThreadJson | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  // The thread shown now: a load or a new thread's id that arrives after the person moved on does not touch the page.
  const shownThread = useRef<string | null>(threadId);
  shownThread.current = threadId;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Only the latest load is shown: one that answers late (with fewer messages) never replaces a newer one.
  const loads = useRef(0);
  /** Loads the thread; true when what is stored is now shown. */
  const reload = useCallback(async (id: string | null): Promise<boolean> => {
    const load = ++loads.current;
    if (!id) {
      setLoaded({ threadId: null, messages: [] });
      setThread(null);
      return true;
    }
    try {
      const [thread, history] = await Promise.all([api<ThreadJson>(`/threads/${id}`), loadMessages(id)]);
      if (shownThread.current !== id || loads.current !== load) return false;
      setThread(thread);
      setLoaded({ threadId: id, messages: history });
      setViewing({});
      setLoadError(null);
      return true;
    } catch (error) {
      if (shownThread.current !== id || loads.current !== load) return false;
      setLoadError(error instanceof ApiError ? error : new ApiError("INTERNAL_ERROR", "Could not load the conversation", 0));
      return false;
    }
  }, []);

  const hooks = useMemo(
    () => ({
      // A new conversation's page follows its thread once the server names it, unless the person has moved on.
      onThread: (id: string) => {
        if (mounted.current && shownThread.current === null) navigate(`/chat/${id}`, { replace: true });
      },
      onThreadsChanged,
    }),
    [onThreadsChanged],
  );
  const { run, failure } = useThreadRun(threadId);
  const send = useCallback(
    (content: string, into: string | null, replaces: Replacement | null = null) => {
      dismissFailure(into);
      void sendMessage(content, into, replaces, hooks);
    },
    [hooks],
  );
  const stop = useCallback(() => stopRun(threadId), [threadId]);
  const dismiss = useCallback(() => dismissFailure(threadId), [threadId]);

  // A run that ended and whose writes are stored: show what was stored, then forget the live copy
  // (kept, with the question and answer on screen, while the stored thread cannot be loaded).
  const settle = useCallback(
    (id: string | null) =>
      reload(id).then((shownStored) => {
        const live = runOf(id);
        if (shownStored && live?.settled && live.threadId === id) clearRun(live);
      }),
    [reload],
  );
  useEffect(() => {
    if (!run || !run.settled || run.threadId !== threadId) return;
    void settle(threadId);
  }, [run, threadId, settle]);

  // Esc stops the answer being written (unless a dialog is open: Esc closes that).
  const running = run?.running ?? false;
  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.shiftKey || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      void stop();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [running, stop]);

  useEffect(() => {
    void reload(threadId);
  }, [threadId, reload]);

  // Back on this tab: the conversation may have moved on in another one (a question asked there is followed here).
  useEffect(() => {
    if (threadId === null) return;
    const onVisible = () => {
      if (document.visibilityState === "visible" && !runOf(threadId)) void reload(threadId);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [threadId, reload]);

  useEffect(() => {
    if (threadId === null) return;
    const controller = new AbortController();
    api<ThreadJson>(`/threads/${threadId}`, { signal: controller.signal })
      .then(setThread)
      .catch(() => undefined);
    return () => controller.abort();
  }, [threadId, threadsVersion]);

  // The conversation in effect; while a run replaces a message, that message (and, for a question, what followed) is hidden.
  const stored = useMemo(() => (loaded.threadId === threadId ? loaded.messages : []), [loaded, threadId]);
  const path = useMemo(() => activePath(stored), [stored]);

  // A conversation whose last answer is still being written (elsewhere, or before a reload): follow it here.
  const unfinished = loaded.threadId === threadId ? unfinishedRunOf(path.active) : null;
  useEffect(() => {
    if (threadId !== null && unfinished !== null) attachToRun(threadId, unfinished, hooks);
  }, [threadId, unfinished, hooks]);
  const conversation: ReadonlyArray<Shown> = useMemo(() => {
    const rows: Shown[] = [];
    for (const message of path.active) {
      const earlier = path.alternatives.get(message.id) ?? [];
      const versions = [...earlier.map((segment) => segment.map(toView)), [toView(message)]];
      const index = viewing[message.id] ?? versions.length - 1;
      if (index < versions.length - 1) {
        // An earlier version stands in for this message and everything after it, as it was.
        for (const old of versions[index]!) rows.push({ message: old, versions: old === versions[index]![0] ? versions : [] });
        return rows;
      }
      rows.push({ message: versions.at(-1)![0]!, versions });
    }
    return rows;
  }, [path, viewing]);
  const replacedAt = run?.replaces ? conversation.findIndex((row) => row.message.id === run.replaces!.messageId) : -1;
  // A stored checkpoint of the run's answer gives way to the live answer; its stored question stands in for the live one.
  const ofRun = (message: ViewMessage) =>
    run !== undefined && (message.id === run.assistant.id || stored.some((row) => row.id === message.id && row.role === "assistant" && row.runId === run.runId));
  const settledRows = (replacedAt >= 0 ? conversation.slice(0, replacedAt) : conversation).filter((row) => !ofRun(row.message));
  const questionStored = run !== undefined && stored.some((message) => message.role === "user" && message.runId === run.runId);
  const liveRows: ReadonlyArray<Shown> = run
    ? [
        ...(run.replaces?.role === "assistant" || run.content === null || questionStored
          ? []
          : [{ message: { id: "live-user", role: "user", parts: [{ type: "text", text: run.content }], status: "complete" } as ViewMessage, versions: [] }]),
        { message: run.assistant, versions: [] },
      ]
    : [];
  const shown = [...settledRows, ...liveRows];
  const lastQuestion = [...settledRows].reverse().find((row) => row.message.role === "user" && row.versions.length > 0);
  const lastAnswer = settledRows.at(-1)?.message.role === "assistant" ? settledRows.at(-1) : undefined;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [shown.length, run?.assistant.parts.length]);

  const submit = (content: string) => void send(content, threadId);
  const words = chatWords[userLanguage()];
  const idle = !running;
  const actionsFor = (row: Shown): MessageActions => {
    const { message, versions } = row;
    const current = versions.length > 0 && versions.at(-1)![0] === message;
    const version =
      versions.length > 1
        ? { index: versions.findIndex((segment) => segment[0] === message), count: versions.length, show: (index: number) => setViewing({ ...viewing, [versions.at(-1)![0]!.id]: index }) }
        : undefined;
    return {
      ...(version ? { versions: version } : {}),
      ...(idle && current && message.role === "user" && threadId
        ? { edit: (content: string) => void send(content, threadId, { messageId: message.id, role: "user" }) }
        : {}),
      ...(idle && current && row === lastAnswer && threadId
        ? {
            regenerate: () => {
              dismiss();
              const question = settledRows.slice(0, settledRows.indexOf(row)).findLast((earlier) => earlier.message.role === "user");
              const content = question?.message.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("") || "Again";
              void send(content, threadId, { messageId: message.id, role: "assistant" });
            },
          }
        : {}),
    };
  };

  return (
    <section className="chat" aria-label={words.conversation}>
      <ThreadHeader
        thread={thread?.id === threadId ? thread : null}
        fallbackTitle={threadId ? words.conversation : words.newConversation}
        onChanged={(changed) => {
          setThread(changed);
          onThreadsChanged();
        }}
      />
      <SampleChatLabel />
      <div className="messages" aria-live="polite" aria-busy={run?.running ?? false}>
        {loadError && <ErrorNotice message={loadError.message} code={loadError.code} onRetry={() => void settle(threadId)} />}
        {shown.length === 0 && !loadError && (
          <div className="welcome">
            <h2>{words.welcomeTitle}</h2>
            <p>{words.welcomeText}</p>
            <FollowUps />
            <ul className="suggestions">
              {words.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="button button-quiet" onClick={() => submit(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {shown.map((row, index) => (
          <MessageView
            key={row.message.id}
            {...questionLanguageOf(shown, index)}
            message={row.message}
            actions={actionsFor(row)}
            editing={editing === row.message.id}
            onEditing={(on) => setEditing(on ? row.message.id : null)}
          />
        ))}
        {failure && failure.messageId === null && (
          <ErrorNotice
            message={runErrorText(failure.error.code, failure.error.message, words.runErrors).text}
            onRetry={() => {
              dismiss();
              void send(failure.content, failure.threadId ?? threadId);
            }}
            onDismiss={dismiss}
          />
        )}
        <div ref={bottom} />
      </div>
      <Composer
        running={running}
        onSend={submit}
        onStop={() => void stop()}
        {...(lastQuestion ? { onEditLast: () => setEditing(lastQuestion.message.id) } : {})}
      />
    </section>
  );
};
