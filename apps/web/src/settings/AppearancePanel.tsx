import { chooseTheme, useTheme, type ThemeChoice } from "../preferences/theme.js";
import { userLanguage } from "../language/locale.js";
import { settingsWords } from "./settingsWords.js";

const choices: ReadonlyArray<ThemeChoice> = ["system", "light", "dark"];

/** Light, dark, or the system's: applied at once and remembered in this browser. */
export const AppearancePanel = () => {
  const theme = useTheme();
  const words = settingsWords[userLanguage()];
  return (
    <section className="panel" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">{words.appearance}</h2>
      <fieldset className="choice choice-inline">
        <legend className="field-label">{words.theme}</legend>
        {choices.map((choice) => (
          <label key={choice}>
            <input type="radio" name="theme" checked={theme === choice} onChange={() => chooseTheme(choice)} /> {words.themes[choice]}
          </label>
        ))}
      </fieldset>
    </section>
  );
};
