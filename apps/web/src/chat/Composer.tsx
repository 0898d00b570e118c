import { useState, type FormEvent, type KeyboardEvent } from "react";

/** The message box: Enter sends, Shift+Enter adds a line; while a run streams, Stop replaces Send. */
export const Composer = ({
  running,
  onSend,
  onStop,
  maxChars = 20_000,
}: {
  running: boolean;
  onSend: (content: string) => void;
  onStop: () => void;
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
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor="composer-input" className="visually-hidden">
        Ask about your journal
      </label>
      <textarea
        id="composer-input"
        value={text}
        maxLength={maxChars}
        rows={2}
        placeholder="Ask about your journal, e.g. “How was my week?”"
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
