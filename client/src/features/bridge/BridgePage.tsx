import { useCallback, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useErrorText } from "../../shared/session/useErrorText.js";
import { useToast } from "../../shared/ui/toasts.js";
import { BalanceCards } from "./components/BalanceCards.js";
import { BridgeForm, type Direction } from "./components/BridgeForm.js";
import { BridgeHistory } from "./components/BridgeHistory.js";
import { ClaimHistory } from "./components/ClaimHistory.js";
import { CurrentProcess } from "./components/CurrentProcess.js";
import { PairBanner } from "./components/PairBanner.js";
import { inFlightTransfers, useSteadyBalances } from "./hooks/useSteadyBalances.js";
import { useBridgeHistory } from "./hooks/useBridgeHistory.js";
import { useCurrentBridge } from "./hooks/useCurrentBridge.js";
import { transferProgress } from "./transfer-progress.js";
import { bridgeToAsset, bridgeToGame, openGameWallet, pairedBurnAddress } from "./bridge-actions.js";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { usdcEn, usdcJa } from "./usdc/messages.js";
import { UsdcClaimHistory } from "./usdc/UsdcClaimHistory.js";
import { UsdcSection } from "./usdc/UsdcSection.js";
import { useUsdcFlows } from "./usdc/useUsdcFlows.js";

/** /bridge: USDC ⇄ SUSD on the asset chain (flows 1–3) and SUSD between the chains (90/91), one balance panel. */
export function BridgePage() {
  return (
    <PageMessages en={usdcEn} ja={usdcJa}>
      <Bridge />
    </PageMessages>
  );
}

function Bridge() {
  const intl = useIntl();
  const toast = useToast();
  const message = useErrorText();
  const session = useSession();
  const balances = useSteadyBalances();
  const history = useBridgeHistory();
  const [direction, setDirection] = useState<Direction>("toGame");
  const [busy, setBusy] = useState(false);
  /** Bumped once a transfer is broadcast, to start the next one from an empty form. */
  const [formKey, setFormKey] = useState(0);
  const [paired, setPaired] = useState<boolean | null>(null);
  const cfg = session.config;
  const me = session.me;

  const onDone = useCallback(() => {
    void balances.refetch();
    void history.refetch();
    toast.success(intl.formatMessage({ id: "bridge.done" }));
  }, [balances, history, toast, intl]);
  const bridge = useCurrentBridge(onDone);
  const usdc = useUsdcFlows(() => {
    void balances.refetch();
    void history.refetch();
  });
  const currentId = bridge.current?.id;
  const refetchHistory = history.refetch;
  // A new transfer joins the history at once (deliberately keyed on its id only).
  useEffect(() => {
    if (currentId) void refetchHistory();
  }, [currentId]);

  const checkPair = useCallback(async () => {
    if (!cfg || !session.active) return;
    setPaired((await pairedBurnAddress(cfg, session.active.address).catch(() => "unknown")) !== null);
  }, [cfg, session.active]);
  useEffect(() => void checkPair(), [checkPair]);

  const submit = async (units: bigint) => {
    if (!cfg || !me?.sunc) return;
    setBusy(true);
    const progress = transferProgress({
      text: (id) => intl.formatMessage({ id }),
      success: toast.success,
      onSent: (hash) => {
        bridge.markSubmitted(hash);
        setFormKey((k) => k + 1);
      },
    });
    try {
      const hash =
        direction === "toGame"
          ? await bridgeToGame(await session.signer(), cfg, units, progress)
          : await bridgeToAsset(await openGameWallet(me.sunc.encryptedPrivateKey, await session.secret(), cfg), cfg, units, progress);
      // Burned: the balances are read again and the amount shows in flight in the same update.
      inFlightTransfers.noteMined(hash, units);
    } catch (e) {
      toast.error(message(e));
    } finally {
      progress.end();
      setBusy(false);
    }
  };

  const header = (
    <header className="page__header">
      <h1><FormattedMessage id="bridge.title" /></h1>
      <p className="muted"><FormattedMessage id="bridge.subtitle" /></p>
    </header>
  );

  if (session.status !== "signedIn" || !cfg) {
    return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="bridge.signInFirst" /></div></div>;
  }
  if (session.meLoaded && !me) {
    return <div className="stack">{header}<div className="card empty-state"><FormattedMessage id="bridge.registerFirst" /></div></div>;
  }

  const gameForm = (
    <BridgeForm
      key={formKey}
      direction={direction}
      onDirection={setDirection}
      available={direction === "toGame" ? balances.susd : balances.g1Susd}
      min={BigInt(cfg.minBridgeAmount)}
      max={BigInt(cfg.maxBridgeAmount)}
      busy={busy}
      inFlight={bridge.inFlight}
      onSubmit={(u) => void submit(u)}
    />
  );
  const gameStatus = <CurrentProcess process={bridge.current} submitted={bridge.submitted} live={bridge.live} minValidator={cfg.minValidator} />;

  return (
    <div className="stack">
      {header}
      <BalanceCards susd={balances.susd} g1Susd={balances.g1Susd} bsusd={balances.bsusd} total={balances.total} inFlight={balances.inFlight} usdc={usdc.available ? (usdc.usdc ?? 0n) : undefined} />
      {paired === false && me?.sunc && <PairBanner onPaired={checkPair} />}
      {usdc.available ? (
        <UsdcSection flows={usdc} susd={balances.susd} min={BigInt(cfg.minBridgeAmount)} max={BigInt(cfg.maxBridgeAmount)} gameForm={gameForm} gameStatus={gameStatus} />
      ) : (
        <div className="bridge-grid">{gameForm}{gameStatus}</div>
      )}
      <BridgeHistory rows={history.rows} />
      {usdc.available && <UsdcClaimHistory rows={usdc.rows} />}
      <ClaimHistory />
    </div>
  );
}
