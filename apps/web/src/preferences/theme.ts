import { useEffect, useState } from "react";

/** The colour theme a person chose: the system's (the default), or always light or dark. */
export type ThemeChoice = "system" | "light" | "dark";

const storageKey = "lifeos.theme";
const listeners = new Set<(choice: ThemeChoice) => void>();

export const storedTheme = (): ThemeChoice => {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
};

/** Puts the choice on `<html data-theme>`; with "system" the stylesheet follows `prefers-color-scheme`. */
export const applyTheme = (choice: ThemeChoice): void => {
  if (choice === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
};

/** Applies and remembers the choice in this browser. */
export const chooseTheme = (choice: ThemeChoice): void => {
  try {
    if (choice === "system") window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, choice);
  } catch {
    // Private windows may refuse storage; the choice still holds until the page closes.
  }
  applyTheme(choice);
  for (const listener of listeners) listener(choice);
};

export const useTheme = (): ThemeChoice => {
  const [choice, setChoice] = useState(storedTheme);
  useEffect(() => {
    listeners.add(setChoice);
    return () => void listeners.delete(setChoice);
  }, []);
  return choice;
};
