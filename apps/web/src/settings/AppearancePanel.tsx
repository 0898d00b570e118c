import { chooseTheme, useTheme, type ThemeChoice } from "../preferences/theme.js";

const choices: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: "system", label: "Follow the system" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** Light, dark, or the system's: applied at once and remembered in this browser. */
export const AppearancePanel = () => {
  const theme = useTheme();
  return (
    <section className="panel" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">Appearance</h2>
      <fieldset className="choice choice-inline">
        <legend className="field-label">Theme</legend>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name="theme" checked={theme === choice.value} onChange={() => chooseTheme(choice.value)} /> {choice.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
};
