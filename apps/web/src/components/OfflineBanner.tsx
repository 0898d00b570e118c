import { Link } from "../router.js";

/** Says plainly that no AI model is answering, and where to connect one. */
export const OfflineBanner = () => (
  <div className="banner banner-offline" role="status" data-testid="offline-banner">
    <strong>Offline mode.</strong> Answers are assembled from your data without an AI model.{" "}
    <Link href="/settings">Connect a model in Settings</Link>
  </div>
);
