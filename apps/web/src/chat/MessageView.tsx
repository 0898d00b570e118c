import { useState, type FormEvent } from "react";
import type { PartJson } from "../api/types.js";
import { Markdown } from "../markdown/Markdown.js";
import { Link } from "../router.js";
import { copyText } from "./copyText.js";
import { runErrorText } from "./runErrorText.js";
import { citationTargets, linkCitations, type CitationTarget } from "../documents/citations.js";
import { ToolResultCard } from "./ToolResultCard.js";
import { ToolChip } from "./ToolChip.js";
import { memoriesShown } from "../memory/memoriesShown.js";
import { UsedMemories } from "../memory/UsedMemories.js";
import { detectLanguage, type Language } from "@lifeos/core";
import { AnswerLanguage, useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { userLanguage } from "../language/locale.js";
import { ownWords } from "../language/ownWords.js";
import { chatWords, type ChatWords } from "./chatWords.js";

export interface ViewMessage {
  readonly id: string;
  readonly role: "user" | "assistant" | "system";
  readonly parts: ReadonlyArray<PartJson>;
  readonly status: "complete" | "streaming" | "error" | "stopped" | "interrupted";
  /** An answer's memories: those it drew on (see `memoriesShown`). */
  readonly memories?: ReadonlyArray<{ readonly id: string; readonly summary: string }>;
}

/** What can be done with a message; an action left out is not offered. */
export interface MessageActions {
  /** Ask this answer again (the last answer only); also the retry of a failed one. */
  readonly regenerate?: () => void;
  /** Replace this question with new words and answer afresh. */
  readonly edit?: (content: string) => void;
  /** Earlier versions of this message: which one is shown (the last is the current), and choosing another. */
  readonly versions?: { readonly index: number; readonly count: number; readonly show: (index: number) => void };
}

const ErrorPart = ({ code, message, retry }: { code: string; message: string; retry?: () => void }) => {
  const words = runErrorText(code, message, chatWords[useAnswerLanguage()].runErrors);
  const own = chatWords[userLanguage()];
  return (
    <div className="message-error" role="alert">
      <p>{words.text}</p>
      <div className="notice-actions">
        {retry && (
          <button type="button" className="button button-small" onClick={retry}>
            {own.retry}
          </button>
        )}
        {words.settings && (
          <Link href="/settings" className="button button-small button-quiet">
            {own.openSettings}
          </Link>
        )}
      </div>
    </div>
  );
};

const reasoningLabel = (part: Extract<PartJson, { type: "reasoning" }>, thinking: boolean, words: ChatWords): string => {
  if (thinking) return words.thinking;
  if (part.durationMs === undefined) return words.reasoning;
  return words.thoughtFor(Math.max(1, Math.round(part.durationMs / 1000)));
};

/** A model's reasoning, folded, labelled in the answer's language. */
const Reasoning = ({ part, thinking }: { part: Extract<PartJson, { type: "reasoning" }>; thinking: boolean }) => (
  <details className="reasoning" data-testid="reasoning">
    <summary>{reasoningLabel(part, thinking, chatWords[useAnswerLanguage()])}</summary>
    <Markdown text={part.text} className="message-text" />
  </details>
);

/** An answer's text: Markdown, its cited dates written as the cards write dates, in the answer's language. */
const AnswerText = ({ text }: { text: string }) => <Markdown text={text} className="message-text" dateLocale={useAnswerLocale()} />;

const Part = ({
  part,
  answered,
  role,
  retry,
  targets,
  thinking,
  messageId,
}: {
  part: PartJson;
  answered: ReadonlySet<string>;
  role: ViewMessage["role"];
  retry?: () => void;
  targets: ReadonlyMap<string, CitationTarget>;
  thinking: boolean;
  messageId: string;
}) => {
  switch (part.type) {
    case "text":
      // The person's own words are shown as typed; answers are Markdown.
      return role === "user" ? (
        <div className="message-text message-plain">{part.text}</div>
      ) : (
        <AnswerText text={linkCitations(part.text, targets)} />
      );
    case "reasoning":
      return <Reasoning part={part} thinking={thinking} />;
    case "toolCall":
      return <ToolChip name={part.name} arguments={part.arguments} running={!answered.has(part.toolCallId)} />;
    case "toolResult":
      return <ToolResultCard part={part} messageId={messageId} />;
    case "error":
      return <ErrorPart code={part.code} message={part.message} {...(retry ? { retry } : {})} />;
  }
};

/** A message's own words: its text parts, without its tools' work. */
export const plainText = (message: ViewMessage): string =>
  message.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n\n");

const Versions = ({ versions, words }: { versions: NonNullable<MessageActions["versions"]>; words: ChatWords }) => (
  <span className="versions" role="group" aria-label={words.versions}>
    <button type="button" className="icon-button" aria-label={words.previousVersion} disabled={versions.index === 0} onClick={() => versions.show(versions.index - 1)}>
      ‹
    </button>
    <span data-testid="version-label">
      {versions.index + 1}/{versions.count}
    </span>
    <button
      type="button"
      className="icon-button"
      aria-label={words.nextVersion}
      disabled={versions.index === versions.count - 1}
      onClick={() => versions.show(versions.index + 1)}
    >
      ›
    </button>
  </span>
);

const EditForm = ({ initial, onSave, onCancel }: { initial: string; onSave: (content: string) => void; onCancel: () => void }) => {
  const [text, setText] = useState(initial);
  const words = chatWords[userLanguage()];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSave(text.trim());
  };
  return (
    <form className="message-edit" onSubmit={submit}>
      <label htmlFor="edit-question" className="visually-hidden">
        {words.editQuestion}
      </label>
      <textarea
        id="edit-question"
        value={text}
        rows={Math.min(8, Math.max(2, text.split("\n").length))}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
          else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
        }}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary button-small" disabled={!text.trim()}>
          {words.send}
        </button>
        <button type="button" className="button button-quiet button-small" onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
};

