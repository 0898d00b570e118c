/** The memory tools: search, people, reminders, and (allowlisted) remember, forget, create, complete and change reminders. */
export * from "./memoryTools.js";
export * from "./memoryViews.js";
export * from "./searchMemories.js";
export * from "./getPerson.js";
export * from "./listReminders.js";
export * from "./remember.js";
export * from "./forget.js";
export * from "./createReminder.js";
export * from "./completeReminder.js";
export * from "./updateReminder.js";
export * from "./memoriesEndedBy.js";
