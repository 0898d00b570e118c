import { useEffect } from "react";

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The app-wide shortcuts: new conversation (Ctrl/⌘+Shift+O), focus the
 * message box (`/` when not typing, Shift+Esc anywhere) and the help dialog
 * (`?` when not typing). Esc and ↑ belong to the message box itself.
 */
export const useGlobalShortcuts = (actions: { newChat: () => void; focusBox: () => void; help: () => void }): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.shiftKey && event.key.toLowerCase() === "o") {
        event.preventDefault();
        actions.newChat();
      } else if (event.shiftKey && event.key === "Escape") {
        event.preventDefault();
        actions.focusBox();
      } else if (!mod && !event.altKey && !isTyping(event.target)) {
        if (event.key === "?") {
          event.preventDefault();
          actions.help();
        } else if (event.key === "/") {
          event.preventDefault();
          actions.focusBox();
        }
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [actions]);
};
