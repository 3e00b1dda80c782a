import type { Viewer } from "../../context.js";
import type { ChainService } from "../chain/chain.service.js";

export interface Balances {
  id: string;
  susd: string;
  g1Susd: string;
  bsusd: string;
  total: string;
}

/** SPEC §3 balances, read from chain in token units: total = susd + g1Susd. */
export class BalancesService {
  constructor(private readonly chain: ChainService) {}

  async gameBalance(suncAddress: string | null | undefined): Promise<bigint> {
    return suncAddress ? ((await this.chain.gameSusd.getFunction("balanceOf")(suncAddress)) as bigint) : 0n;
  }

  async forViewer(viewer: Viewer): Promise<Balances> {
    const [susd, g1Susd] = await Promise.all([
      this.chain.assetSusd.getFunction("balanceOf")(viewer.address) as Promise<bigint>,
      this.gameBalance(viewer.user?.suncAddress),
    ]);
    // Bonus SUSD is locked in the bonus program, which is not deployed yet: nothing is locked.
    const bsusd = 0n;
    return { id: viewer.address, susd: susd.toString(), g1Susd: g1Susd.toString(), bsusd: bsusd.toString(), total: (susd + g1Susd).toString() };
  }
}
