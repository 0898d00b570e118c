import type { ReflectionResult } from "@lifeos/core";
import { reflectionSources } from "@lifeos/core";
import type { Wire } from "../api/types.js";
import { reflectionLabels } from "./reflectionLabels.js";

export type ReflectionJson = Wire<ReflectionResult> & { readonly reflection_id?: string };

/** A reflection: summary, mood, themes, prompts grouped by tradition, advice and warnings, labelled in the reflection's language. */
export const ReflectionCard = ({ reflection }: { reflection: ReflectionJson }) => {
  const labels = reflectionLabels(reflection);
  return (
    <section className="reflection-card" aria-label={labels.card} lang={labels.language} data-trace-id={reflection.trace_id}>
      {(reflection.warnings ?? []).map((warning) => (
        <p key={warning} className="reflection-warning" role="note">
          {warning}
        </p>
      ))}
      <p className="reflection-summary">{reflection.summary}</p>
      <p>
        <span className="badge badge-mood">{labels.mood(reflection.mood)}</span>
        {reflection.themes.map((theme) => (
          <span key={theme} className="badge">
            {theme}
          </span>
        ))}
      </p>
      {reflectionSources.map((source) => {
        const prompts = reflection.prompts.filter((prompt) => prompt.source === source);
        if (prompts.length === 0) return null;
        return (
          <div key={source} className="reflection-tradition" data-source={source}>
            <h4>{labels.tradition(source)}</h4>
            <ul>
              {prompts.map((prompt) => (
                <li key={prompt.text}>
                  {prompt.text}
                  <span className="muted reflection-rationale"> — {prompt.rationale}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p className="reflection-advice">{reflection.advice}</p>
    </section>
  );
};
