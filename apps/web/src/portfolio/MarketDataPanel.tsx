import { useState } from "react";
import { api } from "../api/client.js";
import { DateField } from "../components/DateField.js";

/** Entering a quote or an FX rate by hand, or many of either by CSV. */
export const MarketDataPanel = ({ assets, onChanged }: { assets: ReadonlyArray<{ id: string; symbol: string }>; onChanged: () => void }) => {
  const [quote, setQuote] = useState({ assetId: "", date: "", close: "" });
  const [rate, setRate] = useState({ base: "EUR", quote: "USD", date: "", rate: "" });
  const [csv, setCsv] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const run = (work: () => Promise<string>) =>
    work()
      .then((message) => {
        setStatus(message);
        onChanged();
      })
      .catch((failure: Error) => setStatus(failure.message));
  return (
    <div className="market-data">
      <h2>Quote</h2>
      <select aria-label="Quote asset" value={quote.assetId} onChange={(event) => setQuote({ ...quote, assetId: event.target.value })}>
        <option value="">Asset</option>
        {assets.map((asset) => <option key={asset.id} value={asset.id}>{asset.symbol}</option>)}
      </select>
      <DateField label="Quote date" value={quote.date} onChange={(date) => setQuote({ ...quote, date })} />
      <input aria-label="Close" placeholder="Close" value={quote.close} onChange={(event) => setQuote({ ...quote, close: event.target.value })} />
      <button type="button" className="button" onClick={() => void run(async () => { await api("/portfolio/quotes", { method: "PUT", body: { quotes: [quote] } }); return "Quote saved."; })}>Save quote</button>
      <h2>Exchange rate</h2>
      <input aria-label="Base currency" size={4} value={rate.base} onChange={(event) => setRate({ ...rate, base: event.target.value.toUpperCase() })} />
      <input aria-label="Quote currency" size={4} value={rate.quote} onChange={(event) => setRate({ ...rate, quote: event.target.value.toUpperCase() })} />
      <DateField label="Rate date" value={rate.date} onChange={(date) => setRate({ ...rate, date })} />
      <input aria-label="Rate" placeholder="1 base = ? quote" value={rate.rate} onChange={(event) => setRate({ ...rate, rate: event.target.value })} />
      <button type="button" className="button" onClick={() => void run(async () => { await api("/portfolio/fx", { method: "PUT", body: { rates: [rate] } }); return "Rate saved."; })}>Save rate</button>
      <h2>From CSV</h2>
      <textarea aria-label="Quotes or rates CSV" rows={4} placeholder={"symbol,date,close\nVWCE,2025-01-03,98.40"} value={csv} onChange={(event) => setCsv(event.target.value)} />
      <button type="button" className="button" onClick={() => void run(async () => `${(await api<{ written: number }>("/portfolio/import/quotes", { method: "POST", body: { csv } })).written} quotes saved.`)}>Import quotes</button>
      <button type="button" className="button" onClick={() => void run(async () => `${(await api<{ written: number }>("/portfolio/import/fx", { method: "POST", body: { csv } })).written} rates saved.`)}>Import rates</button>
      {status && <p role="status">{status}</p>}
    </div>
  );
};
