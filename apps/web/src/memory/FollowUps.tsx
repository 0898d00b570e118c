import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";

interface FollowUpsJson {
  readonly dueReminders: ReadonlyArray<{ readonly id: string; readonly text: string; readonly dueAt: string }>;
  readonly nudges: ReadonlyArray<{ readonly text: string }>;
  readonly patterns: ReadonlyArray<{ readonly text: string }>;
}

/**
 * What a new conversation offers first: reminders that are due and
 * "it has been a while" nudges from what the assistant remembers. Nothing
 * shows when there is nothing to follow up.
 */
export const FollowUps = () => {
  const [followUps, setFollowUps] = useState<FollowUpsJson | null>(null);
  const language = useAnswerLanguage();
  const words = memoryWords[language];
  useEffect(() => {
    api<FollowUpsJson>(`/follow-ups?language=${language}`)
      .then(setFollowUps)
      .catch(() => setFollowUps(null));
  }, [language]);
  if (followUps === null || followUps.dueReminders.length + followUps.nudges.length === 0) return null;
  return (
    <div className="panel follow-ups" aria-label={words.followUps}>
      <h3>{words.toFollowUp}</h3>
      <ul>
        {followUps.dueReminders.map((reminder) => (
          <li key={reminder.id}>
            <span className="badge">{words.due}</span> {reminder.text}
          </li>
        ))}
        {followUps.nudges.map((nudge) => (
          <li key={nudge.text}>{nudge.text}</li>
        ))}
      </ul>
    </div>
  );
};
