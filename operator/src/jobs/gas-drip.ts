import type { SerialSigner } from "@sunrise/contracts";
import { User, type Orm } from "@sunrise/db";
import type { Chains } from "../chains.js";

/**
 * Gives each registered player's game-chain (sunc) wallet enough gas for its bridge
 * transactions, once: a wallet already holding gas is left alone.
 */
export class GasDrip {
  private readonly funded = new Set<string>();
  private readonly signer: SerialSigner;

  constructor(key: string, private readonly amount: bigint, private readonly chains: Chains, private readonly orm: Orm) {
    this.signer = chains.signer(key, "game");
  }

  async tick(): Promise<void> {
    const users = await this.orm.em.fork().find(User, { suncAddress: { $ne: null } }, { fields: ["suncAddress"] });
    for (const { suncAddress } of users) {
      if (!suncAddress || this.funded.has(suncAddress)) continue;
      const balance = await this.chains.game.provider.getBalance(suncAddress);
      if (balance < this.amount / 2n) {
        const tx = await this.signer.sendTransaction({ to: suncAddress, value: this.amount });
        await tx.wait();
      }
      this.funded.add(suncAddress);
    }
  }
}
