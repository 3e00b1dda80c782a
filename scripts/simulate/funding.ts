import { Contract, parseEther, Wallet } from "ethers";
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { SerialSigner, type ChainProvider } from "@sunrise/contracts";

/** The funding account ran out: named with what it holds, so the operator knows what to top up. */
export class FunderEmptyError extends Error {
  constructor(address: string, holds: bigint, needs: bigint) {
    super(`crowd funder ${address} holds ${holds} SUSD token units on the asset chain, needs ${needs} per player (seeded at deploy; see README "Simulated crowd")`);
  }
}

/** Gas each new wallet gets: plenty for a demo session's transactions on a local chain. */
const GAS = parseEther("1");

/**
 * The crowd's on-ramp: one account that holds asset-chain SUSD and ETH on both chains gives each
 * new player what a real player brings (SUSD and gas in the main wallet, gas for the game wallet);
 * everything after that goes through the platform's own flows.
 */
export class Funder {
  private readonly asset: SerialSigner;
  private readonly game: SerialSigner;

  constructor(key: string, asset: ChainProvider, game: ChainProvider, private readonly assetSusd: string) {
    this.asset = new SerialSigner(new Wallet(key, asset));
    this.game = new SerialSigner(new Wallet(key, game));
  }

  address(): Promise<string> {
    return this.asset.getAddress();
  }

  async fund(main: string, gameWallet: string, susd: bigint): Promise<void> {
    const token = new Contract(this.assetSusd, susdAbi, this.asset);
    const holds = (await token.getFunction("balanceOf")(await this.address())) as bigint;
    if (holds < susd) throw new FunderEmptyError(await this.address(), holds, susd);
    const sent = [
      await this.asset.sendTransaction({ to: main, value: GAS }),
      await token.getFunction("transfer")(main, susd),
      await this.game.sendTransaction({ to: gameWallet, value: GAS }),
    ];
    await Promise.all(sent.map((tx) => tx.wait()));
  }
}
