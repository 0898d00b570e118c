import { useEffect, useState } from "react";
import { api } from "../api/client.js";

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
  useEffect(() => {
    api<FollowUpsJson>(`/follow-ups?language=${navigator.language.startsWith("pt") ? "pt" : "en"}`)
      .then(setFollowUps)
      .catch(() => setFollowUps(null));
  }, []);
  if (followUps === null || followUps.dueReminders.length + followUps.nudges.length === 0) return null;
  return (
    <div className="panel follow-ups" aria-label="Follow-ups">
      <h3>To follow up</h3>
      <ul>
        {followUps.dueReminders.map((reminder) => (
          <li key={reminder.id}>
            <span className="badge">due</span> {reminder.text}
          </li>
        ))}
        {followUps.nudges.map((nudge) => (
          <li key={nudge.text}>{nudge.text}</li>
        ))}
      </ul>
    </div>
  );
};
