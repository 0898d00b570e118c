import type { Message, Thread } from "@lifeos/core";

const speaker = (role: Message["role"]): string => (role === "user" ? "You" : role === "assistant" ? "LifeOS" : "System");

const timestamp = (date: Date): string => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A message's parts as Markdown: its text as written, tools named, errors quoted; nothing else of the wire format. */
const body = (message: Message): string =>
  message.content.parts
    .flatMap((part) => {
      switch (part.type) {
        case "text":
          return [part.text.trim()];
        case "toolResult":
          return [`> Looked up with \`${part.name}\`${part.success ? "" : ` (failed: ${part.error?.message ?? "unknown error"})`}`];
        case "error":
          return [`> The answer failed: ${part.message}`];
        case "reasoning":
        case "toolCall":
          return [];
      }
    })
    .filter((text) => text !== "")
    .join("\n\n");

/**
 * A thread as a Markdown document a person can keep: its title, tags, and
 * each message under a heading naming who wrote it and when (oldest first).
 * Tool calls and reasoning are left out; a stopped answer says so.
 */
export const threadMarkdown = (thread: Thread, messages: ReadonlyArray<Message>, exportedAt: Date): string => {
  const lines = [`# ${thread.title || "Untitled conversation"}`, ""];
  lines.push(`Exported from LifeOS on ${timestamp(exportedAt)}.${thread.tags.length > 0 ? ` Tags: ${thread.tags.join(", ")}.` : ""}`, "");
  for (const message of messages) {
    lines.push(`## ${speaker(message.role)} · ${timestamp(message.createdAt)}`, "");
    const text = body(message);
    if (text) lines.push(text, "");
    if (message.status === "stopped") lines.push("*(stopped before the end)*", "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
};

/** A file name for the export: the title's words, or "conversation". */
export const exportFileName = (thread: Thread): string => {
  const slug = thread.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "conversation"}.md`;
};
