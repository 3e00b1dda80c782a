import { readFileSync } from "node:fs";
import { Interface } from "ethers";

// Random game-chain and asset-chain blocks, as the processor hands them to `handleBatch`: rounds
// opened on several tables, bets from a pool of players (big amounts included), rounds settled
// (sometimes in pages across blocks), forfeited or refunded, decision tables' raised stakes, and
// bridge withdrawals both ways.
// One table per block, so a player's first bets never tie across tables.

const abi = (name: string) => new Interface(JSON.parse(readFileSync(new URL(`../../../../contracts/abi/${name}.json`, import.meta.url), "utf8")));
const tableAbi = abi("GameTable");
const decisionAbi = abi("DecisionTable");
const bridgeAbi = abi("AssetChainBridge");

/** A GameTable event as the chain logs it. */
export function tableLog(address: string, name: string, args: unknown[], logIndex = 0): Log {
  const { topics, data } = tableAbi.encodeEventLog(name, args);
  return { address, topics, data, logIndex, transactionHash: `0x${String(logIndex + 1).padStart(64, "0")}` };
}

/** A decision table (hold'em, blackjack) lets players raise their bets between the close and the settlement. */
export interface RandomTable { id: number; address: string; gameType: number; decisions?: boolean }
export interface Log { address: string; topics: string[]; data: string; logIndex: number; transactionHash: string }
export interface Block { header: { height: number; hash: string; timestamp: number }; logs: Log[] }

interface OpenRound { roundId: number; bets: { player: string; amount: bigint; paid: boolean }[]; closed: boolean; decided: boolean; forfeited: boolean }

/** Everything the generator draws from: copy it to generate two different futures from one past. */
export interface ChainState {
  seed: number;
  height: number;
  time: number;
  rounds: Record<number, OpenRound | undefined>;
  nextRound: Record<number, number>;
  withdrawals: number;
}

const hex32 = (n: number | bigint) => `0x${n.toString(16).padStart(64, "0")}`;
export const playerAddress = (n: number) => `0x${(0xe000 + n).toString(16).padStart(40, "0")}`;

export class RandomChain {
  constructor(
    readonly state: ChainState,
    private readonly tables: RandomTable[],
    private readonly bridge: string,
    private readonly players: number,
    private readonly fork = "a",
  ) {}

  static start(seed: number, startTime: number, tables: RandomTable[], bridge: string, players: number): RandomChain {
    return new RandomChain({ seed, height: 0, time: startTime, rounds: {}, nextRound: {}, withdrawals: 0 }, tables, bridge, players);
  }

  /** The same past, a future of its own (another fork letter in block hashes). */
  branch(fork: string, seed: number): RandomChain {
    return new RandomChain({ ...structuredClone(this.state), seed }, this.tables, this.bridge, this.players, fork);
  }

