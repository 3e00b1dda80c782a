import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router-dom";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { requestConnect } from "../../shared/session/connect-request.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { Tabs } from "../../shared/ui/tabs.js";
import { BonusSummary } from "./components/BonusSummary.js";
import { GameHistory } from "./components/GameHistory.js";
import { ProfileCard } from "./components/ProfileCard.js";
import { Transactions } from "./components/Transactions.js";
import { accountEn } from "./i18n/en.js";
import { accountJa } from "./i18n/ja.js";
import "./account.css";

/** SPEC §2 /my-page tabs (query `tab`, default game-history). */
export const TABS = ["game-history", "transactions", "bonus"] as const;
export type AccountTab = (typeof TABS)[number];
const tabOf = (v: string | null): AccountTab => (TABS.find((t) => t === v) ?? "game-history");

/** /my-page: the player's name and photo, then their game history, transactions and bonus. */
export function MyPage() {
  return (
    <PageMessages en={accountEn} ja={accountJa}>
      <Account />
    </PageMessages>
  );
}

function Account() {
  const intl = useIntl();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const header = (
    <header className="page__header">
      <h1><FormattedMessage id="menu.myPage" /></h1>
      <p className="muted"><FormattedMessage id="account.subtitle" /></p>
      <p className="small account-links">
        <Link to="/responsible-gaming"><FormattedMessage id="menu.responsibleGaming" /></Link>
        <Link to="/reward"><FormattedMessage id="menu.reward" /></Link>
        <Link to="/affiliate"><FormattedMessage id="menu.affiliate" /></Link>
      </p>
    </header>
  );
  if (session.status !== "signedIn") {
    return (
      <div className="stack">
        {header}
        <div className="card empty-state">
          <span className="empty-state__icon" aria-hidden>●</span>
          <FormattedMessage id="account.signIn" />
          <button type="button" className="btn btn--primary" onClick={requestConnect}><FormattedMessage id="wallet.connect" /></button>
        </div>
      </div>
    );
  }
  if (session.meLoaded && !session.me) return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="account.register" /></div></div>;
  // Other query values (filters of another tab) are dropped when the tab changes.
  const choose = (t: AccountTab) => setParams(new URLSearchParams({ tab: t }), { replace: true });
  return (
    <div className="stack">
      {header}
      <ProfileCard />
      <Tabs idPrefix="account" label={intl.formatMessage({ id: "account.tabs" })} value={tab} onChange={choose} tabs={TABS.map((t) => ({ key: t, label: intl.formatMessage({ id: `account.tab.${t}` }) }))} />
      <div id="account-panel" role="tabpanel" aria-labelledby={`account-tab-${tab}`}>
        {tab === "game-history" && <GameHistory />}
        {tab === "transactions" && <Transactions />}
        {tab === "bonus" && <BonusSummary />}
      </div>
    </div>
  );
}
