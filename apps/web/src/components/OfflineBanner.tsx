import { Link } from "../router.js";
import { Banner } from "./Banner.js";

/** Says plainly that no AI model is answering, and where to connect one; one line, which the person can put away for the session. */
export const OfflineBanner = () => (
  <Banner
    name="offline"
    className="banner-offline"
    testId="offline-banner"
    hideable
    title="Offline mode: answers are assembled from your data without an AI model."
    short={
      <>
        <strong>Offline</strong> — no AI model. <Link href="/settings">Connect one</Link>
      </>
    }
  >
    <strong>Offline mode.</strong> Answers are assembled from your data without an AI model. <Link href="/settings">Connect a model in Settings</Link>
  </Banner>
);
