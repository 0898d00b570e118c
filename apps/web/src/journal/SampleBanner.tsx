import { useEffect, useState } from "react";
import { api } from "../api/client.js";

/** Shown while generated sample entries are in the journal; removes them all in one click. */
export const SampleBanner = ({ version, onRemoved }: { version: number; onRemoved: () => void }) => {
  const [count, setCount] = useState(0);
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    api<{ count: number }>("/journal/sample")
      .then((sample) => setCount(sample.count))
      .catch(() => setCount(0));
  }, [version]);
  if (count === 0) return null;
  return (
    <div className="banner banner-sample" role="status" data-testid="sample-banner">
      <p>
        <strong>Sample journal.</strong> {count} generated entries are here so you can try LifeOS. They are not yours.
      </p>
      <button
        type="button"
        className="button"
        disabled={removing}
        onClick={async () => {
          setRemoving(true);
          try {
            await api("/journal/sample", { method: "DELETE" });
            setCount(0);
            onRemoved();
          } finally {
            setRemoving(false);
          }
        }}
      >
        {removing ? "Removing…" : "Remove sample data"}
      </button>
    </div>
  );
};
