// The dealer alone, as the operator runs it, for tests that kill it: GAME_RPC_URL, GAME_CHAIN_ID, TABLES (comma-separated addresses), DEALER_KEY, DEALER_SECRET, BETTING_SECONDS.
import { every } from "../../loop.js";
import { Dealer } from "../dealer.js";
import { readDealtTables } from "../start.js";
import { gameChains } from "./tables.js";

const env = process.env as Record<string, string>;
const chainId = Number(env.GAME_CHAIN_ID);
const addresses = env.TABLES!.split(",");
const chains = gameChains({ url: env.GAME_RPC_URL!, chainId } as Parameters<typeof gameChains>[0], Object.fromEntries(addresses.map((a, i) => [`GameTable:${i + 1}`, a])));
const tables = await readDealtTables(chains);
const open = new Map(addresses.map((a) => [a.toLowerCase(), Number(env.BETTING_SECONDS ?? 1)]));
const dealer = new Dealer(chains, { key: env.DEALER_KEY!, secret: env.DEALER_SECRET!, tables, schedule: async () => open });
every(50, () => dealer.tick(), (e) => console.warn(`[dealer] ${(e as Error).message}`));
console.log(`dealer running at ${tables.length} tables`);
