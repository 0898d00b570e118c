import { Banner } from "../components/Banner.js";
import { Link } from "../router.js";
import { useSampleJournal } from "./useSampleJournal.js";
import { userLanguage } from "../language/locale.js";
import { journalWords } from "./journalWords.js";

/** On the chat page: answers come from the generated sample journal while it is there (one line, which can be put away for the session). */
export const SampleChatLabel = () => {
  const { count } = useSampleJournal();
  const words = journalWords[userLanguage()];
  if (count === 0) return null;
  return (
    <Banner
      name="sample-chat"
      className="banner-sample-chat"
      testId="sample-chat-label"
      hideable
      title={`${words.sampleJournalColon} ${words.sampleAnswers(count)}`}
      short={
        <>
          <strong>{words.sampleJournalColon}</strong> {words.sampleEntries(count)}. <Link href="/journal">{words.manage}</Link>
        </>
      }
    >
      <strong>{words.sampleJournal}</strong> {words.sampleAnswers(count)} <Link href="/journal">{words.removeOrAdd}</Link>
    </Banner>
  );
};
