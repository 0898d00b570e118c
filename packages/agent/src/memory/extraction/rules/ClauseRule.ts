import type { ExtractionLanguage } from "../detectLanguage.js";

/**
 * One element of a rule's pattern, matched in order, separated by spaces:
 * - `"preciso|tenho que"`: one of the alternatives (spaces inside match any spacing);
 * - `"[de|do]"`: optionally one of them;
 * - `"{who}"`: a slot (see `compileRule`), captured under its name; text right
 *   after the braces must follow it with no space (`"{name}'s"`).
 * Alternatives are regular-expression text, so `casad[oa]` works.
 */
export type PatternElement = string;

/** What a clause says, by kind; each kind names the slots its rules capture. */
export type FindingKind =
  /** Someone else needs something: {who} {action}. */
  | "need"
  /** The person has to do something: {action}. */
  | "task"
  /** A visit that happened: {place}, optionally {who} (someone else went, or was taken). */
  | "visit"
  /** An appointment ahead: {place}, optionally {who}. */
  | "appointment"
  /** Time spent with someone: {who}. */
  | "social"
  /** A like, dislike or preference, or a habit given up: {object}, optionally {who}. */
  | "preference"
  /** An attribute of someone: a value slot ({number}, {place}, {org}, {email}, {phone}, {title}, {status}), optionally {who}. */
  | "attribute"
  /** Someone is something to the person: {name} or {who}, and {relation} (or {peer}, said without "my"). */
  | "relationship"
  /** What the person calls someone: {name} the nickname, {who} whom (or the clause's referent). */
  | "nickname";

export interface ClauseRule {
  /** Stable id, "<language>.<kind>.<variant>", shown in tests and traces. */
  readonly id: string;
  readonly kind: FindingKind;
  readonly pattern: ReadonlyArray<PatternElement>;
  /** For attributes: the predicate stored ("age", "lives_in"…). */
  readonly predicate?: string;
  /** For a job title: kept only when it names a job ("is a plumber"), never any words ("is a nice guy"). */
  readonly occupationOnly?: boolean;
  /** The value must be a name ("I joined Farfetch", "comecei na Farfetch"), never any words ("I joined a gym", "comecei no ginásio"). */
  readonly namedOnly?: boolean;
  /** For relationships: the relationship ended ("Mark is no longer my boss", "já não trabalho com a Ana"). */
  readonly ended?: boolean;
  /**
   * A state still holding ("I've known Ana", "conheço a Ana"): how long it has held ("for 10 years", "há 10 anos") tells
   * since when it began (see `heldSince`).
   */
  readonly holds?: boolean;
  /** For preferences: which way. */
  readonly polarity?: "likes" | "dislikes" | "prefers" | "quit";
  /**
   * The place must be a known service of at most three words ("tenho dentista
   * terça") or a person seen ("I saw Dr. Almeida"), not any words ("tenho um
   * carro", "I saw a movie"). Other visits take a service, a named place, or
   * a place said with an article ("no mercado"), never "went to bed early".
   */
  readonly serviceOnly?: boolean;
}

/** A language's rules, tried in order; the first whose pattern matches a whole clause wins. */
export type RuleTable = Readonly<Record<ExtractionLanguage, ReadonlyArray<ClauseRule>>>;
