import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { argumentSummary } from "./argumentSummary.js";
import { toolTitle } from "./toolTitles.js";

/** The line of a tool call in an answer, while it runs and after: what the tool does and what it was asked, all in the answer's language. */
export const ToolChip = ({ name, arguments: value, running }: { name: string; arguments: unknown; running: boolean }) => {
  const language = useAnswerLanguage();
  const title = toolTitle(name, language);
  const summary = argumentSummary(name, value, language);
  return (
    <span className={`tool-chip${running ? " tool-chip-running" : ""}`} data-testid="tool-chip" title={summary ? `${title} · ${summary}` : title}>
      {title}
      {summary && <span className="tool-chip-args"> · {summary}</span>}
    </span>
  );
};
