import type { GoalProgressView as GoalProgressJson } from "@lifeos/core";
import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { accountTypeLabel, accountTypes, money, percent } from "./format.js";
import { DateField } from "../components/DateField.js";
import { dateText } from "../language/dateText.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { activityWords } from "./activityWords.js";
import { errorText } from "../language/problemWords.js";

/** Accounts (with their values) and savings goals (with progress), and forms to add either. */
export const AccountsGoalsPanel = ({ version, onChanged }: { version: number; onChanged: () => void }) => {
  const [accounts, setAccounts] = useState<ReadonlyArray<{ id: string; name: string; type: string; currency: string; value: string }>>([]);
  const [goals, setGoals] = useState<ReadonlyArray<GoalProgressJson>>([]);
  const [currency, setCurrency] = useState("");
  const [account, setAccount] = useState({ name: "", type: "SECURITIES", currency: "EUR" });
  const [goal, setGoal] = useState({ name: "", targetAmount: "", deadline: "" });
  const [error, setError] = useState<string | null>(null);
  const language = useAnswerLanguage();
  const words = activityWords[language];
  const locale = useAnswerLocale();
  useEffect(() => {
    api<{ data: { baseCurrency: string; accounts: typeof accounts } }>("/portfolio/summary").then((result) => { setAccounts(result.data.accounts); setCurrency(result.data.baseCurrency); }).catch(() => setAccounts([]));
    api<{ data: { goals: GoalProgressJson[] } }>("/portfolio/goals/progress").then((result) => setGoals(result.data.goals)).catch(() => setGoals([]));
  }, [version]);
  const submit = (work: () => Promise<unknown>) => work().then(onChanged).catch((failure: unknown) => setError(errorText(failure, language)));
  return (
    <div className="accounts-goals">
      <h2>{words.accounts}</h2>
      <ul>{accounts.map((item) => <li key={item.id}>{item.name} · {accountTypeLabel(item.type, language)} · {item.currency} · {money(item.value, currency, locale)}</li>)}</ul>
      <form onSubmit={(event) => { event.preventDefault(); void submit(() => api("/portfolio/accounts", { method: "POST", body: account })); }}>
        <input aria-label={words.accountName} placeholder={words.accountName} value={account.name} onChange={(event) => setAccount({ ...account, name: event.target.value })} />
        <select aria-label={words.accountType} value={account.type} onChange={(event) => setAccount({ ...account, type: event.target.value })}>
          {accountTypes.map((type) => <option key={type} value={type}>{accountTypeLabel(type, language)}</option>)}
        </select>
        <input aria-label={words.accountCurrency} size={4} value={account.currency} onChange={(event) => setAccount({ ...account, currency: event.target.value.toUpperCase() })} />
        <button type="submit" className="button">{words.addAccount}</button>
      </form>
      <h2>{words.goals}</h2>
      <ul>
        {goals.map((item) => (
          <li key={item.goalId}>
            {item.name}: {words.goalProgress(percent(item.progress, locale), money(item.target, currency, locale))}{item.deadline && words.by(dateText(item.deadline, locale))}{item.monthlyNeeded && words.aMonthToGo(money(item.monthlyNeeded, currency, locale))}
            <progress value={item.progress} max={1} />
            <button type="button" className="link-button" onClick={() => void submit(() => api(`/portfolio/goals/${item.goalId}`, { method: "DELETE" }))}>{words.delete}</button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => { event.preventDefault(); void submit(() => api("/portfolio/goals", { method: "POST", body: { name: goal.name, targetAmount: goal.targetAmount, ...(goal.deadline ? { deadline: goal.deadline } : {}) } })); }}>
        <input aria-label={words.goalName} placeholder={words.goal} value={goal.name} onChange={(event) => setGoal({ ...goal, name: event.target.value })} />
        <input aria-label={words.targetAmount} placeholder={words.target} value={goal.targetAmount} onChange={(event) => setGoal({ ...goal, targetAmount: event.target.value })} />
        <DateField label={words.deadline} value={goal.deadline} onChange={(deadline) => setGoal({ ...goal, deadline })} />
        <button type="submit" className="button">{words.addGoal}</button>
      </form>
      {error && <p role="alert" className="message-error">{error}</p>}
    </div>
  );
};
