import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatUnits } from "../../shared/format/number.js";
import type { MessageId } from "../../shared/i18n/en.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useErrorText } from "../../shared/session/useErrorText.js";
import { useToast } from "../../shared/ui/toasts.js";
import { claimBonus, depositForBonus } from "./bonus-actions.js";
import { BonusTable } from "./components/BonusTable.js";
import { DepositForm } from "./components/DepositForm.js";
import { useBonusPage } from "./hooks/useBonusPage.js";
import { useBettingState } from "./hooks/useBettingState.js";
import { bonusStateView } from "./bonus-state.js";
import { totalIn } from "./bonus-math.js";

/** SPEC /bonus: deposit for a bonus, follow its wagering, claim it once the validators release it. */
export function BonusPage() {
  const intl = useIntl();
  const toast = useToast();
  const message = useErrorText();
  const session = useSession();
  const { data, loading, refetch } = useBonusPage();
  const betting = useBettingState(session.config, data?.bonusProgram?.bonusManager, session.active?.address, data);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [claiming, setClaiming] = useState<string | null>(null);
  const cfg = session.config;
  const program = data?.bonusProgram ?? null;

  const header = (
    <header className="page__header">
      <h1><FormattedMessage id="bonus.title" /></h1>
      <p className="muted"><FormattedMessage id="bonus.subtitle" /></p>
    </header>
  );
  if (session.status !== "signedIn" || !cfg) return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="bonus.signInFirst" /></div></div>;
  if (loading) return <div className="stack">{header}<div className="card empty-state"></div></div>;
  if (!program) return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="bonus.unavailable" /></div></div>;

  const rows = data?.bonuses ?? [];
  const state = bonusStateView(data?.bonusState, betting);
  const units = (v: string | undefined) => BigInt(v ?? "0");
  // SPEC §2's views: what the player holds, by the state (zero once the betting state is closed) and by the list.
  const stats: [MessageId, bigint, string, boolean][] = [
    ["bonus.stat.held", totalIn(rows, "available"), "bonus-held", true],
    ["bonus.stat.claimable", units(state?.claimableBonus), "bonus-claimable", false],
    ["bonus.stat.swappable", units(state?.estimateSwappableAmount), "bonus-swappable", false],
    ["bonus.stat.expiring", units(state?.expiringBonus), "bonus-expiring", false],
    ["bonus.stat.locked", totalIn(rows, "locked"), "bonus-locked", false],
    ["bonus.stat.expired", totalIn(rows, "expired"), "bonus-expired", false],
  ];

  const deposit = async (units: bigint) => {
    setBusy(true);
    try {
      await depositForBonus(await session.signer(), cfg.assetSusd, program.listener, units);
      setFormKey((k) => k + 1);
      toast.success(intl.formatMessage({ id: "bonus.deposit.sent" }));
      void refetch();
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(false);
    }
  };

  const claim = async (txId: string) => {
    setClaiming(txId);
    try {
      await claimBonus(await session.signer(), program.bonusManager, txId);
      toast.success(intl.formatMessage({ id: "bonus.claimed" }));
      void refetch();
    } catch (e) {
      toast.error(message(e));
    } finally {
      setClaiming(null);
    }
  };

  return (
    <div className="stack">
      {header}
      <div className="balance-cards">
        {stats.map(([label, value, testId, accent]) => (
          <div key={testId} className={`stat${accent ? " stat--accent" : ""}`}>
            <span className="stat__label"><FormattedMessage id={label} /></span>
            <span className="stat__value mono" data-testid={testId} data-units={value.toString()}>{formatUnits(value)}</span>
            <span className="stat__unit">SUSD</span>
          </div>
        ))}
      </div>
      <div className="bonus-grid">
        <DepositForm
          key={formKey}
          available={BigInt(data?.balances.susd ?? "0")}
          rateBps={program.rewardRateBps}
          maximum={BigInt(program.rewardMaximum)}
          wagerMultiplier={program.wagerMultiplier}
          expiryDays={program.expiryDays}
          busy={busy}
          paused={program.paused}
          onDeposit={(u) => void deposit(u)}
        />
        <section className="card bonus-how">
          <h2 className="card__title"><FormattedMessage id="bonus.how.title" /></h2>
          <ol className="steps-list">
            <li><FormattedMessage id="bonus.how.deposit" /></li>
            <li><FormattedMessage id="bonus.how.validators" /></li>
            <li><FormattedMessage id="bonus.how.wager" values={{ multiple: program.wagerMultiplier, days: program.expiryDays }} /></li>
            <li><FormattedMessage id="bonus.how.claim" /></li>
          </ol>
        </section>
      </div>
      <BonusTable rows={rows} claiming={claiming} onClaim={(id) => void claim(id)} />
    </div>
  );
}
