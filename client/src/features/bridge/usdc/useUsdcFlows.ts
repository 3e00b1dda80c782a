import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import type { BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { useErrorText } from "../../../shared/session/useErrorText.js";
import { notificationStore } from "../../../shared/ui/notifications.js";
import { useToast } from "../../../shared/ui/toasts.js";
import { claimWithdrawal, depositUsdc, requestWithdrawal, type UsdcProgress } from "./usdc-actions.js";
import type { UsdcMessageId } from "./messages.js";
import { CLEAR_AFTER_MS } from "../hooks/useCurrentBridge.js";
import { useReserves, useUsdcAddresses, useUsdcProcesses, useUsdcWallet } from "./useUsdc.js";

/** SPEC §4 transaction states of the action under way: approving and processing in the wallet, sent, confirmed. */
export type UsdcStep = "approve" | "processing" | "sent" | "confirmed";

/**
 * Flows 1–3 from this tab: the action under way and its step, the USDC balance and allowance, the
 * player's USDC processes and the reserves, all read again when a process of theirs changes.
 */
export function useUsdcFlows(onChanged: () => void) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const session = useSession();
  const addresses = useUsdcAddresses();
  const wallet = useUsdcWallet(addresses);
  const reserves = useReserves();
  const refreshAll = () => {
    void wallet.refresh();
    void reserves.refetch();
    onChanged();
  };
  const processes = useUsdcProcesses(refreshAll);
  const [step, setStep] = useState<UsdcStep | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);
  const text = (id: UsdcMessageId) => intl.formatMessage({ id });
  // A confirmed action's steps stay on show for 5 s (SPEC §9's bridge stop clear), then give way.
  useEffect(() => {
    if (step !== "confirmed") return;
    const timer = setTimeout(() => setStep(null), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const run = async (action: (p: UsdcProgress) => Promise<string>, done: UsdcMessageId) => {
    let approval: number | undefined;
    const progress: UsdcProgress = {
      onApprove: (token) => {
        setStep("approve");
        approval = notificationStore.push({ kind: "info", text: text(token === "USDC" ? "usdc.approveNeeded" : "usdc.approveNeededSusd") });
      },
      onSent: () => {
        if (approval !== undefined) notificationStore.dismiss(approval);
        approval = undefined;
        setStep("sent");
      },
    };
    setStep("processing");
    try {
      await action(progress);
      setStep("confirmed");
      toast.success(text(done));
      refreshAll();
      void processes.refetch();
    } catch (e) {
      setStep(null);
      toast.error(errorText(e));
    } finally {
      if (approval !== undefined) notificationStore.dismiss(approval);
    }
  };

  const cfg = session.config;
  return {
    available: addresses !== null && cfg !== null && cfg !== undefined,
    usdc: wallet.balance,
    allowance: wallet.allowance,
    rows: processes.rows,
    reserves: reserves.reserves,
    step,
    busy: step === "approve" || step === "processing" || step === "sent",
    claiming,
    deposit: (units: bigint) => addresses && run(async (p) => depositUsdc(await session.signer(), addresses, units, p), "usdc.deposited"),
    withdraw: (units: bigint) => addresses && cfg && run(async (p) => requestWithdrawal(await session.signer(), cfg, addresses, units, p), "usdc.requested"),
    claim: async (row: BridgeProcessFieldsFragment) => {
      if (!addresses) return;
      setClaiming(row.withdrawalId);
      await run(async (p) => claimWithdrawal(await session.signer(), addresses, row.withdrawalId, p), "usdc.claimed");
      setClaiming(null);
    },
  };
}
