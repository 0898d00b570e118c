import { useState } from "react";
import { api } from "../api/client.js";
import { DateField } from "../components/DateField.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { activityWords } from "./activityWords.js";
import { errorText } from "../language/problemWords.js";

/** Entering a quote or an FX rate by hand, or many of either by CSV. */
export const MarketDataPanel = ({ assets, onChanged }: { assets: ReadonlyArray<{ id: string; symbol: string }>; onChanged: () => void }) => {
  const [quote, setQuote] = useState({ assetId: "", date: "", close: "" });
  const [rate, setRate] = useState({ base: "EUR", quote: "USD", date: "", rate: "" });
  const [csv, setCsv] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const language = useAnswerLanguage();
  const words = activityWords[language];
  const run = (work: () => Promise<string>) =>
    work()
      .then((message) => {
        setStatus(message);
        onChanged();
      })
      .catch((failure: unknown) => setStatus(errorText(failure, language)));
  return (
    <div className="market-data">
      <h2>{words.quote}</h2>
      <select aria-label={words.quoteAsset} value={quote.assetId} onChange={(event) => setQuote({ ...quote, assetId: event.target.value })}>
        <option value="">{words.asset}</option>
        {assets.map((asset) => <option key={asset.id} value={asset.id}>{asset.symbol}</option>)}
      </select>
      <DateField label={words.quoteDate} value={quote.date} onChange={(date) => setQuote({ ...quote, date })} />
      <input aria-label={words.close} placeholder={words.close} value={quote.close} onChange={(event) => setQuote({ ...quote, close: event.target.value })} />
      <button type="button" className="button" onClick={() => void run(async () => { await api("/portfolio/quotes", { method: "PUT", body: { quotes: [quote] } }); return words.quoteSaved; })}>{words.saveQuote}</button>
      <h2>{words.exchangeRate}</h2>
      <input aria-label={words.baseCurrency} size={4} value={rate.base} onChange={(event) => setRate({ ...rate, base: event.target.value.toUpperCase() })} />
      <input aria-label={words.quoteCurrency} size={4} value={rate.quote} onChange={(event) => setRate({ ...rate, quote: event.target.value.toUpperCase() })} />
      <DateField label={words.rateDate} value={rate.date} onChange={(date) => setRate({ ...rate, date })} />
      <input aria-label={words.rate} placeholder={words.ratePlaceholder} value={rate.rate} onChange={(event) => setRate({ ...rate, rate: event.target.value })} />
      <button type="button" className="button" onClick={() => void run(async () => { await api("/portfolio/fx", { method: "PUT", body: { rates: [rate] } }); return words.rateSaved; })}>{words.saveRate}</button>
      <h2>{words.fromCsv}</h2>
      <textarea aria-label={words.csvLabel} rows={4} placeholder={"symbol,date,close\nVWCE,2025-01-03,98.40"} value={csv} onChange={(event) => setCsv(event.target.value)} />
      <button type="button" className="button" onClick={() => void run(async () => words.quotesSaved((await api<{ written: number }>("/portfolio/import/quotes", { method: "POST", body: { csv } })).written))}>{words.importQuotes}</button>
      <button type="button" className="button" onClick={() => void run(async () => words.ratesSaved((await api<{ written: number }>("/portfolio/import/fx", { method: "POST", body: { csv } })).written))}>{words.importRates}</button>
      {status && <p role="status">{status}</p>}
    </div>
  );
};
