import { dealTableRound, encodeOutcome, streamClientSeed, verifyCommitment, type TableOutcome } from "@sunrise/games";
import type { CloseOnChain } from "../chain/close-on-chain.js";
import type { RoundRecord } from "../round-record.js";
import { attempt, check, holds, sameCodes, type FairnessCheck } from "./check.js";
import { sameJson } from "./same-json.js";

export interface StreamVerification {
  checks: FairnessCheck[];
  /** The client seed folded here from the close's block hash and the player seeds (null without the close). */
  clientSeed: string | null;
  derived: TableOutcome | null;
}

export type StreamRoundRecord = RoundRecord & { serverSeed: string; clientSeed: string };

/**
 * A settled roulette, sic bo or money wheel round checked here: the revealed seed is the committed
 * one; given the close as the chain records it, the client seed is the close's block hash folded
 * with every player's seed in log order, and the table contract holds that same client seed; the
 * games engine deals from the seeds exactly the result recorded and the outcome the contract paid on.
 */
export function verifyStreamRound(r: StreamRoundRecord, close: CloseOnChain | null): StreamVerification {
  const client = r.clientSeed.toLowerCase();
  const checks: FairnessCheck[] = [check("commitment", "verify.commitment", holds(() => verifyCommitment(r.serverSeed, r.commitment)))];
  const seeds = r.playerSeeds ?? [];
  const clientSeed = close ? attempt(() => streamClientSeed(close.closeBlockHash, seeds)) : null;
  if (close) {
    checks.push(check("client-seed", "verify.clientSeed", clientSeed === client, { count: seeds.length }));
    checks.push(check("chain-client-seed", "verify.chainClientSeed", close.clientSeed.toLowerCase() === client));
  }
  const derived = attempt(() => dealTableRound(r.gameType, { serverSeed: r.serverSeed, clientSeed: r.clientSeed, roundId: r.roundId }));
  checks.push(check("result", "verify.result", derived !== null && !!r.result && sameJson(derived, r.result)));
  const codes = r.outcome;
  if (codes) checks.push(check("outcome", "verify.outcome", derived !== null && holds(() => sameCodes(encodeOutcome(derived), codes))));
  return { checks, clientSeed, derived };
}
