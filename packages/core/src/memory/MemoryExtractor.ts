import type { Effect } from "effect";
import { Context } from "effect";
import type { ModelError } from "../ai/LanguageModel.js";
import type { EntityType, Gender } from "./entity.js";
import type { Extraction } from "./extraction.js";

/** An entity the person already has, so a known name is not asked about again and "minha filha" finds Susana. */
export interface KnownEntity {
  readonly name: string;
  readonly aliases: ReadonlyArray<string>;
  readonly relationshipToUser: string | null;
  readonly gender: Gender | null;
  /**
   * What the entity is, when told: a workplace ("organization") makes "I moved to Farfetch" a change of job, not of home.
   * Left out, nothing is assumed.
   */
  readonly type?: EntityType;
}

export interface ExtractionInput {
  /** The person's message, as written. */
  readonly text: string;
  /** When it was sent: relative dates ("ontem", "next Tuesday") resolve from here. */
  readonly sentAt: Date;
  /** The person's IANA time zone. */
  readonly timeZone: string;
  /** "en" or "pt" when known; detected from the text otherwise. */
  readonly language?: string;
  readonly knownEntities?: ReadonlyArray<KnownEntity>;
  /** The assistant asked "who is <name>?" in its last answer: this message may be the answer ("é minha filha"). */
  readonly pendingWhoIs?: string;
  /** The person's message before this one in the conversation: whom "chamo-lhe Nini" or "I call her Sofi" means when this one names no one. */
  readonly previousText?: string;
}

export interface MemoryExtractorService {
  /** Offline (rules) or with a model; the UI and logs say which. */
  readonly kind: "offline" | "model";
  /**
   * What one user message teaches: memories, entities, relationships, tasks
   * and appointments, in the message's language, with dates resolved from
   * `sentAt` in `timeZone`; and any memory command it carries. Questions,
   * hypotheticals, small talk and instructions to the assistant yield
   * nothing; "don't remember this" yields only the command. Deterministic
   * offline. A model extractor fails only with the model's own errors (the
   * caller retries); an answer that breaks the schema falls back to the
   * offline rules.
   */
  readonly extract: (input: ExtractionInput) => Effect.Effect<Extraction, ModelError>;
}

export class MemoryExtractor extends Context.Service<MemoryExtractor, MemoryExtractorService>()("@lifeos/core/MemoryExtractor") {}
