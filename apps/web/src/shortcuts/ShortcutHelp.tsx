import { useEffect, useRef } from "react";
import { isMac, shortcutList } from "./shortcutList.js";

/** The `?` dialog: every keyboard shortcut. A modal `<dialog>`, so Esc and the focus trap come from the browser. */
export const ShortcutHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const mod = isMac() ? "⌘" : "Ctrl";
  return (
    <dialog ref={dialog} className="app-dialog" aria-labelledby="shortcuts-heading" onClose={onClose} data-testid="shortcut-help">
      <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
      <table className="shortcut-table">
        <tbody>
          {shortcutList.map((shortcut) => (
            <tr key={shortcut.action}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={index}>
                    {index > 0 && " + "}
                    <kbd>{key === "mod" ? mod : key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="button" className="button" autoFocus onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
};
