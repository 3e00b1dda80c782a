import { FormattedMessage } from "react-intl";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { requestConnect } from "../../shared/session/connect-request.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { limitsArg } from "./chain/cashier-chain.js";
import { BreakCard } from "./components/BreakCard.js";
import { LimitsForm } from "./components/LimitsForm.js";
import { LimitsOverview } from "./components/LimitsOverview.js";
import { LinkWalletCard } from "./components/LinkWalletCard.js";
import { PendingLimits } from "./components/PendingLimits.js";
import { TxStatus } from "./components/TxStatus.js";
import { RealityCheckSetting } from "./components/RealityCheckSetting.js";
import { ResumeCard } from "./components/ResumeCard.js";
import { useCashierTx } from "./hooks/useCashierTx.js";
import { useProtection } from "./hooks/useProtection.js";
import { useSeconds } from "./hooks/useSeconds.js";
import { rgEn } from "./i18n/en.js";
import { rgJa } from "./i18n/ja.js";
import "./responsible-gaming.css";

/** /responsible-gaming: the player's limits with their use, pending changes, breaks, resuming and the reality check. */
export function ResponsibleGamingPage() {
  return (
    <PageMessages en={rgEn} ja={rgJa}>
      <ResponsibleGaming />
    </PageMessages>
  );
}

function ResponsibleGaming() {
  const session = useSession();
  const header = (
    <header className="page__header">
      <h1><FormattedMessage id="rg.title" /></h1>
      <p className="muted"><FormattedMessage id="rg.subtitle" /></p>
    </header>
  );
  if (session.status !== "signedIn") {
    return (
      <div className="stack">
        {header}
        <div className="card empty-state">
          <FormattedMessage id="rg.signIn" />
          <button type="button" className="btn btn--primary" onClick={requestConnect}><FormattedMessage id="wallet.connect" /></button>
        </div>
      </div>
    );
  }
  if (session.meLoaded && !session.me?.sunc) return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="rg.register" /></div></div>;
  return (
    <div className="stack">
      {header}
      <Settings player={session.me?.address ?? session.active?.address ?? ""} />
    </div>
  );
}

function Settings({ player }: { player: string }) {
  const session = useSession();
  const { data: p, failed, cashier, wallet, reload } = useProtection();
  const now = useSeconds() + (p?.clockOffset ?? 0);
  const { state: tx, send } = useCashierTx(cashier, reload);
  const reality = player && <RealityCheckSetting player={player} />;
  if (!p) {
    return (
      <>
        <div className="card empty-state" role={failed ? "alert" : "status"}><FormattedMessage id={failed ? "rg.loadFailed" : "rg.loading"} /></div>
        {reality}
      </>
    );
  }
  const exclusionOver = p.excluded && p.blockedUntil <= now;
  return (
    <>
      {p.banned && <p className="banner banner--error" role="alert"><FormattedMessage id="rg.banned" /></p>}
      <LimitsOverview p={p} now={now} />
      {p.mainLinked !== false && tx?.action === "link" && <TxStatus state={tx} action="link" />}
      {p.mainLinked === false && wallet && (
        <LinkWalletCard
          main={player}
          tx={tx}
          onLink={() =>
            void send("link", async (c) => {
              const deadline = now + 3600;
              const text = (await c.getFunction("joinMessage")(player, wallet, deadline)) as string;
              const signature = await (await session.signer()).signMessage(text);
              return c.getFunction("linkWallet")(player, deadline, signature);
            })
          }
        />
      )}
      {p.pending && p.pendingAt > 0 && (
        <PendingLimits pending={p.pending} at={p.pendingAt} tx={tx} onCancel={() => void send("cancel", (c) => c.getFunction("cancelPendingLimits")())} />
      )}
      <LimitsForm current={p.current} tx={tx} onSubmit={(next) => void send("limits", (c) => c.getFunction("setLimits")(limitsArg(next)))} />
      {exclusionOver && <ResumeCard resumeAt={p.resumeAt} tx={tx} onResume={() => void send("resume", (c) => c.getFunction("requestResume")())} />}
      <BreakCard now={now} blockedUntil={p.blockedUntil} excluded={p.excluded} tx={tx} onTake={(period) => void send("break", (c) => c.getFunction("takeBreak")(period))} />
      {reality}
    </>
  );
}
