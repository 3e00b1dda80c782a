import { useCallback, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Contract, ContractTransactionResponse, Wallet } from "ethers";
import { cashierRefusalOf } from "../../../shared/cashier/cashier-refusal.js";
import { cashierRefusalText } from "../../../shared/cashier/refusal-text.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { openGameWallet } from "../../../shared/wallet/game-signer.js";
import { cashierAt } from "../chain/cashier-chain.js";

export type TxAction = "limits" | "cancel" | "break" | "resume" | "link";
export type TxState = { action: TxAction; phase: "signing" | "pending" | "confirmed" } | { action: TxAction; phase: "failed"; message: string } | null;

/** The text of a failed settings change: the cashier's rule in words, else gas or a plain failure. */
export function useTxErrorText() {
  const intl = useIntl();
  return useCallback(
    (e: unknown) => {
      const rule = cashierRefusalOf(e);
      if (rule) return cashierRefusalText(rule, intl.locale, intl.timeZone);
      const err = (e ?? {}) as { code?: unknown; message?: unknown };
      if (err.code === "INSUFFICIENT_FUNDS" || /insufficient funds/i.test(String(err.message ?? ""))) return intl.formatMessage({ id: "rg.tx.noGas" });
      return intl.formatMessage({ id: "rg.tx.failed" });
    },
    [intl],
  );
}

/** Sends one settings change to the Cashier from the player's game wallet: signing → pending → confirmed (or why it failed). */
export function useCashierTx(cashier: string | null, onDone: () => unknown) {
  const session = useSession();
  const errorText = useTxErrorText();
  const wallet = useRef<Wallet | null>(null);
  const [state, setState] = useState<TxState>(null);

  const send = useCallback(
    async (action: TxAction, call: (c: Contract) => Promise<ContractTransactionResponse>): Promise<boolean> => {
      const cfg = session.config;
      setState({ action, phase: "signing" });
      try {
        if (!cashier || !cfg || !session.me?.sunc) throw new Error("no game wallet");
        wallet.current ??= await openGameWallet(session.me.sunc.encryptedPrivateKey, await session.secret(), cfg);
        const tx = await call(cashierAt(cashier, wallet.current));
        setState({ action, phase: "pending" });
        await tx.wait();
        setState({ action, phase: "confirmed" });
        await onDone();
        return true;
      } catch (e) {
        setState({ action, phase: "failed", message: errorText(e) });
        return false;
      }
    },
    [cashier, session, errorText, onDone],
  );

  return { state, send };
}
