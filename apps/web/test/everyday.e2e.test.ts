import { afterAll, beforeAll } from "vitest";
import { buildApp } from "./support/appServer.js";
import { describeInBrowser, desktop, phone, screenshotDirectory } from "./support/browser.js";
import { sampleJournalApp } from "./support/sampleJournalApp.js";
import { answersSurviveNavigation } from "./walks/answersSurviveNavigation.js";
import { livingInTheApp } from "./walks/livingInTheApp.js";
import { openApi } from "./walks/openApi.js";
import { ordinaryQuestions } from "./walks/ordinaryQuestions.js";
import { yourData } from "./walks/yourData.js";

/**
 * The browser suite of the app a person lives in (issue 17): the walk through
 * every point — answers that survive navigation (1), Markdown (2), message
 * actions (3), threads (4), the journal (5), ordinary questions offline (6),
 * models (7), your data (8), polish (9), OpenAPI (10) — on a phone and on a
 * desktop, each walk on a server of its own but for the two over the sample
 * journal, which share one. Screenshots are saved under
 * test-output/screenshots/<viewport>/.
 */
beforeAll(() => buildApp());
afterAll(() => console.log(`browser suite screenshots: ${screenshotDirectory}/{${phone.name},${desktop.name}}/`));

for (const viewport of [phone, desktop]) {
  describeInBrowser(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    answersSurviveNavigation(viewport);
    // One server over the sample journal: the questions read it, then the person's session changes it.
    const sample = sampleJournalApp();
    ordinaryQuestions(viewport, sample);
    livingInTheApp(viewport, sample);
    yourData(viewport);
    openApi(viewport);
  });
}
