import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Wallet } from "ethers";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { openGameWallet } from "../../../shared/wallet/game-signer.js";
import { useToast } from "../../../shared/ui/toasts.js";
import type { TableData } from "../model.js";
import { decisionIn, windowOpen, type DecisionRecord, type DecisionRound } from "./decision-round.js";
import { cashierFor } from "../../../shared/cashier/cashier-address.js";
import { useReportStakeRefusal } from "../../../shared/cashier/report-refusal.js";
import { sendDecision } from "./decide.js";
import { DecisionRefusal, decisionRefusalText } from "./decision-refusals.js";
import type { Sending } from "./DecisionBar.js";
import type { DecisionOption, DecisionPrompt } from "./seat.js";

/**
 * The viewer's decisions at a hold'em or blackjack table: checked here first (signed in, window
 * still open, not decided yet, balance for the extra stake), then sent from the game wallet. Each
 * accepted decision is kept until the API lists it; every refusal is a toast in the player's language.
 */
export function useDecide(table: TableData, round: DecisionRound | null, balance: bigint | null, now: number) {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const reportRefusal = useReportStakeRefusal();
  const wallet = useRef<Wallet | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  const [sent, setSent] = useState<DecisionRecord[]>([]);
  const roundId = round?.roundId ?? -1;
  useEffect(() => setSent([]), [roundId]);

  const decide = useCallback(
    async (prompt: DecisionPrompt, option: DecisionOption) => {
      if (!round || sending) return;
      const window = round.window;
      try {
        if (session.status !== "signedIn") throw new DecisionRefusal("signIn");
        if (!windowOpen(round, now)) throw new DecisionRefusal("windowClosed");
        if (decisionIn(round.decisions, prompt.betIndex, window) || sent.some((d) => d.betIndex === prompt.betIndex && d.window === window)) throw new DecisionRefusal("alreadyDecided");
        if (balance !== null && option.extraStake > balance) throw new DecisionRefusal("insufficient");
        const cfg = session.config;
        if (!session.me?.sunc || !cfg) throw new DecisionRefusal("noGameWallet");
        setSending({ betIndex: prompt.betIndex, action: option.action, depositing: false });
        wallet.current ??= await openGameWallet(session.me.sunc.encryptedPrivateKey, await session.secret(), cfg);
        await sendDecision({
          wallet: wallet.current, table: table.contractAddress, cashier: await cashierFor(cfg.cashier, table.contractAddress, wallet.current),
          token: table.game.erc20Address, roundId: round.roundId, betIndex: prompt.betIndex, hand: prompt.hand, action: option.action, extraStake: option.extraStake,
          onDeposit: () => setSending((s) => s && { ...s, depositing: true }),
        });
        setSent((s) => [...s, { betIndex: prompt.betIndex, hand: prompt.hand, window, action: option.action, extraStake: option.extraStake, sent: true }]);
        toast.success(intl.formatMessage({ id: "decision.accepted" }, { action: intl.formatMessage({ id: `decision.action.${option.name}` }) }));
      } catch (e) {
        reportRefusal(e);
        toast.error(decisionRefusalText(e, intl));
      } finally {
        setSending(null);
      }
    },
    [round, sending, session, now, sent, balance, table.contractAddress, table.game.erc20Address, toast, intl, reportRefusal],
  );

  return { sending, sent, decide };
}
