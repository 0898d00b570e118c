import type { Page } from "playwright-core";

/** Calls the API from the page, with the page's session (embedded mode trusts only its own app). */
export const apiCall = <A>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<A> =>
  page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api/v1${path}`, {
        method: init.method ?? "GET",
        headers: init.body === undefined ? {} : { "Content-Type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return response.status === 204 ? null : response.json();
    },
    { path, init },
  ) as Promise<A>;

/**
 * Shows the side bar (pages, New conversation, the conversations): on a
 * phone it is behind the Menu button, which closes again when the page
 * changes; on a desktop it is always there.
 */
export const openSidebar = async (page: Page): Promise<void> => {
  const menu = page.locator(".menu-button");
  if (!(await menu.isVisible())) return;
  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await page.locator("#sidebar").waitFor({ state: "visible" });
};

/** How far the page is wider than the screen, in pixels (0 or less: nothing to scroll sideways). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
