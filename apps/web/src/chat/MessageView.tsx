import type { PartJson } from "../api/types.js";
import { ToolResultCard, toolLabel } from "./ToolResultCard.js";

export interface ViewMessage {
  readonly id: string;
  readonly role: "user" | "assistant" | "system";
  readonly parts: ReadonlyArray<PartJson>;
  readonly status: "complete" | "streaming" | "error" | "stopped";
}

const argumentSummary = (value: unknown): string => {
  if (!value || typeof value !== "object") return "";
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
};

const Part = ({ part, answered, messageId }: { part: PartJson; answered: ReadonlySet<string>; messageId: string }) => {
  switch (part.type) {
    case "text":
      return <div className="message-text">{part.text}</div>;
    case "reasoning":
      return (
        <details className="reasoning">
          <summary>Reasoning</summary>
          <div className="message-text">{part.text}</div>
        </details>
      );
    case "toolCall": {
      const summary = argumentSummary(part.arguments);
      return (
        <span
          className={`tool-chip${answered.has(part.toolCallId) ? "" : " tool-chip-running"}`}
          data-testid="tool-chip"
          title={summary ? `${toolLabel(part.name)} · ${summary}` : toolLabel(part.name)}
        >
          {toolLabel(part.name)}
          {summary && <span className="tool-chip-args"> · {summary}</span>}
        </span>
      );
    }
    case "toolResult":
      return <ToolResultCard part={part} messageId={messageId} />;
    case "error":
      return (
        <p className="message-error" role="alert">
          {part.message}
        </p>
      );
  }
};

/** One message: the user's words, or the assistant's work in the order it happened. */
export const MessageView = ({ message }: { message: ViewMessage }) => {
  const answered = new Set(message.parts.flatMap((part) => (part.type === "toolResult" ? [part.toolCallId] : [])));
  return (
    <article className={`message message-${message.role}`} data-status={message.status} aria-label={message.role === "user" ? "You" : "LifeOS"}>
      <div className="message-body">
        {message.parts.map((part, index) => (
          <Part key={index} part={part} answered={answered} messageId={message.id} />
        ))}
        {message.status === "streaming" && message.parts.length === 0 && <span className="typing" aria-label="Working">…</span>}
        {message.status === "stopped" && <p className="message-note">Stopped — the answer so far is kept.</p>}
      </div>
    </article>
  );
};
