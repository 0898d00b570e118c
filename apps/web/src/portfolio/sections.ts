/** The portfolio page's sections, each at `/portfolio/<section>` (overview at `/portfolio`). */
export const portfolioSections = ["overview", "activities", "import", "market", "accounts"] as const;
export type PortfolioSection = (typeof portfolioSections)[number];
