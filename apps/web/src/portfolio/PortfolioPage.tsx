import { useCallback, useEffect, useState } from "react";
import { api } from "../api/client.js";
import { Link } from "../router.js";
import { AccountsGoalsPanel } from "./AccountsGoalsPanel.js";
import { ActivitiesPanel } from "./ActivitiesPanel.js";
import { ImportWizard } from "./ImportWizard.js";
import { MarketDataPanel } from "./MarketDataPanel.js";
import { OverviewPanel } from "./OverviewPanel.js";
import { portfolioSections, type PortfolioSection } from "./sections.js";
import { useAnswerLanguage } from "../language/AnswerLanguage.js";
import { portfolioWords } from "./portfolioWords.js";

/** The portfolio: overview, activities, CSV import, quotes and FX, accounts and goals; and the sample portfolio to load or remove. */
export const PortfolioPage = ({ section }: { section: PortfolioSection }) => {
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const [accounts, setAccounts] = useState<ReadonlyArray<{ id: string; name: string }>>([]);
  const [accountsKnown, setAccountsKnown] = useState(false);
  const [assets, setAssets] = useState<ReadonlyArray<{ id: string; symbol: string }>>([]);
  const [sample, setSample] = useState<{ loaded: boolean } | null>(null);
  const words = portfolioWords[useAnswerLanguage()];
  useEffect(() => {
    api<{ items: Array<{ id: string; name: string }> }>("/portfolio/accounts").then((result) => setAccounts(result.items)).catch(() => setAccounts([])).finally(() => setAccountsKnown(true));
    api<{ items: Array<{ id: string; symbol: string }> }>("/portfolio/assets").then((result) => setAssets(result.items)).catch(() => setAssets([]));
    api<{ loaded: boolean }>("/portfolio/sample").then(setSample).catch(() => setSample(null));
  }, [version]);
  return (
    <section className="portfolio" aria-label={words.portfolio}>
      <header className="page-header">
        <h1>{words.portfolio}</h1>
        <nav className="header-actions" aria-label={words.sectionsLabel}>
          {portfolioSections.map((name) => (
            <Link key={name} href={name === "overview" ? "/portfolio" : `/portfolio/${name}`} aria-current={name === section ? "page" : undefined} className={`button${name === section ? " button-primary" : ""}`}>
              {words.sections[name]}
            </Link>
          ))}
        </nav>
      </header>
      <div className="page-body">
        {sample && (sample.loaded ? (
          <p className="sample-banner" data-testid="portfolio-sample-banner">
            {words.sampleNote}{" "}
            <button type="button" className="link-button" onClick={() => void api("/portfolio/sample", { method: "DELETE" }).then(refresh)}>{words.removeSample}</button>
          </p>
        ) : accountsKnown && accounts.length === 0 ? (
          <p className="sample-banner">
            {words.noAccounts} <Link href="/portfolio/accounts">{words.addOne}</Link>, <Link href="/portfolio/import">{words.importCsv}</Link>{words.or}{" "}
            <button type="button" className="button" onClick={() => void api("/portfolio/sample", { method: "POST" }).then(refresh)}>{words.loadSample}</button>
          </p>
        ) : null)}
        {/* Before the first account the overview would be a page of zeros under the prompt above. */}
        {section === "overview" && accounts.length > 0 && <OverviewPanel version={version} />}
        {section === "activities" && <ActivitiesPanel version={version} onChanged={refresh} accounts={accounts} symbols={new Map(assets.map((asset) => [asset.id, asset.symbol]))} />}
        {section === "import" && <ImportWizard accounts={accounts} onImported={refresh} />}
        {section === "market" && <MarketDataPanel assets={assets} onChanged={refresh} />}
        {section === "accounts" && <AccountsGoalsPanel version={version} onChanged={refresh} />}
      </div>
    </section>
  );
};
