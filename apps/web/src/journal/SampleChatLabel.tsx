import { Link } from "../router.js";
import { useSampleJournal } from "./useSampleJournal.js";

/** On the chat page: answers come from the generated sample journal while it is there. */
export const SampleChatLabel = () => {
  const { count } = useSampleJournal();
  if (count === 0) return null;
  return (
    <div className="banner banner-sample-chat" role="status" data-testid="sample-chat-label">
      <strong>Sample journal.</strong> Answers draw on {count} generated entries that are not yours. <Link href="/journal">Remove them or add your own</Link>
    </div>
  );
};
