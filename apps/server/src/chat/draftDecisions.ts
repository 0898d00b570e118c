import type { Message, MessagePart, UserId } from "@lifeos/core";
import { Conflict, MessageId, MessageRepository } from "@lifeos/core";
import { Effect, Schema } from "effect";

/** Where a draft came from: the assistant message and tool call whose result shows it. */
export const DraftSource = Schema.Struct({ messageId: MessageId, toolCallId: Schema.String.check(Schema.isMaxLength(200)) });
export type DraftSource = typeof DraftSource.Type;

/**
 * The answer whose tool result showed a draft, once it is stored for good:
 * fails with NotFound before its first checkpoint, and with Conflict while it
 * is still being written (the run's final write would replace a decision
 * recorded in it), so the caller may send the same decision again once the
 * answer is finished, and nothing is saved before then.
 */
export const finishedAnswer = (userId: UserId, source: DraftSource) =>
  Effect.gen(function* () {
    const message: Message = yield* MessageRepository.use((messages) => messages.get(userId, source.messageId));
    if (message.status === "streaming") return yield* Effect.fail(new Conflict({ message: "The answer that drafted this is still being written: decide again once it is finished" }));
    return message;
  });

/**
 * Records the user's decision in the tool result that showed a draft, so
 * the conversation's history shows what was saved (or that nothing was).
 */
export const markToolResult = (userId: UserId, message: Message, toolCallId: string, decision: Record<string, unknown>) =>
  Effect.gen(function* () {
    const messages = yield* MessageRepository;
    let found = false;
    const parts = message.content.parts.map((part): MessagePart => {
      if (part.type !== "toolResult" || part.toolCallId !== toolCallId) return part;
      found = true;
      return { ...part, data: { ...(typeof part.data === "object" && part.data !== null ? part.data : {}), confirmation: decision } };
    });
    if (!found) return;
    yield* messages.save(userId, { id: message.id, threadId: message.threadId, runId: message.runId, role: message.role, content: { ...message.content, parts }, status: message.status, usage: message.usage, createdAt: message.createdAt });
  });
