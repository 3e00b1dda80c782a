import { createHash } from "node:crypto";
import { Contract, id, NonceManager, Wallet, hexlify, randomBytes } from "ethers";
import { ChainProvider, deployContract, depositAtCashier, openHouse, type Deployments } from "@sunrise/contracts";
import { BaccaratBet, dealShoeRound, DragonTigerBet, MoneyWheelBet, RouletteBet, SicBoBet, shoeCommitment, type ShoeCommitment } from "@sunrise/games";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { devWallet, type LocalChain } from "./chain.js";

export const SUSD = 1_000_000n;
const sha256 = (hex: string) => `0x${createHash("sha256").update(Buffer.from(hex.slice(2), "hex")).digest("hex")}`;

/** One table of each game the contract deals, with a board of bets a player places each round. */
export const GAME_TABLES = [
  { tableId: 1, gameType: 1, rules: "RouletteRules", bets: [{ kind: RouletteBet.RED, numbers: [] as number[] }, { kind: RouletteBet.STRAIGHT, numbers: [17] }, { kind: RouletteBet.SPLIT, numbers: [17, 20] }] },
  { tableId: 2, gameType: 2, rules: "BaccaratRules", bets: [{ kind: BaccaratBet.BANKER, numbers: [] as number[] }, { kind: BaccaratBet.PLAYER, numbers: [] }, { kind: BaccaratBet.TIE, numbers: [] }] },
  { tableId: 4, gameType: 4, rules: "SicBoRules", bets: [{ kind: SicBoBet.BIG, numbers: [] as number[] }, { kind: SicBoBet.SMALL, numbers: [] }] },
  { tableId: 5, gameType: 5, rules: "DragonTigerRules", bets: [{ kind: DragonTigerBet.DRAGON, numbers: [] as number[] }, { kind: DragonTigerBet.TIE, numbers: [] }] },
  { tableId: 6, gameType: 6, rules: "MoneyWheelRules", bets: [{ kind: MoneyWheelBet.N1!, numbers: [] as number[] }, { kind: MoneyWheelBet.N2!, numbers: [] }] },
] as const;

/**
 * The game chain's side of the suite as the indexer reads it: SUSD, the bridge, each game's rules
 * and one table per game (devWallet 0 as admin and dealer, devWallet 1 a funded player). The asset
 * chain entry is a placeholder: a game-chain indexer never reads it.
 */
export async function deployGameTables(game: LocalChain, chainId: number): Promise<Deployments> {
  const provider = new ChainProvider(game.url, chainId, { pollingInterval: 50 });
  try {
    const admin = new NonceManager(new Wallet(devWallet(0).privateKey, provider));
    const player = new NonceManager(new Wallet(devWallet(1).privateKey, provider));
    const send = async (c: Contract, fn: string, ...args: unknown[]) => (await c.getFunction(fn)(...args)).wait();
    const startBlock = (await provider.getBlockNumber()) + 1;
    const susd = await deployContract(admin, "SUSD", [devWallet(0).address]);
    const bridge = await deployContract(admin, "GameChainBridge", [await susd.getAddress(), 31337, 2, devWallet(0).address]);
    await send(susd, "grantRole", id("MINTER_ROLE"), devWallet(0).address);
    await send(susd, "mint", devWallet(1).address, 10_000_000n * SUSD);
    const cashier = await (await deployContract(admin, "Cashier", [await susd.getAddress(), devWallet(0).address])).getAddress();
    const contracts: Record<string, string> = { SUSD: await susd.getAddress(), GameChainBridge: await bridge.getAddress(), Cashier: cashier };
    for (const t of GAME_TABLES) {
      const rules = await deployContract(admin, t.rules, []);
      const table = await deployContract(admin, "GameTable", [cashier, t.tableId, t.gameType, await rules.getAddress(), 0, SUSD, 1_000n * SUSD, devWallet(0).address]);
      await send(table, "grantRole", id("OPERATOR_ROLE"), devWallet(0).address);
      await openHouse(admin, cashier, await susd.getAddress(), await table.getAddress(), 100_000_000n * SUSD);
      contracts[`GameTable:${t.tableId}`] = await table.getAddress();
    }
    await depositAtCashier(player, cashier, await susd.getAddress(), 10_000_000n * SUSD);
    const placeholder = { chainId: 31337, rpcUrl: "http://127.0.0.1:1", startBlock: 0, contracts: {} };
    return { assetChain: placeholder, gameChain: { chainId, rpcUrl: game.url, startBlock, contracts } };
  } finally {
    provider.destroy();
  }
}

