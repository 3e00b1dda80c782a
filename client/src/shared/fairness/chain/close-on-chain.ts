import { Contract, type InterfaceAbi, type Provider } from "ethers";
import gameTableAbi from "@sunrise/contracts/abi/GameTable.json";

/** A stream round's close as the game chain itself records it, read without trusting our API. */
export interface CloseOnChain {
  closedBlock: number;
  /** The hash of the block `closeBetting` was mined in. */
  closeBlockHash: string;
  /** The client seed the table contract derived from that hash and the players' seeds. */
  clientSeed: string;
}

/**
 * Reads `rounds(roundId)` from the table contract and the close's block; null while the round has
 * not closed. `abi` is the table's: GameTable's, or DecisionTable's for hold'em and blackjack.
 */
export async function readCloseOnChain(provider: Provider, table: string, roundId: number, abi: InterfaceAbi = gameTableAbi): Promise<CloseOnChain | null> {
  const round = (await new Contract(table, abi, provider).getFunction("rounds")(roundId)) as { closedBlock: bigint; clientSeed: string };
  const closedBlock = Number(round.closedBlock);
  if (!closedBlock) return null;
  const block = await provider.getBlock(closedBlock);
  return block?.hash ? { closedBlock, closeBlockHash: block.hash.toLowerCase(), clientSeed: round.clientSeed.toLowerCase() } : null;
}
