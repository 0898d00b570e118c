import type { ToolResultProcessing } from "@lifeos/core";
import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { Banner } from "./Banner.js";
import { userLanguage } from "../language/locale.js";
import { componentWords } from "./componentWords.js";

/** How often the count is read again while something is being processed, and while nothing is (an import may start any time). */
const busyPollMs = 2000;
const idlePollMs = 10_000;

/**
 * A quiet line while the journal's entries or the documents are still being
 * processed ("Analysing your journal — 412 of 636 entries so far"), read from
 * `GET /journal/processing` or `/documents/processing` (the count the chat's
 * tools report) and read again every few seconds, so it counts up and goes
 * away once everything is done. `version` reads it again at once (after an
 * import or an upload on the page). One line, which can be put away for the session.
 */
export const ProcessingNotice = ({ source, version = 0 }: { source: "journal" | "documents"; version?: number }) => {
  const [processing, setProcessing] = useState<ToolResultProcessing | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api<{ processing: ToolResultProcessing | null }>(`/${source}/processing`, { signal: controller.signal })
      .then((body) => setProcessing(body.processing))
      .catch(() => undefined);
    return () => controller.abort();
  }, [source, version, reads]);

  useEffect(() => {
    const timer = setTimeout(() => setReads((count) => count + 1), processing === null ? idlePollMs : busyPollMs);
    return () => clearTimeout(timer);
  }, [processing, reads]);

  if (processing === null) return null;
  const words = componentWords[userLanguage()];
  const text = words.analysing(source, processing.processed, processing.total);
  return (
    <Banner name="processing" className="processing-notice" testId="processing-notice" hideable title={text} short={words.analysingShort(source, processing.processed, processing.total)}>
      {text}
    </Banner>
  );
};
