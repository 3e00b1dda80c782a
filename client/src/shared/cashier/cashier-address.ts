import { Contract, type ContractRunner } from "ethers";

const TABLE_CASHIER = ["function cashier() view returns (address)"];

/** The cashier a table stakes and pays through, read from the table's contract. */
export async function cashierOfTable(table: string, runner: ContractRunner): Promise<string> {
  return (await new Contract(table, TABLE_CASHIER, runner).getFunction("cashier")()) as string;
}

/** The cashier of the chain configuration, else the one the table names. */
export async function cashierFor(configured: string | null | undefined, table: string, runner: ContractRunner): Promise<string> {
  return configured ?? cashierOfTable(table, runner);
}
