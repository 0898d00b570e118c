import type { GoalProgressView as GoalProgressJson } from "@lifeos/core";
import { useEffect, useState } from "react";
import { api } from "../api/client.js";
import { accountTypeLabel, accountTypes, money, percent } from "./format.js";
import { DateField } from "../components/DateField.js";

/** Accounts (with their values) and savings goals (with progress), and forms to add either. */
export const AccountsGoalsPanel = ({ version, onChanged }: { version: number; onChanged: () => void }) => {
  const [accounts, setAccounts] = useState<ReadonlyArray<{ id: string; name: string; type: string; currency: string; value: string }>>([]);
  const [goals, setGoals] = useState<ReadonlyArray<GoalProgressJson>>([]);
  const [currency, setCurrency] = useState("");
  const [account, setAccount] = useState({ name: "", type: "SECURITIES", currency: "EUR" });
  const [goal, setGoal] = useState({ name: "", targetAmount: "", deadline: "" });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<{ data: { baseCurrency: string; accounts: typeof accounts } }>("/portfolio/summary").then((result) => { setAccounts(result.data.accounts); setCurrency(result.data.baseCurrency); }).catch(() => setAccounts([]));
    api<{ data: { goals: GoalProgressJson[] } }>("/portfolio/goals/progress").then((result) => setGoals(result.data.goals)).catch(() => setGoals([]));
  }, [version]);
  const submit = (work: () => Promise<unknown>) => work().then(onChanged).catch((failure: Error) => setError(failure.message));
  return (
    <div className="accounts-goals">
      <h2>Accounts</h2>
      <ul>{accounts.map((item) => <li key={item.id}>{item.name} · {accountTypeLabel(item.type)} · {item.currency} · {money(item.value, currency)}</li>)}</ul>
      <form onSubmit={(event) => { event.preventDefault(); void submit(() => api("/portfolio/accounts", { method: "POST", body: account })); }}>
        <input aria-label="Account name" placeholder="Account name" value={account.name} onChange={(event) => setAccount({ ...account, name: event.target.value })} />
        <select aria-label="Account type" value={account.type} onChange={(event) => setAccount({ ...account, type: event.target.value })}>
          {accountTypes.map((type) => <option key={type} value={type}>{accountTypeLabel(type)}</option>)}
        </select>
        <input aria-label="Account currency" size={4} value={account.currency} onChange={(event) => setAccount({ ...account, currency: event.target.value.toUpperCase() })} />
        <button type="submit" className="button">Add account</button>
      </form>
      <h2>Goals</h2>
      <ul>
        {goals.map((item) => (
          <li key={item.goalId}>
            {item.name}: {percent(item.progress)} of {money(item.target, currency)}{item.deadline && ` by ${item.deadline}`}{item.monthlyNeeded && ` · ${money(item.monthlyNeeded, currency)} a month to go`}
            <progress value={item.progress} max={1} />
            <button type="button" className="link-button" onClick={() => void submit(() => api(`/portfolio/goals/${item.goalId}`, { method: "DELETE" }))}>Delete</button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => { event.preventDefault(); void submit(() => api("/portfolio/goals", { method: "POST", body: { name: goal.name, targetAmount: goal.targetAmount, ...(goal.deadline ? { deadline: goal.deadline } : {}) } })); }}>
        <input aria-label="Goal name" placeholder="Goal" value={goal.name} onChange={(event) => setGoal({ ...goal, name: event.target.value })} />
        <input aria-label="Target amount" placeholder="Target" value={goal.targetAmount} onChange={(event) => setGoal({ ...goal, targetAmount: event.target.value })} />
        <DateField label="Deadline" value={goal.deadline} onChange={(deadline) => setGoal({ ...goal, deadline })} />
        <button type="submit" className="button">Add goal</button>
      </form>
      {error && <p role="alert" className="message-error">{error}</p>}
    </div>
  );
};
