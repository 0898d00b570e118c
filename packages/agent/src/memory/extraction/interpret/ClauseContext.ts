import type { Gender, KnownEntity, MemoryContext } from "@lifeos/core";
import type { DateMention } from "../dates/findDates.js";
import type { ExtractionLanguage } from "../detectLanguage.js";
import type { NameSpan } from "../people/maskNames.js";

/** Someone a clause talks about, as far as the message says. */
export interface PersonRef {
  /** The name ("Susana"); null for someone named only by relation ("minha filha") and not known by name. */
  readonly name: string | null;
  /** How the message writes them: the name, or the relation phrase ("minha filha"). */
  readonly label: string;
  /** What they are to the person, when said here or known ("daughter"). */
  readonly relation: string | null;
  readonly relationContext: MemoryContext | null;
  readonly gender: Gender | null;
}

/** The person themself, or someone else. */
export type Subject = "user" | PersonRef;

/** A relationship a message states for a name, gathered before any rule runs. */
export interface StatedRelation {
  readonly kind: string;
  /** The word the message used ("chefe"). */
  readonly word: string;
  readonly context: MemoryContext;
  readonly gender: Gender | null;
}

/** Everything a rule's interpretation reads about one clause. */
export interface ClauseContext {
  readonly language: ExtractionLanguage;
  readonly sentAt: Date;
  readonly timeZone: string;
  /** The clause as written. */
  readonly clause: string;
  /** The clause as the rules saw it: names as placeholders, relationships in passing folded, dates removed. */
  readonly masked: string;
  readonly names: ReadonlyArray<NameSpan>;
  /** Relationships the whole message states, by `nameKey`. */
  readonly statedRelations: ReadonlyMap<string, StatedRelation>;
  readonly dates: ReadonlyArray<DateMention>;
  readonly known: ReadonlyArray<KnownEntity>;
  /** Whom "ela", "he" or a bare answer refers to: the name asked about, or the last person named before. */
  readonly referent: PersonRef | null;
  /** The person asked to remember this: importance at least 8. */
  readonly explicit: boolean;
}
