/** What `POST /settings/test` answers. */
export type ConnectionTest =
  | { readonly ok: true; readonly models: ReadonlyArray<string>; readonly chatModelFound: boolean | null }
  | { readonly ok: false; readonly error: string };

/** The outcome of a connection test: the server's models (one click picks one), or what went wrong. */
export const ConnectionResult = ({ test, chatModel, onPick }: { test: ConnectionTest; chatModel: string | null; onPick: (model: string) => void }) => {
  if (!test.ok) {
    return (
      <div className="notice notice-error" role="alert" data-testid="connection-result">
        <p>
          <strong>Connection failed.</strong> {test.error}
        </p>
      </div>
    );
  }
  return (
    <div className="notice" role="status" data-testid="connection-result">
      <p>
        <strong>Connected.</strong> The server offers {test.models.length} {test.models.length === 1 ? "model" : "models"}.
        {test.chatModelFound === false && chatModel && ` “${chatModel}” is not one of them.`}
      </p>
      {test.models.length > 0 && (
        <ul className="chips model-list" aria-label="Models on the server">
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
