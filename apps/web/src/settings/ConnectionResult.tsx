import { userLanguage } from "../language/locale.js";
import { settingsWords } from "./settingsWords.js";

/** What `POST /settings/test` answers. */
export type ConnectionTest =
  | { readonly ok: true; readonly models: ReadonlyArray<string>; readonly chatModelFound: boolean | null }
  | { readonly ok: false; readonly error: string };

/** The outcome of a connection test: the server's models (one click picks one), or what went wrong. */
export const ConnectionResult = ({ test, chatModel, onPick }: { test: ConnectionTest; chatModel: string | null; onPick: (model: string) => void }) => {
  const words = settingsWords[userLanguage()];
  if (!test.ok) {
    return (
      <div className="notice notice-error" role="alert" data-testid="connection-result">
        <p>
          <strong>{words.connectionFailed}</strong> {test.error}
        </p>
      </div>
    );
  }
  return (
    <div className="notice" role="status" data-testid="connection-result">
      <p>
        <strong>{words.connected}</strong> {words.serverOffers(test.models.length)}
        {test.chatModelFound === false && chatModel && words.notOneOfThem(chatModel)}
      </p>
      {test.models.length > 0 && (
        <ul className="chips model-list" aria-label={words.modelsOnServer}>
          {test.models.slice(0, 60).map((model) => (
            <li key={model}>
              <button type="button" className={`chip${model === chatModel ? " chip-active" : ""}`} onClick={() => onPick(model)}>
                {model}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
