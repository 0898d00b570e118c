import { Effect } from "effect";
import type { ReflectionAgents } from "../ReflectionAgents.js";
import { coachOffline } from "./coachOffline.js";
import { ingestOffline } from "./ingestOffline.js";

/** The agents when no model is configured: word lists, extractive summaries and the project's prompt banks. */
export const offlineAgents: ReflectionAgents = {
  offline: true,
  ingest: (text, language) => Effect.sync(() => ({ value: ingestOffline(text, language), usage: null })),
  coach: (source, _text, ingestion, language) => Effect.sync(() => ({ value: coachOffline(source, ingestion, language), usage: null })),
};
