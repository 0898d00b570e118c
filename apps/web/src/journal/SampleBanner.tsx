import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { refreshSampleJournal, useSampleJournal } from "./useSampleJournal.js";

/**
 * Shown while generated sample entries are in the journal. Removing them
 * asks once more, and keeps entries the person edited (those are theirs).
 */
export const SampleBanner = ({ version, onRemoved }: { version: number; onRemoved: () => void }) => {
  const { count } = useSampleJournal();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    void refreshSampleJournal();
  }, [version]);
  if (count === 0) return null;
  return (
    <div className="banner banner-sample" role="status" data-testid="sample-banner">
      <p>
        <strong>Sample journal.</strong> {count} generated entries are here so you can try LifeOS. They are not yours.
      </p>
      {confirming ? (
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
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Remove sample data
        </button>
      )}
    </div>
  );
};
