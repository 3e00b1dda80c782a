import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { hasResult } from "../logic/table-cache.js";
import type { BetRow } from "../model.js";

/** The player's win or loss for a settled (refunded, or forfeited) round; nothing when they did not play it. */
export function RoundOutcome({ bets, state }: { bets: BetRow[]; state: string }) {
  if (!bets.length) return null;
  if (state === "refunded") return <p className="outcome outcome--push"><FormattedMessage id="table.result.refunded" /></p>;
  if (state === "forfeited") return <p className="outcome outcome--win" data-testid="outcome-forfeited"><FormattedMessage id="table.result.forfeited" /></p>;
  if (!hasResult(state) || bets.some((b) => b.payout === null)) return null;
  // Hold'em calls, blackjack doubles, splits and insurance were staked too.
  const stake = bets.reduce((s, b) => s + b.amount + b.extraStake, 0n);
  const paid = bets.reduce((s, b) => s + (b.payout ?? 0n), 0n);
  if (paid > stake) return <p className="outcome outcome--win" data-testid="outcome" data-paid={paid.toString()} data-staked={stake.toString()}><FormattedMessage id="table.result.win" values={{ net: formatToken(paid - stake), amount: formatToken(paid) }} /></p>;
  if (paid === stake) return <p className="outcome outcome--push" data-testid="outcome" data-paid={paid.toString()} data-staked={stake.toString()}><FormattedMessage id="table.result.push" values={{ amount: formatToken(paid) }} /></p>;
  return <p className="outcome outcome--lose" data-testid="outcome" data-paid={paid.toString()} data-staked={stake.toString()}><FormattedMessage id="table.result.lose" /></p>;
}