  /** mulberry32 */
  private random(): number {
    let t = (this.state.seed = (this.state.seed + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }

  private amount(): bigint {
    if (this.random() < 0.03) return 10n ** 22n + BigInt(this.int(1000)); // beyond 2^53: must stay exact
    return BigInt(1 + this.int(500)) * 1_000_000n + BigInt(this.int(1000));
  }

  /** The next game-chain block: one table's round moves on, sometimes with a withdrawal to the asset chain. */
  gameBlock(): Block {
    const logs: Log[] = [];
    const emit = (address: string, iface: Interface, name: string, args: unknown[]) => {
      const { topics, data } = iface.encodeEventLog(name, args);
      logs.push({ address, topics, data, logIndex: logs.length, transactionHash: hex32(this.state.height * 1000 + logs.length) });
    };
    const header = this.nextHeader();
    const table = this.tables[this.int(this.tables.length)]!;
    const t = (name: string, args: unknown[]) => emit(table.address, tableAbi, name, [table.id, ...args]);
    const now = Math.floor(header.timestamp / 1000);
    let round = this.state.rounds[table.id];
    if (!round) {
      const roundId = (this.state.nextRound[table.id] = (this.state.nextRound[table.id] ?? 0) + 1);
      round = this.state.rounds[table.id] = { roundId, bets: [], closed: false, decided: false, forfeited: false };
      t("RoundOpened", [roundId, table.gameType, hex32(roundId), now, now + 30]);
      this.placeBets(round, t);
    } else if (!round.closed && this.random() < 0.5) {
      this.placeBets(round, t);
    } else if (!round.closed && this.random() < 0.1) {
      t("RoundRefunded", [round.roundId, round.bets.reduce((s, b) => s + b.amount, 0n)]);
      this.state.rounds[table.id] = undefined;
    } else if (!round.closed) {
      round.closed = true;
      t("BettingClosed", [round.roundId, header.height, now]);
    } else if (table.decisions && !round.decided) {
      round.decided = true;
      const { roundId } = round;
      const decisions = round.bets.map((bet, index) => {
        const extra = this.random() < 0.4 ? bet.amount : 0n; // a double (or a call), else a stand
        bet.amount += extra;
        return { index, player: bet.player, action: extra > 0n ? 2 : 1, extra };
      });
      // Every other round's decisions were signed and relayed in one batch (its extra stakes fit a word's 64 bits), the others sent one by one.
      if (roundId % 2 === 0 && decisions.every((x) => x.extra < 2n ** 64n)) {
        const words = decisions.map((x) => BigInt(x.player) | (BigInt(x.index) << 160n) | (BigInt(x.action) << 184n) | (x.extra << 192n));
        emit(table.address, decisionAbi, "DecisionsRelayed", [table.id, roundId, 1, words]);
      } else {
        for (const x of decisions) emit(table.address, decisionAbi, "Decision", [table.id, roundId, x.index, x.player, 0, 1, x.action, x.extra]);
      }
    } else if (table.decisions && !round.forfeited && round.bets.every((b) => !b.paid) && this.random() < 0.1) {
      t("RoundRefunded", [round.roundId, round.bets.reduce((s, b) => s + b.amount, 0n)]);
      this.state.rounds[table.id] = undefined;
    } else {
      if (!round.forfeited && this.random() < 0.1) {
        round.forfeited = true;
        t("RoundForfeited", [round.roundId, round.bets.reduce((s, b) => s + b.amount * 2n, 0n)]);
      }
      // Paid in pages, in bet order: some bets now (one PagePaid), the rest in a later block.
      const fromBet = round.bets.findIndex((b) => !b.paid);
      const page = round.bets.slice(fromBet, fromBet + 1 + this.int(round.bets.length - fromBet));
      const { forfeited } = round;
      const payouts = page.map((bet) => {
        bet.paid = true;
        return forfeited ? bet.amount * 2n : this.random() < 0.45 ? bet.amount * BigInt(1 + this.int(3)) : 0n;
      });
      t("PagePaid", [round.roundId, fromBet, payouts]);
      if (round.bets.every((b) => b.paid)) {
        t("RoundSettled", [round.roundId, hex32(7), hex32(8), round.bets.reduce((s, b) => s + b.amount, 0n), 0n]);
        this.state.rounds[table.id] = undefined;
      }
    }
    if (this.random() < 0.15) this.withdrawal(emit, 31337);
    return { header, logs };
  }

  /** The next asset-chain block: a withdrawal to the game chain. */
  assetBlock(): Block {
    const logs: Log[] = [];
    const header = this.nextHeader();
    this.withdrawal((address, iface, name, args) => {
      const { topics, data } = iface.encodeEventLog(name, args);
      logs.push({ address, topics, data, logIndex: logs.length, transactionHash: hex32(header.height) });
    }, 31338);
    return { header, logs };
  }

  private placeBets(round: OpenRound, t: (name: string, args: unknown[]) => void): void {
    for (let n = 1 + this.int(4); n > 0; n--) {
      const player = playerAddress(this.int(this.players));
      const amount = this.amount();
      t("BetPlaced", [round.roundId, round.bets.length, player, 1, [17], amount]);
      round.bets.push({ player, amount, paid: false });
    }
  }

  private withdrawal(emit: (address: string, iface: Interface, name: string, args: unknown[]) => void, target: number): void {
    const id = ++this.state.withdrawals;
    const player = playerAddress(this.int(this.players));
    emit(this.bridge, bridgeAbi, "BridgeWithdrawal", [hex32(BigInt(target) * 1_000_000n + BigInt(id) + (this.fork === "a" ? 0n : 500_000n)), player, player, this.amount(), target]);
  }

  /** Blocks minutes to hours apart, so a run crosses days, weeks and months. */
  private nextHeader(): Block["header"] {
    this.state.height += 1;
    this.state.time += (60 + this.int(6 * 3600)) * 1000;
    return { height: this.state.height, hash: `0x${this.fork}${String(this.state.height).padStart(63, "0")}`, timestamp: this.state.time };
  }
}
