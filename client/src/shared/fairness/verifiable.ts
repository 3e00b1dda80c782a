/** States in which a round has something to check: its outcome is on chain, or it was forfeited. */
const VERIFIABLE = new Set(["revealed", "settled", "forfeited"]);

export const isVerifiable = (round: { state: string }) => VERIFIABLE.has(round.state);
