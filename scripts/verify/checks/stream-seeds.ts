import { commitment, dealTableRound, encodeOutcome, streamClientSeed, verifyCommitment, type TableOutcome } from "@sunrise/games";
import { describeOutcome } from "./describe.js";
import { check, section, type RoundRecord, type Section, type TableFacts } from "./records.js";

const sameCodes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const short = (hex: string) => `${hex.slice(0, 10)}…${hex.slice(-6)}`;

/**
 * A stream round (roulette, sic bo, money wheel): the revealed seed against its commitment, the
 * client seed recomputed from the close block's hash and the players' seeds, and the outcome dealt
 * again by the games engine against the one the contract computed.
 */
export function checkStreamRound(table: TableFacts, r: RoundRecord & { revealed: NonNullable<RoundRecord["revealed"]> }): { sections: Section[]; outcome: TableOutcome | null } {
  const { serverSeed, clientSeed, outcome: onChain } = r.revealed;
  const seeds = section("Seeds", [
    check("server seed matches the commitment published when the round opened", verifyCommitment(serverSeed, r.commitment), `sha256(${short(serverSeed)}) = 0x${commitment(serverSeed)}`),
  ]);
  if (!r.closed) {
    seeds.checks.push(check("betting was closed on chain", false, "no BettingClosed event"));
    return { sections: [seeds], outcome: null };
  }
  const recomputed = streamClientSeed(r.closed.blockHash, r.playerSeeds);
  seeds.notes.push(`betting closed in block ${r.closed.block}, hash ${r.closed.blockHash}`);
  for (const p of r.playerSeeds) seeds.notes.push(`player seed ${p.seed} from ${p.player}`);
  seeds.checks.push(check(`client seed = keccak256(close block hash, ${r.playerSeeds.length} player seed${r.playerSeeds.length === 1 ? "" : "s"} folded in log order)`, recomputed === clientSeed.toLowerCase(), `recomputed ${recomputed}, on chain ${clientSeed}`));

  const dealt = dealTableRound(table.gameType, { serverSeed, clientSeed: recomputed, roundId: r.roundId.toString() })!;
  const codes = encodeOutcome(dealt);
  const result = section("Outcome", [
    check("the games engine deals the outcome the contract computed (RoundRevealed)", sameCodes(codes, onChain), `engine [${codes.join(", ")}], contract [${onChain.join(", ")}]`),
    check("the contract's stored outcome (outcomeOf) is the revealed one", sameCodes(r.storedOutcome, onChain), `[${r.storedOutcome.join(", ")}]`),
  ], [describeOutcome(dealt)]);
  return { sections: [seeds, result], outcome: dealt };
}
