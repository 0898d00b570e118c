import { escapeRegExp, foldAccents } from "@lifeos/core";

/** A remembered fact as the offline skill reads it, from the system prompt or from `search_memories`. */
export interface FactRow {
  readonly content: string;
  /** YYYY-MM-DD: when it happened, or when it was told. */
  readonly date: string;
  readonly type: string;
  /** False for a fact a newer one replaced ("Susana tem 15 anos" after "Susana fez 16 anos"). */
  readonly current: boolean;
}

/** Lower case without accents, as facts and questions are compared. */
export const fold = (text: string) => foldAccents(text.toLowerCase());

/** A relationship said to be over: "Mark is no longer my boss", "Ana já não é minha chefe". */
export const ended = /\b(?:is no longer|are no longer|ja nao e|ja nao sao|deixou de ser|nao e mais)\b/;

/** Whether the folded `content` names `name` as a whole word (or words). */
export const mentions = (content: string, name: string) => new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(fold(name))}(?:$|[^\\p{L}])`, "u").test(content);
