import { useState, type FormEvent, type KeyboardEvent } from "react";
import { userLanguage } from "../language/locale.js";
import { composerId } from "../shortcuts/focusComposer.js";
import { chatWords } from "./chatWords.js";

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
  const words = chatWords[userLanguage()];
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
        {words.askLabel}
      </label>
      <textarea
        id={composerId}
        value={text}
        maxLength={maxChars}
        rows={2}
        placeholder={words.askPlaceholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {running ? (
        <button type="button" className="button button-stop" onClick={onStop}>
          {words.stop}
        </button>
      ) : (
        <button type="submit" className="button button-primary" disabled={!text.trim()}>
          {words.send}
        </button>
      )}
    </form>
  );
};
