import type { GatewayEnv } from "./env.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { BalancesService } from "./modules/balances/balances.service.js";
import { BridgeService } from "./modules/bridge/bridge.service.js";
import { ChainService } from "./modules/chain/chain.service.js";
import { UserService } from "./modules/users/user.service.js";
import { BonusService } from "./modules/bonus/bonus.service.js";
import { StakingService } from "./modules/staking/staking.service.js";
import { TablesService } from "./modules/tables/tables.service.js";
import { StatsService } from "./modules/stats/stats.service.js";

export interface Services {
  auth: AuthService;
  users: UserService;
  bridge: BridgeService;
  chain: ChainService;
  balances: BalancesService;
  bonus: BonusService;
  staking: StakingService;
  tables: TablesService;
  stats: StatsService;
}

export function createServices(env: GatewayEnv): Services {
  const chain = new ChainService(env);
  const bonus = new BonusService();
  return {
    auth: new AuthService(env),
    users: new UserService(),
    bridge: new BridgeService(),
    chain,
    balances: new BalancesService(chain, bonus),
    bonus,
    staking: new StakingService(),
    tables: new TablesService(),
    stats: new StatsService(),
  };
}
