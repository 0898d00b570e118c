import type { Language, ToolResultProcessing } from "@lifeos/core";
import type { Question } from "./question/Question.js";

/** A tool call a skill wants made: the tool's name and its arguments (validated by the tool, as any model's). */
export interface PlannedCall {
  readonly name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
  /**
   * The skill that reads this call's result back (by name), when not the one that planned it: memory's
   * "what are my goals?" asks the portfolio's `get_goals` too, and the portfolio words its result.
   */
  readonly skill?: string;
}

/**
 * One way a skill could answer the question. The engine runs the plan with
 * the highest `confidence` among every skill's plans whose tools the
 * request all offers (ties go to the skill listed first), so a skill
 * returns its preferred plan and, at a lower confidence, plans over fewer
 * or more common tools to fall back on.
 */
export interface SkillPlan {
  /**
   * 0..1, how surely the question asks for this. Conventions: 0.9 and up, a
   * phrase that can only mean this ("what was my last entry?"); 0.6-0.8, a
   * clear intent with some reading ("how was March?"); 0.3-0.5, a plausible
   * reading ("Biscuit" → search the journal); below 0.1, a last resort.
   */
  readonly confidence: number;
  /** The calls to make, at once. Empty when `answer` replies without tools. */
  readonly calls: ReadonlyArray<PlannedCall>;
  /** The reply when no tool is needed (a greeting, a capability list). */
  readonly answer?: string;
}

/** A tool result as a skill reads it back: the call's arguments and the tool's data (success) or error message. */
export interface ToolResultView {
  readonly id: string;
  readonly name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
  readonly success: boolean;
  /** The tool's `data` when it succeeded. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The error message when it failed. */
  readonly error: string | null;
  /** What the tool read that is still being processed (its `meta.processing`), when any: the engine says so. */
  readonly processing?: ToolResultProcessing;
}

/**
 * What one domain teaches the offline model: which questions it answers,
 * with which tool calls, and how to put the results into words. It never
 * sees a model and never pretends to be one: plans are rules over the
 * question's words, answers are built only from what the tools returned.
 */
export interface OfflineSkill {
  /** Unique among the skills of a model (it tags the skill's tool calls). */
  readonly name: string;
  /** Every tool the skill may call; its help is offered when any of them is. */
  readonly tools: ReadonlyArray<string>;
  /**
   * The skill's plans for the question, best first (none when it does not
   * apply). Called on every user turn with the engine's one analysis of the
   * question; must be pure and fast.
   */
  readonly plan: (question: Question) => ReadonlyArray<SkillPlan>;
  /**
   * More calls after seeing the results of the skill's calls (a name found
   * in the first search, searched next), or none to answer now. Asked at
   * most once per question; calls already made are dropped.
   */
  readonly followUp?: (question: Question, results: ReadonlyArray<ToolResultView>) => ReadonlyArray<PlannedCall>;
  /**
   * The skill's own words, in the question's language, for a failed call of one of its tools whose
   * error it knows (a tool's errors are written for a model, in English); undefined leaves the
   * engine's "I couldn't use …" with the tool's message.
   */
  readonly explainFailure?: (question: Question, result: ToolResultView) => string | undefined;
  /**
   * The answer section for the skill's successful results of this question
   * (failed calls are reported by the engine): a short reading of what came
   * back in the question's language, as plain Markdown (sentences and "- "
   * lists, no emphasis markers) that reads well as plain text, citing dates
   * that came back and saying plainly when nothing was found. The client's
   * cards show the full data: do not repeat it.
   */
  readonly compose: (question: Question, results: ReadonlyArray<ToolResultView>) => string;
  /**
   * For skills that search: true when the skill's results are searches that
   * found nothing. The engine then asks the other searching skills once
   * ("when is the rent due?" finds nothing in the journal, so the documents
   * are searched) and answers from whichever found something.
   */
  readonly foundNothing?: (results: ReadonlyArray<ToolResultView>) => boolean;
  /**
   * For skills that search: the line said below another skill's answer when neither found anything ("I searched your
   * documents too, …"), so the answer says plainly everything that was searched; "" to say nothing.
   */
  readonly nothingEither?: (question: Question, results: ReadonlyArray<ToolResultView>) => string;
  /**
   * True when the skill's results hold nothing about what the question asks
   * ("what is VWCE?": nothing remembered about it; the holdings, looked up
   * too, hold no VWCE). Its section is left out when another skill's results
   * say something; never a reason to search elsewhere.
   */
  readonly nothingAbout?: (question: Question, results: ReadonlyArray<ToolResultView>) => boolean;
  /**
   * True when the skill's results only come close to what the question asks ("when did I buy my laptop?": entries
   * that mention the laptop, none telling its purchase). The other searching skills are asked once, as when it found
   * nothing; their answer is given when they find something, and this skill's otherwise.
   */
  readonly onlyClose?: (question: Question, results: ReadonlyArray<ToolResultView>) => boolean;
  /**
   * Example requests, one short line each, in each language, listed when
   * someone asks what the offline mode can do or asks something no skill
   * can plan.
   */
  readonly help?: Readonly<Record<Language, ReadonlyArray<string>>>;
  /**
   * Words that name the skill's data, over folded text ("money", "carteira"): "what can I ask about my money?", "o que
   * posso perguntar sobre os meus documentos?" list this skill's help alone.
   */
  readonly helpTopic?: RegExp;
}
