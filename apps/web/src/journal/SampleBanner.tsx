import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { Banner } from "../components/Banner.js";
import { refreshSampleJournal, useSampleJournal } from "./useSampleJournal.js";

/**
 * Shown while generated sample entries are in the journal. Removing them
 * asks once more, and keeps entries the person edited (those are theirs).
 * One line until the removal is asked about.
 */
export const SampleBanner = ({ version, onRemoved }: { version: number; onRemoved: () => void }) => {
  const { count } = useSampleJournal();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    void refreshSampleJournal();
  }, [version]);
  if (count === 0) return null;
  const confirm = (
    <div className="notice-actions" role="group" aria-label="Remove the sample journal?">
      <span>Remove {count} sample entries? Entries you edited are kept.</span>
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
        {removing ? "Removing…" : "Remove them"}
      </button>
      <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
        Keep
      </button>
    </div>
  );
  return (
    <Banner
      name="sample"
      className={`banner-sample${confirming ? " banner-open" : ""}`}
      testId="sample-banner"
      title={`Sample journal: ${count} generated entries are here so you can try LifeOS. They are not yours.`}
      short={
        <>
          <strong>Sample journal:</strong> {count} entries
        </>
      }
      actions={
        confirming ? (
          confirm
        ) : (
          <button type="button" className="button button-small" aria-label="Remove sample data" onClick={() => setConfirming(true)}>
            <span className="banner-long">Remove sample data</span>
            <span className="banner-short">Remove…</span>
          </button>
        )
      }
    >
      <strong>Sample journal.</strong> {count} generated entries are here so you can try LifeOS. They are not yours.
    </Banner>
  );
};
