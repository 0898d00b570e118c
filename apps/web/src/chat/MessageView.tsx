import type { PartJson } from "../api/types.js";
import { CitedText, citationTargets, type CitationTarget } from "../documents/citations.js";
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

/** The label of a reasoning part: "Thinking…" while it is written, then how long the model thought. */
const reasoningLabel = (part: Extract<PartJson, { type: "reasoning" }>, thinking: boolean): string => {
  if (thinking) return "Thinking…";
  if (part.durationMs === undefined) return "Reasoning";
  return `Thought for ${Math.max(1, Math.round(part.durationMs / 1000))} s`;
};

const Part = ({
  part,
  answered,
  targets,
  thinking,
}: {
  part: PartJson;
  answered: ReadonlySet<string>;
  targets: ReadonlyMap<string, CitationTarget>;
  thinking: boolean;
}) => {
  switch (part.type) {
    case "text":
      return (
        <div className="message-text">
          <CitedText text={part.text} targets={targets} />
        </div>
      );
    case "reasoning":
      return (
        <details className="reasoning" data-testid="reasoning">
          <summary>{reasoningLabel(part, thinking)}</summary>
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
      return <ToolResultCard part={part} />;
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
  const targets = citationTargets(message.parts);
  return (
    <article className={`message message-${message.role}`} data-status={message.status} aria-label={message.role === "user" ? "You" : "LifeOS"}>
      <div className="message-body">
        {message.parts.map((part, index) => (
          <Part
            key={index}
            part={part}
            answered={answered}
            targets={targets}
            thinking={message.status === "streaming" && index === message.parts.length - 1 && part.type === "reasoning"}
          />
        ))}
        {message.status === "streaming" && message.parts.length === 0 && <span className="typing" aria-label="Working">…</span>}
        {message.status === "stopped" && <p className="message-note">Stopped — the answer so far is kept.</p>}
      </div>
    </article>
  );
};
