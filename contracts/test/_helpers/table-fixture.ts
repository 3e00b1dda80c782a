import { createHash } from "node:crypto";
import type { network } from "hardhat";
import type { GameTable, SUSD } from "../../types/ethers-contracts/index.js";
import type { Cashier } from "../../types/ethers-contracts/cashier/index.js";
import type { ITableRules } from "../../types/ethers-contracts/rules/index.js";

export type Ethers = Awaited<ReturnType<typeof network.create>>["ethers"];
export type Signer = Awaited<ReturnType<Ethers["getSigners"]>>[number];

export const U = (n: number | bigint) => BigInt(n) * 10n ** 6n;
/** sha256 of the seed's 32 bytes, as the table checks a revealed seed. */
export const commitmentOf = (seed: string) => "0x" + createHash("sha256").update(Buffer.from(seed.slice(2), "hex")).digest("hex");

export const RULES_BY_GAME = { 1: "RouletteRules", 2: "BaccaratRules", 4: "SicBoRules", 5: "DragonTigerRules", 6: "MoneyWheelRules" } as const;
export type RulesGame = keyof typeof RULES_BY_GAME;

export interface TableOptions {
  gameType: RulesGame;
  variant?: number;
  minBet?: bigint;
  maxBet?: bigint;
  bankroll?: bigint;
  /** Game SUSD minted to each player, all deposited at the cashier. */
  wallet?: bigint;
  tableId?: number;
}

export interface TableFixture {
  admin: Signer;
  players: Signer[];
  stranger: Signer;
  susd: SUSD;
  cashier: Cashier;
  table: GameTable;
  rules: ITableRules;
}

/** SUSD and the cashier, with the admin as its admin; `wallet` minted to each player and deposited. */
export async function deployCashier(ethers: Ethers, players: readonly Signer[], wallet: bigint): Promise<{ susd: SUSD; cashier: Cashier }> {
  const [admin] = await ethers.getSigners();
  const susd = await ethers.deployContract("SUSD", [admin!.address]);
  await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
  const cashier = (await ethers.deployContract("Cashier", [await susd.getAddress(), admin!.address])) as unknown as Cashier;
  for (const p of players) await fundPlayer(susd, cashier, p, wallet);
  return { susd, cashier };
}

/** Mints `amount` to the player and deposits it at the cashier. */
export async function fundPlayer(susd: SUSD, cashier: Cashier, player: Signer, amount: bigint): Promise<void> {
  await susd.mint(player.address, amount);
  await susd.connect(player).approve(await cashier.getAddress(), amount);
  await cashier.connect(player).deposit(amount);
}

/** Registers a table at the cashier and funds its house's bankroll. */
export async function openHouse(susd: SUSD, cashier: Cashier, admin: Signer, table: string, bankroll: bigint): Promise<void> {
  await cashier.grantRole(await cashier.TABLE_ROLE(), table);
  await susd.mint(admin.address, bankroll);
  await susd.connect(admin).approve(await cashier.getAddress(), bankroll);
  await cashier.connect(admin).fundHouse(table, bankroll);
}

/** What the table's house at the cashier holds (bankroll and escrow) and reserves for unpaid bets. */
export async function houseOf(f: { cashier: Cashier; table: { getAddress(): Promise<string> } }): Promise<{ balance: bigint; reserved: bigint }> {
  const h = await f.cashier.houses(await f.table.getAddress());
  return { balance: h.balance, reserved: h.reserved };
}

/** SUSD, the cashier, the game's rules contract and one table with the admin as dealer and pauser; players funded at the cashier. */
export async function deployTable(ethers: Ethers, o: TableOptions): Promise<TableFixture> {
  const [admin, p1, p2, p3, stranger] = await ethers.getSigners();
  const players = [p1!, p2!, p3!];
  const { susd, cashier } = await deployCashier(ethers, players, o.wallet ?? U(100_000));
  const rules = (await ethers.deployContract(RULES_BY_GAME[o.gameType])) as unknown as ITableRules;
  const args = [await cashier.getAddress(), o.tableId ?? 1, o.gameType, await rules.getAddress(), o.variant ?? 0, o.minBet ?? U(1), o.maxBet ?? U(100), admin!.address] as const;
  const table = await ethers.deployContract("GameTable", [...args]);
  for (const role of [await table.OPERATOR_ROLE(), await table.PAUSER_ROLE()]) await table.grantRole(role, admin!.address);
  await openHouse(susd, cashier, admin!, await table.getAddress(), o.bankroll ?? U(1_000_000));
  return { admin: admin!, players, stranger: stranger!, susd, cashier, table, rules };
}

/** A 32-byte value from a label (seeds, player seeds). */
export const bytes32 = (ethers: Ethers, label: string) => ethers.id(label);
