import type { Spot, SpotTotals } from "../logic/spot.js";
import type { BetRow, RoundData } from "../model.js";

/** What the shell gives every game's board. */
export interface BoardProps {
  /** The player's chips per spot: sent this round plus those not sent yet. */
  mine: SpotTotals;
  /** Other players' bets per spot this round. */
  others: SpotTotals;
  /** Spots the revealed result pays (empty until a result is shown). */
  winning: ReadonlySet<string>;
  disabled: boolean;
  noCommission: boolean;
  onBet(spot: Spot): void;
  /**
   * The round whose cards the felt shows and the viewer's bets in it: hold'em and blackjack show the cards dealt and each
   * bet's hands (the ended round's until the next one deals).
   */
  round?: RoundData | null;
  myBets?: readonly BetRow[];
}
