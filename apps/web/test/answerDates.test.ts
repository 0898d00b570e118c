import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localeFor } from "../src/language/locale.js";
import { Markdown } from "../src/markdown/Markdown.js";

const render = (text: string, dateLocale?: string): string => renderToStaticMarkup(createElement(Markdown, { text, ...(dateLocale === undefined ? {} : { dateLocale }) }));

// An answer cites days as ISO dates (the offline answers and the models alike); a person reads them as the cards write dates.
describe("dates in an answer's text", () => {
  it("writes a cited day in words of the answer's locale, still opening that day", () => {
    const english = render("You wrote about the beach on 2026-03-14.", "en-US");
    expect(english).toContain('href="/journal/2026-03-14"');
    expect(english).toContain(">March 14, 2026</a>");
    expect(english).not.toContain(">2026-03-14<");
    const portuguese = render("Escreveste sobre a praia em 2026-03-14 e em 2025-12-01.", "pt-PT");
    expect(portuguese).toContain(">14 de março de 2026</a>");
    expect(portuguese).toContain(">1 de dezembro de 2025</a>");
    expect(portuguese).toContain('href="/journal/2025-12-01"');
  });

  it("leaves dates in code, in links and that are not days as written", () => {
    const shown = render("Run `--since 2026-03-14`:\n\n```\nfrom: 2026-03-15\n```\n\n[the day](https://example.com/2026-03-16), and 2026-02-30.", "en-US");
    expect(shown).toContain("--since 2026-03-14");
    expect(shown).toContain("from: 2026-03-15");
    expect(shown).toContain(">the day</a>");
    expect(shown).toContain("2026-02-30");
    expect(shown).not.toMatch(/March 1[456]/);
  });

  it("writes dates in the person's own locale of the answer's language, else the language's usual one", () => {
    expect(localeFor("pt", ["en-US", "pt-BR"])).toBe("pt-BR");
    expect(localeFor("pt", ["en-GB"])).toBe("pt-PT");
    expect(localeFor("en", ["pt-PT", "en-GB"])).toBe("en-GB");
    expect(localeFor("en", ["pt-PT"])).toBe("en-US");
    expect(render("on 2026-03-14", localeFor("en", ["en-GB"]))).toContain(">14 March 2026</a>");
  });
});
