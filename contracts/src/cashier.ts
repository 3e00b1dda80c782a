import { Contract, MaxUint256, id, type InterfaceAbi, type Signer } from "ethers";
import { readArtifact } from "./artifacts.js";

const abiOf = (name: string) => readArtifact(name).abi as InterfaceAbi;

async function send(contract: Contract, fn: string, ...args: unknown[]): Promise<void> {
  await (await contract.getFunction(fn)(...args)).wait();
}

/**
 * Registers a table at the game chain's cashier (TABLE_ROLE) and funds its house with `bankroll`
 * newly minted SUSD. `admin` holds the cashier's admin role and SUSD's MINTER_ROLE.
 */
export async function openHouse(admin: Signer, cashier: string, susd: string, table: string, bankroll: bigint): Promise<void> {
  const c = new Contract(cashier, abiOf("Cashier"), admin);
  const token = new Contract(susd, abiOf("SUSD"), admin);
  await send(c, "grantRole", id("TABLE_ROLE"), table);
  await send(token, "mint", await admin.getAddress(), bankroll);
  if (((await token.getFunction("allowance")(await admin.getAddress(), cashier)) as bigint) < bankroll) await send(token, "approve", cashier, MaxUint256);
  await send(c, "fundHouse", table, bankroll);
}

/** Moves `amount` of the player's game SUSD into their cashier balance (approving the cashier first when short). */
export async function depositAtCashier(player: Signer, cashier: string, susd: string, amount: bigint): Promise<void> {
  const token = new Contract(susd, abiOf("SUSD"), player);
  if (((await token.getFunction("allowance")(await player.getAddress(), cashier)) as bigint) < amount) await send(token, "approve", cashier, MaxUint256);
  await send(new Contract(cashier, abiOf("Cashier"), player), "deposit", amount);
}
