import type { EntityManager } from "@sunrise/db";
import type { Viewer } from "../../request-context.js";
import type { ChainService } from "../chain/chain.service.js";
import type { BonusService } from "../bonus/bonus.service.js";

export interface Balances {
  id: string;
  susd: string;
  g1Susd: string;
  bsusd: string;
  total: string;
}

/** SPEC §3 balances, read from chain in token units: total = susd + g1Susd. */
export class BalancesService {
  constructor(
    private readonly chain: ChainService,
    private readonly bonus: BonusService,
  ) {}

  /** What the game wallet can bet: its balance at the cashier (its player's account) and any game SUSD it holds itself. */
  async gameBalance(suncAddress: string | null | undefined): Promise<bigint> {
    if (!suncAddress) return 0n;
    const [held, atCashier] = await Promise.all([
      this.chain.gameSusd.getFunction("balanceOf")(suncAddress) as Promise<bigint>,
      this.chain.cashier.getFunction("balanceOf")(suncAddress) as Promise<bigint>,
    ]);
    return held + atCashier;
  }

  async forViewer(em: EntityManager, viewer: Viewer): Promise<Balances> {
    const [susd, g1Susd, bsusd] = await Promise.all([
      this.chain.assetSusd.getFunction("balanceOf")(viewer.address) as Promise<bigint>,
      this.gameBalance(viewer.user?.suncAddress),
      this.bonus.lockedOf(em, viewer.address),
    ]);
    return { id: viewer.address, susd: susd.toString(), g1Susd: g1Susd.toString(), bsusd: bsusd.toString(), total: (susd + g1Susd).toString() };
  }
}
