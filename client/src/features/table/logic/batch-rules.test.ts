// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HoldemBet, RouletteBet } from "@sunrise/games";
import { batchRefusal } from "./batch-rules.js";

const bet = (kind: number) => ({ kind, numbers: [], amount: 1_000_000n });

describe("a batch's own rules", () => {
  it("refuses a hold'em AA bonus sent without an ante, and takes it with one", () => {
    expect(batchRefusal([bet(HoldemBet.AA_BONUS)])).toBe("bonusNeedsAnte");
    expect(batchRefusal([bet(HoldemBet.AA_BONUS), bet(HoldemBet.ANTE)])).toBeNull();
    expect(batchRefusal([bet(HoldemBet.ANTE)])).toBeNull();
    expect(batchRefusal([bet(RouletteBet.RED)])).toBeNull();
  });
});
