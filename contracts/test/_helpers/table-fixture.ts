import { createHash } from "node:crypto";
import type { network } from "hardhat";
import type { GameTable, SUSD } from "../../types/ethers-contracts/index.js";
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
  /** Game SUSD minted to each player, all approved to the table. */
  wallet?: bigint;
  tableId?: number;
}

export interface TableFixture {
  admin: Signer;
  players: Signer[];
  stranger: Signer;
  susd: SUSD;
  table: GameTable;
  rules: ITableRules;
}

/** SUSD, the game's rules contract and one table with the admin as dealer and pauser; players funded and approved. */
export async function deployTable(ethers: Ethers, o: TableOptions): Promise<TableFixture> {
  const [admin, p1, p2, p3, stranger] = await ethers.getSigners();
  const susd = await ethers.deployContract("SUSD", [admin!.address]);
  await susd.grantRole(await susd.MINTER_ROLE(), admin!.address);
  const rules = (await ethers.deployContract(RULES_BY_GAME[o.gameType])) as unknown as ITableRules;
  const args = [await susd.getAddress(), o.tableId ?? 1, o.gameType, await rules.getAddress(), o.variant ?? 0, o.minBet ?? U(1), o.maxBet ?? U(100), admin!.address] as const;
  const table = await ethers.deployContract("GameTable", [...args]);
  for (const role of [await table.OPERATOR_ROLE(), await table.PAUSER_ROLE()]) await table.grantRole(role, admin!.address);
  await susd.mint(await table.getAddress(), o.bankroll ?? U(1_000_000));
  const players = [p1!, p2!, p3!];
  for (const p of players) {
    await susd.mint(p.address, o.wallet ?? U(100_000));
    await susd.connect(p).approve(await table.getAddress(), o.wallet ?? U(100_000));
  }
  return { admin: admin!, players, stranger: stranger!, susd, table, rules };
}

/** A 32-byte value from a label (seeds, player seeds). */
export const bytes32 = (ethers: Ethers, label: string) => ethers.id(label);