/** Runs rounds at the tables as a dealer would (commit, bets with player seeds, close, reveal), shoes included. */
export class RoundDriver {
  private readonly admin: NonceManager;
  private readonly player: NonceManager;
  private readonly shoes = new Map<string, ShoeCommitment>();

  constructor(readonly provider: ChainProvider) {
    this.admin = new NonceManager(new Wallet(devWallet(0).privateKey, provider));
    this.player = new NonceManager(new Wallet(devWallet(1).privateKey, provider));
  }

  /** A round seed known to the test: it is revealed anyway. */
  static seed(table: string, roundId: number): string {
    return `0x${createHash("sha256").update(`${table.toLowerCase()}:${roundId}`).digest("hex")}`;
  }

  static shoeSeed(table: string, shoeId: number): string {
    return `0x${createHash("sha256").update(`${table.toLowerCase()}:shoe:${shoeId}`).digest("hex")}`;
  }

  /** Plays one round at `address`: `players` placeBets calls of the table's board, then close and settle. */
  async playRound(address: string, gameType: number, board: readonly { kind: number; numbers: readonly number[] }[], players = 2): Promise<number> {
    const table = new Contract(address, tableAbi, this.admin);
    const call = async (fn: string, ...args: unknown[]) => (await table.getFunction(fn)(...args)).wait();
    const usesShoe = Boolean(await table.getFunction("usesShoe")());
    if (usesShoe) await this.keepShoe(table);
    const roundId = Number(await table.getFunction("roundCount")()) + 1;
    await call("openRound", usesShoe ? `0x${"0".repeat(64)}` : sha256(RoundDriver.seed(address, roundId)), 3_600);
    const asPlayer = table.connect(this.player) as Contract;
    for (let p = 0; p < players; p++) {
      const bets = board.map((b, i) => ({ kind: b.kind, numbers: [...b.numbers], amount: BigInt(1 + ((i + p + roundId) % 5)) * SUSD }));
      await (await asPlayer.getFunction("placeBets")(roundId, bets, hexlify(randomBytes(32)))).wait();
    }
    await call("closeBetting", roundId);
    if (usesShoe) {
      const r = await table.getFunction("rounds")(roundId);
      const shoe = this.shoeOf(address, Number(r.shoeId), (await table.getFunction("shoes")(r.shoeId)).clientSeed);
      const dealt = dealShoeRound(gameType, shoe.cards, Number(r.firstPosition));
      await call("settleShoeRound", roundId, dealt.cards.map((_, i) => shoe.cardProof(Number(r.firstPosition) + i)));
    } else {
      await call("settle", roundId, RoundDriver.seed(address, roundId));
    }
    // A round of more bets than one page: the rest is paid in further transactions.
    while (Number((await table.getFunction("rounds")(roundId)).state) === 3) await call("payBets", roundId, 400);
    return roundId;
  }

  /** Starts a shoe when none is dealing (revealing a finished one first) and publishes its root. */
  private async keepShoe(table: Contract): Promise<void> {
    const address = await table.getAddress();
    const call = async (fn: string, ...args: unknown[]) => (await table.getFunction(fn)(...args)).wait();
    let [shoeId, shoe] = await table.getFunction("currentShoe")();
    if (Number(shoe.state) === 3) await call("revealShoe", RoundDriver.shoeSeed(address, Number(shoeId)));
    if (Number(shoe.state) === 2) return;
    if (Number(shoe.state) !== 1) {
      await call("startShoe", sha256(RoundDriver.shoeSeed(address, Number(shoeId) + 1)));
      [shoeId, shoe] = await table.getFunction("currentShoe")();
    }
    const start = await this.provider.getBlock(Number(shoe.startedBlock));
    const c = this.shoeOf(address, Number(shoeId), start!.hash!);
    await call("setShoeRoot", c.root, c.cutIndex, c.cardProof(0));
  }

  shoeOf(address: string, shoeId: number, clientSeed: string): ShoeCommitment {
    const key = `${address}:${shoeId}`;
    if (!this.shoes.has(key)) this.shoes.set(key, shoeCommitment(RoundDriver.shoeSeed(address, shoeId), clientSeed, shoeId));
    return this.shoes.get(key)!;
  }
}
