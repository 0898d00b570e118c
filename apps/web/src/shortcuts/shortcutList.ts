/** The keyboard shortcuts, as the help dialog lists them. `mod` is Ctrl, or ⌘ on a Mac. */
export const shortcutList: ReadonlyArray<{ readonly keys: ReadonlyArray<string>; readonly action: string }> = [
  { keys: ["mod", "Shift", "O"], action: "New conversation" },
  { keys: ["/"], action: "Focus the message box" },
  { keys: ["Shift", "Esc"], action: "Focus the message box (also while typing elsewhere)" },
  { keys: ["Enter"], action: "Send the message" },
  { keys: ["Shift", "Enter"], action: "New line in the message" },
  { keys: ["Esc"], action: "Stop the answer being written" },
  { keys: ["↑"], action: "Edit your last question (in an empty message box)" },
  { keys: ["?"], action: "Show these shortcuts" },
];

export const isMac = (): boolean => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
