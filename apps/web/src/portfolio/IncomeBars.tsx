import { money } from "./format.js";
import { portfolioWords } from "./portfolioWords.js";
import { shortMonthText } from "../language/momentText.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";

/** Income (dividends and interest) per month as bars. */
export const IncomeBars = ({ months, currency }: { months: ReadonlyArray<{ readonly month: string; readonly amount: string }>; currency: string }) => {
  const words = portfolioWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  if (months.length === 0) return <p className="card-empty">{words.noIncome}</p>;
  const max = Math.max(...months.map((month) => Number(month.amount)), 1);
  return (
    <ul className="income-bars" data-testid="income-bars">
      {months.map((month) => (
        <li key={month.month}>
          <span className="income-month">{shortMonthText(month.month, locale)}</span>
          <span className="income-bar" style={{ width: `${(Number(month.amount) / max) * 100}%` }} aria-hidden="true" />
          <span>{money(month.amount, currency, locale)}</span>
        </li>
      ))}
    </ul>
  );
};
