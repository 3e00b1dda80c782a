import { shoeCommitment, type CardProof, type ShoeCommitment } from "@sunrise/games";
import type { GameTable } from "../../types/ethers-contracts/index.js";
import { commitmentOf, type Ethers } from "./table-fixture.js";

export type CardProofInput = { card: number; salt: string; proof: string[] };

/** The proofs of `count` consecutive positions from `position`, as settleShoeRound and setShoeRoot take them. */
export const cardProofs = (shoe: Pick<ShoeCommitment, "cardProof">, position: number, count: number): CardProofInput[] =>
  Array.from({ length: count }, (_, i): CardProof => shoe.cardProof(position + i)).map((c) => ({ card: c.card, salt: c.salt, proof: [...c.proof] }));

/** What an honest dealer does to start a shoe: commit, wait a block for the entropy, publish root, cut and burn card. */
export async function dealShoe(ethers: Ethers, table: GameTable, shoeSeed: string): Promise<{ shoe: ShoeCommitment; shoeId: number }> {
  const started = await (await table.startShoe(commitmentOf(shoeSeed))).wait();
  const shoeId = Number(await table.shoeCount());
  const clientSeed = (await ethers.provider.getBlock(started!.blockNumber))!.hash!;
  const shoe = shoeCommitment(shoeSeed, clientSeed, shoeId);
  await table.setShoeRoot(shoe.root, shoe.cutIndex, cardProofs(shoe, 0, 1)[0]!);
  return { shoe, shoeId };
}
