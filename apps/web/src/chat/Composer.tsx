import { useState, type FormEvent, type KeyboardEvent } from "react";
import { composerId } from "../shortcuts/focusComposer.js";

/**
 * The message box: Enter sends, Shift+Enter adds a line; while a run streams,
 * Stop replaces Send and Esc stops. ↑ in the empty box edits the last question.
 */
export const Composer = ({
  running,
  onSend,
  onStop,
  onEditLast,
  maxChars = 20_000,
}: {
  running: boolean;
  onSend: (content: string) => void;
  onStop: () => void;
  onEditLast?: () => void;
  maxChars?: number;
}) => {
  const [text, setText] = useState("");
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || running) return;
    setText("");
    onSend(content);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && !event.shiftKey) submit(event);
    else if (event.key === "ArrowUp" && text === "" && !running && onEditLast) {
      event.preventDefault();
      onEditLast();
    }
  };
  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor={composerId} className="visually-hidden">
        Ask about your journal, documents, memories or portfolio
      </label>
      <textarea
        id={composerId}
        value={text}
        maxLength={maxChars}
        rows={2}
        placeholder="Ask about your life, e.g. “How was my week?”"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {running ? (
        <button type="button" className="button button-stop" onClick={onStop}>
          Stop
        </button>
      ) : (
        <button type="submit" className="button button-primary" disabled={!text.trim()}>
          Send
        </button>
      )}
    </form>
  );
};
