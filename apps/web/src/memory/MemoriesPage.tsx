import { useState } from "react";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { memoryWords } from "./memoryWords.js";
import { MemoryList } from "./MemoryList.js";
import { MemoryTimeline } from "./MemoryTimeline.js";
import { PeopleView } from "./PeopleView.js";
import { PrivacyView } from "./PrivacyView.js";
import { RemindersView } from "./RemindersView.js";

const tabs = ["memories", "people", "timeline", "reminders", "privacy"] as const;

/** What the assistant remembers: memories, people, a timeline, reminders and privacy controls. */
export const MemoriesPage = () => {
  const [tab, setTab] = useState<(typeof tabs)[number]>("memories");
  const words = memoryWords[useAnswerLanguage()];
  return (
    <div className="memories">
      <header className="page-header">
        <h1>{words.memories}</h1>
        <nav aria-label={words.views} className="header-actions">
          {tabs.map((item) => (
            <button key={item} type="button" className={`button${tab === item ? " button-primary" : " button-quiet"}`} aria-pressed={tab === item} onClick={() => setTab(item)}>
              {words.tabs[item]}
            </button>
          ))}
        </nav>
      </header>
      <div className="page-body">
        {tab === "memories" && <MemoryList />}
        {tab === "people" && <PeopleView />}
        {tab === "timeline" && <MemoryTimeline />}
        {tab === "reminders" && <RemindersView />}
        {tab === "privacy" && <PrivacyView />}
      </div>
    </div>
  );
};
