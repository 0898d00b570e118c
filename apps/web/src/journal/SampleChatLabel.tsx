import { Banner } from "../components/Banner.js";
import { Link } from "../router.js";
import { useSampleJournal } from "./useSampleJournal.js";

/** On the chat page: answers come from the generated sample journal while it is there (one line, which can be put away for the session). */
export const SampleChatLabel = () => {
  const { count } = useSampleJournal();
  if (count === 0) return null;
  return (
    <Banner
      name="sample-chat"
      className="banner-sample-chat"
      testId="sample-chat-label"
      hideable
      title={`Sample journal: answers draw on ${count} generated entries that are not yours.`}
      short={
        <>
          <strong>Sample journal:</strong> {count} entries. <Link href="/journal">Manage</Link>
        </>
      }
    >
      <strong>Sample journal.</strong> Answers draw on {count} generated entries that are not yours. <Link href="/journal">Remove them or add your own</Link>
    </Banner>
  );
};
