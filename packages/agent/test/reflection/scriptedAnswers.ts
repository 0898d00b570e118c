import type { ScriptedAnswer } from "@lifeos/core/testing";

/** Three distinct, concrete suggestions per tradition, as a well-behaved model would write them. */
export const coachSuggestions: Readonly<Record<string, ReadonlyArray<string>>> = {
  buddhist: [
    "Notice where the work tension sits in your body and breathe into it",
    "Write the thought about the deadline that kept returning today",
    "Sit for five minutes and return to the breath when work pulls you away",
  ],
  stoic: [
    "List what about the deadline is within your control and what is not",
    "Write the judgment you added to the meeting, apart from the facts",
    "Plan the first hour of tomorrow around the one task that matters",
  ],
  existential: [
    "Write what this work says about the life you are choosing",
    "Name one value you acted on today and one you set aside",
    "Describe what rest would mean if you did not have to earn it",
  ],
};

/** A scripted model that reads every entry as stressed work, with the suggestions above. */
export const wellBehaved =
  (delayMs = 0) =>
  (name: string): ScriptedAnswer => {
    if (name === "reflection_ingestion")
      return { kind: "json", delayMs, value: { summary: "A long day at work with a deadline looming.", themes: ["work", "deadline"], mood: "stressed" } };
    const source = name.replace("reflection_coach_", "");
    if (source in coachSuggestions)
      return {
        kind: "json",
        delayMs,
        value: { insights: [`The ${source} view: what you can change is your response.`], prompt_suggestions: coachSuggestions[source], caveats: [] },
      };
    return { kind: "status", status: 404 };
  };
