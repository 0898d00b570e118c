import { useCallback, useEffect, useState } from "react";
import { api, query } from "../api/client.js";
import type { Page } from "../api/types.js";
import type { ReminderJson } from "./memoryApi.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";
import { dueText, isPastDue } from "../language/momentText.js";

interface FollowUpsJson {
  readonly nudges: ReadonlyArray<{ readonly text: string }>;
  readonly patterns: ReadonlyArray<{ readonly text: string }>;
}

/** Pending reminders, soonest first, overdue marked; complete or delete; and the follow-ups the assistant would offer. */
export const RemindersView = () => {
  const [reminders, setReminders] = useState<ReadonlyArray<ReminderJson>>([]);
  const [followUps, setFollowUps] = useState<FollowUpsJson | null>(null);
  const [version, setVersion] = useState(0);
  const language = useAnswerLanguage();
  const words = memoryWords[language];
  const locale = useAnswerLocale();
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  useEffect(() => {
    api<Page<ReminderJson>>(`/reminders${query({ status: "pending", limit: 100 })}`)
      .then((page) => setReminders(page.items))
      .catch(() => setReminders([]));
    api<FollowUpsJson>(`/follow-ups?language=${language}`).then(setFollowUps).catch(() => setFollowUps(null));
  }, [version, language]);
  const now = new Date();
  return (
    <section aria-label={words.tabs.reminders}>
      {reminders.length === 0 && <p className="muted">{words.noReminders}</p>}
      <ul className="memory-list">
        {reminders.map((reminder) => {
          const overdue = isPastDue(reminder.dueAt, now);
          return (
            <li key={reminder.id} className={overdue ? "reminder-overdue" : undefined}>
              <p>
                <span className="muted">{dueText(reminder.dueAt, locale)}</span> {reminder.text}
                {overdue && <span className="badge">{words.overdue}</span>}
                {reminder.recurrence && <span className="muted">{words.every(reminder.recurrence.every, reminder.recurrence.unit)}</span>}
              </p>
              <div className="header-actions">
                <button type="button" className="button" onClick={() => void api(`/reminders/${reminder.id}/complete`, { method: "POST" }).then(refresh)}>
                  {words.done}
                </button>
                <button type="button" className="button button-quiet" onClick={() => void api(`/reminders/${reminder.id}`, { method: "DELETE" }).then(refresh)}>
                  {words.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {followUps && followUps.nudges.length + followUps.patterns.length > 0 && (
        <div className="panel">
          <h3>{words.followUps}</h3>
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
