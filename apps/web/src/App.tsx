import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "./api/client.js";
import type { Me } from "./api/types.js";
import { ChatPage } from "./chat/ChatPage.js";
import { Icon } from "./components/Icon.js";
import { OfflineBanner } from "./components/OfflineBanner.js";
import { DocumentsPage } from "./documents/DocumentsPage.js";
import { JournalPage } from "./journal/JournalPage.js";
import { userLanguage } from "./language/locale.js";
import { navigationWords } from "./language/navigationWords.js";
import { PortfolioPage } from "./portfolio/PortfolioPage.js";
import { MemoriesPage } from "./memory/MemoriesPage.js";
import { Link, navigate, useRoute } from "./router.js";
import { adoptBrowserTimeZone } from "./settings/adoptBrowserTimeZone.js";
import { SettingsPage } from "./settings/SettingsPage.js";
import { focusComposer } from "./shortcuts/focusComposer.js";
import { ShortcutHelp } from "./shortcuts/ShortcutHelp.js";
import { useGlobalShortcuts } from "./shortcuts/useGlobalShortcuts.js";
import { ThreadList } from "./threads/ThreadList.js";

/** The shell: navigation and conversations on the side, the current page in the middle. */
export const App = () => {
  const route = useRoute();
  const [me, setMe] = useState<Me | null>(null);
  const [threadsVersion, setThreadsVersion] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const newChat = useCallback(() => {
    navigate("/");
    focusComposer();
  }, []);
  const shortcuts = useMemo(
    () => ({
      newChat,
      focusBox: () => {
        if (window.location.pathname === "/" || window.location.pathname.startsWith("/chat/")) focusComposer();
        else newChat();
      },
      help: () => setHelpOpen(true),
    }),
    [newChat],
  );
  useGlobalShortcuts(shortcuts);
  const threadsChanged = useCallback(() => setThreadsVersion((value) => value + 1), []);
  const loadMe = useCallback(() => {
    api<Me>("/me")
      .then(async (found) => {
        // A person who never chose a time zone gets the browser's, once; the chat's "today" is then theirs.
        const adopted = await adoptBrowserTimeZone(found.user.timeZone).catch(() => false);
        setMe(adopted ? await api<Me>("/me") : found);
      })
      .catch(() => setMe(null));
  }, []);
  useEffect(loadMe, [loadMe]);
  useEffect(() => setMenuOpen(false), [route.page, route.page === "chat" ? route.threadId : null]);

  const activeThreadId = route.page === "chat" ? route.threadId : null;
  const words = navigationWords[userLanguage()];
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {words.skipToContent}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-button menu-button"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{words.menu}</span>
        </button>
        <Link href="/" className="brand">
          LifeOS
        </Link>
      </header>
      <aside id="sidebar" className={`app-sidebar${menuOpen ? " sidebar-open" : ""}`}>
        <Link href="/" className="brand brand-sidebar">
          LifeOS
        </Link>
        <nav aria-label={words.pages} className="pages">
          <button type="button" className="button button-primary new-chat" onClick={newChat}>
            {words.newConversation}
          </button>
          <Link href="/journal" aria-current={route.page === "journal" ? "page" : undefined}>
            {words.journal}
          </Link>
          <Link href="/documents" aria-current={route.page === "documents" ? "page" : undefined}>
            {words.documents}
          </Link>
          <Link href="/portfolio" aria-current={route.page === "portfolio" ? "page" : undefined}>
            {words.portfolio}
          </Link>
          <Link href="/memories" aria-current={route.page === "memories" ? "page" : undefined}>
            {words.memories}
          </Link>
          <Link href="/settings" aria-current={route.page === "settings" ? "page" : undefined}>
            {words.settings}
          </Link>
        </nav>
        <ThreadList
          activeThreadId={activeThreadId}
          version={threadsVersion}
          onChanged={threadsChanged}
          onDeleted={(id) => {
            if (id === activeThreadId) navigate("/");
          }}
        />
        <button type="button" className="button button-quiet button-small shortcuts-button" onClick={() => setHelpOpen(true)}>
          {words.keyboardShortcuts} <kbd>?</kbd>
        </button>
      </aside>
      <main id="main" className="main" tabIndex={-1}>
        {me?.model.offline && route.page !== "settings" && <OfflineBanner />}
        {route.page === "chat" && <ChatPage threadId={route.threadId} threadsVersion={threadsVersion} onThreadsChanged={threadsChanged} />}
        {route.page === "journal" && <JournalPage entryId={route.entryId} />}
        {route.page === "documents" && <DocumentsPage documentId={route.documentId} viewerPage={route.viewerPage} highlight={route.highlight} />}
        {route.page === "portfolio" && <PortfolioPage section={route.section} />}
        {route.page === "memories" && <MemoriesPage />}
        {route.page === "settings" && <SettingsPage onSaved={loadMe} onImported={threadsChanged} />}
      </main>
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
};
