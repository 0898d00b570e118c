import { Link } from "../router.js";
import { Banner } from "./Banner.js";
import { userLanguage } from "../language/locale.js";
import { componentWords } from "./componentWords.js";

/** Says plainly that no AI model is answering, and where to connect one; one line, which the person can put away for the session. */
export const OfflineBanner = () => {
  const words = componentWords[userLanguage()];
  return (
    <Banner
      name="offline"
      className="banner-offline"
      testId="offline-banner"
      hideable
      title={words.offlineTitle}
      short={
        <>
          <strong>{words.offline}</strong> {words.noModel} <Link href="/settings">{words.connectOne}</Link>
        </>
      }
    >
      <strong>{words.offlineMode}</strong> {words.offlineText} <Link href="/settings">{words.connectInSettings}</Link>
    </Banner>
  );
};
