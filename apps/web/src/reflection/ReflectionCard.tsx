import type { ReflectionResult, ReflectionSource } from "@lifeos/core";
import type { Wire } from "../api/types.js";

export type ReflectionJson = Wire<ReflectionResult> & { readonly reflection_id?: string };

const traditions: ReadonlyArray<{ source: ReflectionSource; label: string }> = [
  { source: "buddhist", label: "Buddhist" },
  { source: "stoic", label: "Stoic" },
  { source: "existential", label: "Existentialist" },
];

/** A reflection: summary, mood, themes, prompts grouped by tradition, advice and warnings. */
export const ReflectionCard = ({ reflection }: { reflection: ReflectionJson }) => (
  <section className="reflection-card" aria-label="Reflection" data-trace-id={reflection.trace_id}>
    {(reflection.warnings ?? []).map((warning) => (
      <p key={warning} className="reflection-warning" role="note">
        {warning}
      </p>
    ))}
    <p className="reflection-summary">{reflection.summary}</p>
    <p>
      <span className="badge badge-mood">mood: {reflection.mood}</span>
      {reflection.themes.map((theme) => (
        <span key={theme} className="badge">
          {theme}
        </span>
      ))}
    </p>
    {traditions.map(({ source, label }) => {
      const prompts = reflection.prompts.filter((prompt) => prompt.source === source);
      if (prompts.length === 0) return null;
      return (
        <div key={source} className="reflection-tradition" data-source={source}>
          <h4>{label}</h4>
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
