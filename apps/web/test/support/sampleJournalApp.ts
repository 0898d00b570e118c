import { afterAll, beforeAll } from "vitest";
import { startAppServer, waitForPipeline, type AppServer } from "./appServer.js";

/** A server over the sample journal, processed; its URL is known once the suite's `beforeAll` has run. */
export interface SampleJournalApp {
  readonly url: () => string;
}

/**
 * Starts, for the suite it is called in, one server with the sample journal
 * and waits for the journal pipeline, so the walks of that suite that need
 * it share one (processing the sample journal is the slow part of a start).
 * Walks that only read it go before the one that changes it.
 */
export const sampleJournalApp = (): SampleJournalApp => {
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer({ LIFEOS_SAMPLE_DATA: "true" });
    await waitForPipeline(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    url: () => {
      if (server === undefined) throw new Error("the sample journal app is not started yet");
      return server.url;
    },
  };
};
