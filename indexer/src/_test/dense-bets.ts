import { createHash } from "node:crypto";
import { Wallet } from "ethers";
import { deploySuite, type Deployments } from "@sunrise/contracts";
import { RouletteBet } from "@sunrise/games";
import * as tableAbi from "../abi/GameTable.js";
import * as susdAbi from "../abi/SUSD.js";
import * as cashierAbi from "../abi/Cashier.js";
import { devWallet, type LocalChain } from "./chain.js";

const U = (n: number) => BigInt(n) * 10n ** 6n;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

/** Signs and sends calls without waiting for them: they wait in the pool until the next evm_mine. */
class Sender {
  private nonce = 0;
  constructor(private readonly chain: LocalChain, readonly wallet: Wallet, private readonly chainId: number) {}
  async init() {
    this.nonce = Number(BigInt(await this.chain.rpc<string>("eth_getTransactionCount", [this.wallet.address, "pending"])));
    return this;
  }
  send(to: string, data: string, gasLimit = 6_000_000n): Promise<string> {
    const raw = this.wallet.signTransaction({ type: 2, chainId: this.chainId, to, data, nonce: this.nonce++, gasLimit, maxFeePerGas: 100n * 10n ** 9n, maxPriorityFeePerGas: 10n ** 9n });
    return raw.then((r) => this.chain.rpc<string>("eth_sendRawTransaction", [r]));
  }
}

/** The suite on both chains with one roulette table (no dealer: the caller runs its rounds). */
export function deployWithTable(asset: LocalChain, game: LocalChain): Promise<Deployments> {
  return deploySuite({
    assetRpcUrl: asset.url,
    gameRpcUrl: game.url,
    deployerKey: devWallet(0).privateKey,
    validators: [7, 8, 9].map((i) => devWallet(i).address),
    minValidator: 2,
    seedAccounts: [],
    seedAmount: 0n,
    tables: [{ id: 1, gameType: 1, minBet: U(1), maxBet: U(1_000), bankroll: U(100_000_000), roundTimeout: 10 * 86_400 }],
  });
}

export interface DenseBets {
  /** BetPlaced events in total (at least `bets`: whole blocks). */
  bets: number;
  perTx: number;
  txsPerBlock: number;
  blocksPerRound: number;
  players: number;
  /**
   * Close and settle each round (a PagePaid per page of its bets, then RoundSettled) before opening
   * the next. Without it, a round is closed and settled only when its bet slots are needed again
   * (BET_SETS rounds later), and the last rounds stay open.
   */
  settle?: boolean;
}

/**
 * Fills the game chain with bets, `perTx × txsPerBlock` a block: automine off, players' placeBets
 * queued, one evm_mine per block; a round opens every `blocksPerRound` blocks. Returns the head.
 */
export async function placeDenseBets(game: LocalChain, deployments: Deployments, o: DenseBets): Promise<{ head: number; bets: number; rounds: number; blocks: number }> {
  const chainId = deployments.gameChain.chainId;
  const table = deployments.gameChain.contracts["GameTable:1"]!;
  const susd = deployments.gameChain.contracts.SUSD!;
  await game.rpc("evm_setAutomine", [false]);
  const mine = () => game.rpc("evm_mine");
  const admin = await new Sender(game, new Wallet(devWallet(0).privateKey), chainId).init();
  const players = await Promise.all(Array.from({ length: o.players }, (_, i) => new Sender(game, new Wallet(devWallet(i + 1).privateKey), chainId).init()));
  for (const p of players) await admin.send(susd, susdAbi.functions.mint.encode({ to: p.wallet.address, amount: U(10_000_000) }));
  const cashier = deployments.gameChain.contracts.Cashier!;
  for (const p of players) await p.send(susd, susdAbi.functions.approve.encode({ spender: cashier, value: U(10_000_000) }));
  await mine();
  for (const p of players) await p.send(cashier, cashierAbi.functions.deposit.encode({ amount: U(10_000_000) }));
  await mine();

  // A board of straight-ups, splits and reds: every bet names its numbers, as real boards do.
  const board = (n: number, salt: number) =>
    Array.from({ length: n }, (_, i) => {
      const j = i + salt;
      return j % 3 === 0 ? { kind: RouletteBet.STRAIGHT, numbers: [j % 37], amount: U(1) }
        : j % 3 === 1 ? { kind: RouletteBet.SPLIT, numbers: [1 + (j % 33), 4 + (j % 33)], amount: U(2) }
        : { kind: RouletteBet.RED, numbers: [], amount: U(5) };
    });

  const blocks = Math.ceil(o.bets / (o.perTx * o.txsPerBlock));
  // The table's bet slots come in BET_SETS sets taken in turn: round r opens only once round
  // r − BET_SETS is paid in full, in pages of SETTLE_PAGE bets (settle pays the first).
  const view = async <T>(fn: { encode(args: object): string; decodeResult(hex: string): T }) => fn.decodeResult(await game.rpc<string>("eth_call", [{ to: table, data: fn.encode({}) }, "latest"]));
  const [betSets, page] = await Promise.all([view(tableAbi.functions.BET_SETS), view(tableAbi.functions.SETTLE_PAGE)]);
  let roundId = 0n;
  const seeds = new Map<bigint, Buffer>();
  const betsIn = new Map<bigint, number>();
  let last = "";
  const settle = async (id: bigint) => {
    await admin.send(table, tableAbi.functions.closeBetting.encode({ roundId: id }));
    await mine();
    // The contract deals the round and pays its first page (one PagePaid), then payBets a page at a time.
    await admin.send(table, tableAbi.functions.settle.encode({ roundId: id, serverSeed: `0x${seeds.get(id)!.toString("hex")}` }), 16_000_000n);
    await mine();
    for (let paid = page; paid < BigInt(betsIn.get(id) ?? 0); paid += page) {
      await admin.send(table, tableAbi.functions.payBets.encode({ roundId: id, maxBets: page }), 16_000_000n);
      await mine();
    }
  };
  for (let b = 0; b < blocks; b++) {
    if (b % o.blocksPerRound === 0) {
      if (o.settle && roundId > 0n) await settle(roundId);
      // Unsettled rounds stay open until their bet slots are needed again.
      else if (!o.settle && roundId + 1n > betSets) await settle(roundId + 1n - betSets);
      roundId++;
      const seed = sha256(Buffer.from(`bench-${b}`));
      seeds.set(roundId, seed);
      await admin.send(table, tableAbi.functions.openRound.encode({ commitment: `0x${sha256(seed).toString("hex")}`, bettingSeconds: 86_400n }));
      await mine();
    }
    for (let t = 0; t < o.txsPerBlock; t++) {
      const p = players[(b * o.txsPerBlock + t) % o.players]!;
      const playerSeed = `0x${sha256(Buffer.from(`seed-${b}-${t}`)).toString("hex")}`;
      last = await p.send(table, tableAbi.functions.placeBets.encode({ roundId, bets: board(o.perTx, b + t), playerSeed }));
      betsIn.set(roundId, (betsIn.get(roundId) ?? 0) + o.perTx);
    }
    await mine();
  }
  if (o.settle) await settle(roundId);
  const receipt = await game.rpc<{ status: string; logs: unknown[] }>("eth_getTransactionReceipt", [last]);
  if (receipt.status !== "0x1" || receipt.logs.length < o.perTx) throw new Error(`the last placeBets failed: ${JSON.stringify(receipt).slice(0, 300)}`);
  const head = Number(BigInt(await game.rpc<string>("eth_blockNumber")));
  return { head, bets: blocks * o.perTx * o.txsPerBlock, rounds: Number(roundId), blocks };
}
