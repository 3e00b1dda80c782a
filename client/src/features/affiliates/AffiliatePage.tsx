import { FormattedMessage, useIntl } from "react-intl";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useErrorText } from "../../shared/session/useErrorText.js";
import { useToast } from "../../shared/ui/toasts.js";
import { CodesCard } from "./components/CodesCard.js";
import { EarningsCard } from "./components/EarningsCard.js";
import { HistoryCard } from "./components/HistoryCard.js";
import { ReferralsCard } from "./components/ReferralsCard.js";
import { useAffiliate } from "./hooks/useAffiliate.js";
import { affiliateEn } from "./i18n/en.js";
import { affiliateJa } from "./i18n/ja.js";
import "./affiliates.css";

/** /affiliate: join the program, create codes and share links, follow referrals and commission, withdraw on chain. */
export function AffiliatePage() {
  return (
    <PageMessages en={affiliateEn} ja={affiliateJa}>
      <AffiliateProgram />
    </PageMessages>
  );
}

function AffiliateProgram() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const session = useSession();
  const a = useAffiliate();
  const header = (
    <header className="page__header">
      <h1><FormattedMessage id="menu.affiliate" /></h1>
      <p className="muted"><FormattedMessage id="affiliate.subtitle" /></p>
    </header>
  );
  if (!a.signedIn) return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="affiliate.signInFirst" /></div></div>;
  // While the account loads the site's one spinner shows.
  if (a.loading) return <div className="stack">{header}</div>;
  if (!a.affiliate) {
    return (
      <div className="stack">
        {header}
        <section className="card empty-state" data-testid="affiliate-join">
          <p><FormattedMessage id="affiliate.join.text" /></p>
          <button type="button" className="btn btn--primary" data-testid="affiliate-join-button" disabled={a.becoming || (session.meLoaded && !session.me)} onClick={() => void a.become().catch((e: unknown) => toast.error(errorText(e)))}>
            <FormattedMessage id="affiliate.join.button" />
          </button>
          {session.meLoaded && !session.me && <p className="muted small"><FormattedMessage id="affiliate.join.register" /></p>}
        </section>
      </div>
    );
  }
  const createCode = async (code: string): Promise<string | null> => {
    try {
      await a.createCode(code);
      toast.success(intl.formatMessage({ id: "affiliate.codes.created" }));
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
  const withdraw = async () => {
    try {
      await a.withdraw();
      toast.success(intl.formatMessage({ id: "affiliate.withdraw.queued" }));
    } catch (e) {
      toast.error(errorText(e));
    }
  };
  return (
    <div className="stack affiliate-page">
      {header}
      <div className="affiliate-top">
        <EarningsCard affiliate={a.affiliate} withdrawing={a.withdrawing} onWithdraw={() => void withdraw()} />
        <CodesCard affiliate={a.affiliate} creating={a.creating} onCreate={createCode} />
      </div>
      <ReferralsCard affiliate={a.affiliate} />
      <HistoryCard affiliate={a.affiliate} />
    </div>
  );
}