/**
 * One message: the person's words, or the assistant's work in the order it
 * happened, with its actions (copy, regenerate, edit, earlier versions).
 * `editing` shows the question in an edit box (↑ in the message box opens it).
 * `questionLanguage` is the language of the question an answer answers: the
 * answer's cards and chips are in it until the answer's own words say otherwise
 * (while its tools run, before it has written any).
 */
export const MessageView = ({
  message,
  actions = {},
  editing = false,
  onEditing,
  questionLanguage,
}: {
  message: ViewMessage;
  questionLanguage?: Language;
  actions?: MessageActions;
  editing?: boolean;
  onEditing?: (editing: boolean) => void;
}) => {
  const [copied, setCopied] = useState(false);
  const answered = new Set(message.parts.flatMap((part) => (part.type === "toolResult" ? [part.toolCallId] : [])));
  const targets = citationTargets(message.parts);
  const text = plainText(message);
  const settled = message.status !== "streaming";
  // The person's words are in their language; an answer's cards follow the language the answer is written in, else its question's.
  const language = detectLanguage(ownWords(text), questionLanguage ?? userLanguage());
  // The app's own words (actions, notes) are in the person's language, whatever the answer's.
  const words = chatWords[userLanguage()];
  return (
    <article className={`message message-${message.role}`} data-status={message.status} aria-label={message.role === "user" ? words.you : "LifeOS"}>
      <div className="message-column">
        <div className="message-body">
          <AnswerLanguage language={language}>
            {editing && actions.edit ? (
              <EditForm
                initial={text}
                onCancel={() => onEditing?.(false)}
                onSave={(content) => {
                  onEditing?.(false);
                  actions.edit?.(content);
                }}
              />
            ) : (
              message.parts.map((part, index) => (
                <Part
                  key={index}
                  part={part}
                  answered={answered}
                  role={message.role}
                  targets={targets}
                  messageId={message.id}
                  thinking={message.status === "streaming" && index === message.parts.length - 1 && part.type === "reasoning"}
                  {...(actions.regenerate ? { retry: actions.regenerate } : {})}
                />
              ))
            )}
            <UsedMemories memories={memoriesShown(message)} />
            {message.status === "streaming" && message.parts.length === 0 && <span className="typing" aria-label={chatWords[language].working}>…</span>}
            {message.status === "stopped" && <p className="message-note">{words.stopped}</p>}
            {message.status === "interrupted" && (
              <p className="message-note">{words.interrupted}</p>
            )}
          </AnswerLanguage>
        </div>
        {settled && !editing && (
          <div className="message-actions" role="group" aria-label={message.role === "user" ? words.yourMessage : words.answer}>
            {actions.versions && actions.versions.count > 1 && <Versions versions={actions.versions} words={words} />}
            {text && (
              <button
                type="button"
                className="icon-button"
                onClick={() =>
                  void copyText(text).then((done) => {
                    setCopied(done);
                    setTimeout(() => setCopied(false), 1500);
                  })
                }
              >
                {copied ? words.copied : words.copy}
              </button>
            )}
            {actions.edit && (
              <button type="button" className="icon-button" onClick={() => onEditing?.(true)}>
                {words.edit}
              </button>
            )}
            {actions.regenerate && message.status !== "error" && (
              <button type="button" className="icon-button" onClick={actions.regenerate}>
                {words.regenerate}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
};
