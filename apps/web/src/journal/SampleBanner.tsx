import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { Banner } from "../components/Banner.js";
import { refreshSampleJournal, useSampleJournal } from "./useSampleJournal.js";
import { userLanguage } from "../language/locale.js";
import { journalWords } from "./journalWords.js";

/**
 * Shown while generated sample entries are in the journal. Removing them
 * asks once more, and keeps entries the person edited (those are theirs).
 * One line until the removal is asked about.
 */
export const SampleBanner = ({ version, onRemoved }: { version: number; onRemoved: () => void }) => {
  const { count } = useSampleJournal();
  const words = journalWords[userLanguage()];
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    void refreshSampleJournal();
  }, [version]);
  if (count === 0) return null;
  const confirm = (
    <div className="notice-actions" role="group" aria-label={words.removeSampleQuestion}>
      <span>{words.removeSample(count)}</span>
      <button
        type="button"
        className="button button-danger"
        disabled={removing}
        autoFocus
        onClick={async () => {
          setRemoving(true);
          try {
            await api("/journal/sample", { method: "DELETE" });
            await refreshSampleJournal();
            onRemoved();
          } finally {
            setRemoving(false);
            setConfirming(false);
          }
        }}
      >
        {removing ? words.removing : words.removeThem}
      </button>
      <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
        {words.keep}
      </button>
    </div>
  );
  return (
    <Banner
      name="sample"
      className={`banner-sample${confirming ? " banner-open" : ""}`}
      testId="sample-banner"
      title={`${words.sampleJournalColon} ${words.sampleHere(count)}`}
      short={
        <>
          <strong>{words.sampleJournalColon}</strong> {words.sampleEntries(count)}
        </>
      }
      actions={
        confirming ? (
          confirm
        ) : (
          <button type="button" className="button button-small" aria-label={words.removeSampleData} onClick={() => setConfirming(true)}>
            <span className="banner-long">{words.removeSampleData}</span>
            <span className="banner-short">{words.removeShort}</span>
          </button>
        )
      }
    >
      <strong>{words.sampleJournal}</strong> {words.sampleHere(count)}
    </Banner>
  );
};
