/** What `activePath` needs of a message (a stored one, or one as JSON). */
export interface Replaceable {
  readonly id: string;
  readonly content: { readonly replaces?: string | undefined };
}

/** A thread's conversation as shown and as the model reads it, and what each message replaced. */
export interface ActivePath<M extends Replaceable> {
  /** The messages in effect, oldest first. */
  readonly active: ReadonlyArray<M>;
  /**
   * For a message that replaced others: the earlier versions it stands in
   * for, oldest first, each the run of messages it replaced (an answer; or a
   * question with what followed it).
   */
  readonly alternatives: ReadonlyMap<string, ReadonlyArray<ReadonlyArray<M>>>;
}

/**
 * Folds a thread's messages (oldest first) into the conversation in effect:
 * a message that `replaces` an earlier one removes that one and everything
 * after it from the active path and keeps them as its alternatives (with the
 * replaced message's own alternatives before them). A `replaces` naming a
 * message not on the active path changes nothing but adding the message.
 */
export const activePath = <M extends Replaceable>(messages: ReadonlyArray<M>): ActivePath<M> => {
  const active: M[] = [];
  const alternatives = new Map<string, ReadonlyArray<ReadonlyArray<M>>>();
  for (const message of messages) {
    const replaced = message.content.replaces;
    const index = replaced === undefined ? -1 : active.findIndex((candidate) => candidate.id === replaced);
    if (index >= 0) {
      const segment = active.splice(index);
      alternatives.set(message.id, [...(alternatives.get(segment[0]!.id) ?? []), segment]);
    }
    active.push(message);
  }
  return { active, alternatives };
};
