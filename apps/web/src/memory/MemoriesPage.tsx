import { useState } from "react";
import { MemoryList } from "./MemoryList.js";
import { MemoryTimeline } from "./MemoryTimeline.js";
import { PeopleView } from "./PeopleView.js";
import { PrivacyView } from "./PrivacyView.js";
import { RemindersView } from "./RemindersView.js";

const tabs = [
  { key: "memories", label: "Memories" },
  { key: "people", label: "People" },
  { key: "timeline", label: "Timeline" },
  { key: "reminders", label: "Reminders" },
  { key: "privacy", label: "Privacy" },
] as const;

/** What the assistant remembers: memories, people, a timeline, reminders and privacy controls. */
export const MemoriesPage = () => {
  const [tab, setTab] = useState<(typeof tabs)[number]["key"]>("memories");
  return (
    <div className="memories">
      <header className="page-header">
        <h1>Memories</h1>
        <nav aria-label="Memory views" className="header-actions">
          {tabs.map((item) => (
            <button key={item.key} type="button" className={`button${tab === item.key ? " button-primary" : " button-quiet"}`} aria-pressed={tab === item.key} onClick={() => setTab(item.key)}>
              {item.label}
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
