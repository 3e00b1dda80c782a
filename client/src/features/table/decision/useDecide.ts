import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Wallet } from "ethers";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { openGameWallet } from "../../../shared/wallet/game-signer.js";
import { useToast } from "../../../shared/ui/toasts.js";
import type { TableData } from "../model.js";
import { decisionIn, windowOpen, type DecisionRecord, type DecisionRound } from "./decision-round.js";
import { useReportStakeRefusal } from "../../../shared/cashier/report-refusal.js";
import { signedDecision } from "./decide.js";
import { useSubmitDecision } from "./useSubmitDecision.js";
import { DecisionRefusal, decisionRefusalText } from "./decision-refusals.js";
import type { Sending } from "./DecisionBar.js";
import type { DecisionOption, DecisionPrompt } from "./seat.js";

/**
 * The viewer's decisions at a hold'em or blackjack table: checked here first (signed in, window
 * still open, not decided yet, balance for the extra stake), then signed with the game wallet and
 * handed to the dealer, who sends them in batches. Each accepted decision is kept until the API
 * lists it; every refusal, here or the table's, is a toast in the player's language.
 */
export function useDecide(table: TableData, round: DecisionRound | null, balance: bigint | null, now: number) {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const reportRefusal = useReportStakeRefusal();
  const submit = useSubmitDecision();
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
        const input = await signedDecision({
          wallet: wallet.current, chainId: cfg.gameChainId, tableId: table.id, table: table.contractAddress, cashier: cfg.cashier ?? null, token: table.game.erc20Address,
          roundId: round.roundId, betIndex: prompt.betIndex, window, hand: prompt.hand, action: option.action, extraStake: option.extraStake,
          onDeposit: () => setSending((s) => s && { ...s, depositing: true }),
        });
        // A PENDING answer counts as sent: the round lists the decision once the dealer's batch is mined.
        await submit(input);
        setSent((s) => [...s, { betIndex: prompt.betIndex, hand: prompt.hand, window, action: option.action, extraStake: option.extraStake, sent: true }]);
        toast.success(intl.formatMessage({ id: "decision.accepted" }, { action: intl.formatMessage({ id: `decision.action.${option.name}` }) }));
      } catch (e) {
        reportRefusal(e);
        toast.error(decisionRefusalText(e, intl));
      } finally {
        setSending(null);
      }
    },
    [round, sending, session, now, sent, balance, table.id, table.contractAddress, table.game.erc20Address, toast, intl, reportRefusal, submit],
  );

  return { sending, sent, decide };
}
