import { useCallback, useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import type { ReminderJson } from "./memoryApi.js";

interface FollowUpsJson {
  readonly nudges: ReadonlyArray<{ readonly text: string }>;
  readonly patterns: ReadonlyArray<{ readonly text: string }>;
}

/** Pending reminders, soonest first, overdue marked; complete or delete; and the follow-ups the assistant would offer. */
export const RemindersView = () => {
  const [reminders, setReminders] = useState<ReadonlyArray<ReminderJson>>([]);
  const [followUps, setFollowUps] = useState<FollowUpsJson | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  useEffect(() => {
    api<Page<ReminderJson>>(`/reminders${query({ status: "pending", limit: 100 })}`)
      .then((page) => setReminders(page.items))
      .catch(() => setReminders([]));
    api<FollowUpsJson>("/follow-ups").then(setFollowUps).catch(() => setFollowUps(null));
  }, [version]);
  const now = Date.now();
  return (
    <section aria-label="Reminders">
      {reminders.length === 0 && <p className="muted">No pending reminders.</p>}
      <ul className="memory-list">
        {reminders.map((reminder) => {
          const overdue = Date.parse(reminder.dueAt) < now;
          return (
            <li key={reminder.id} className={overdue ? "reminder-overdue" : undefined}>
              <p>
                <span className="muted">{reminder.dueAt.slice(0, 16).replace("T", " ")}</span> {reminder.text}
                {overdue && <span className="badge">overdue</span>}
                {reminder.recurrence && <span className="muted"> · every {reminder.recurrence.every} {reminder.recurrence.unit}(s)</span>}
              </p>
              <div className="header-actions">
                <button type="button" className="button" onClick={() => void api(`/reminders/${reminder.id}/complete`, { method: "POST" }).then(refresh)}>
                  Done
                </button>
                <button type="button" className="button button-quiet" onClick={() => void api(`/reminders/${reminder.id}`, { method: "DELETE" }).then(refresh)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {followUps && followUps.nudges.length + followUps.patterns.length > 0 && (
        <div className="panel">
          <h3>Follow-ups</h3>
          <ul>
            {[...followUps.nudges, ...followUps.patterns].map((item) => (
              <li key={item.text}>{item.text}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};
