/** The message box's element id; shortcuts and "New conversation" move the focus there. */
export const composerId = "composer-input";

/** Moves the focus to the message box, once it is on the page (it may be rendering after a navigation). */
export const focusComposer = (): void => {
  const attempt = (tries: number) => {
    const box = document.getElementById(composerId);
    if (box) box.focus();
    else if (tries > 0) requestAnimationFrame(() => attempt(tries - 1));
  };
  attempt(10);
};
