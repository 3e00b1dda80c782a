import { describe, expect, it } from "vitest";
import { baccarat, BaccaratBet as B } from "../games/baccarat.js";
import { dragonTiger } from "../games/dragon-tiger.js";
import { moneyWheel, WHEEL } from "../games/money-wheel.js";
import { sicBo, SicBoBet as S } from "../games/sicbo.js";
import { baccaratBoardBets, dragonTigerBoardBets, moneyWheelBoardBets, moneyWheelSegments, sicBoBoardBets } from "./game-boards.js";

const ok = (game: { validateBet: (b: { kind: number; numbers: number[]; amount: bigint }) => { ok: boolean } }, bets: { kind: number; numbers: number[] }[]) =>
  bets.every((b) => game.validateBet({ ...b, amount: 1n }).ok);

describe("betting boards", () => {
  it("offers super 6 only at no-commission baccarat tables, and egalité 0–9 at both", () => {
    const commission = baccaratBoardBets({ noCommission: false });
    const noCommission = baccaratBoardBets({ noCommission: true });
    expect(commission.map((b) => b.kind)).not.toContain(B.SUPER_6);
    expect(noCommission.map((b) => b.kind)).toContain(B.SUPER_6);
    expect(commission.filter((b) => b.name.startsWith("egalite")).map((b) => b.pays)).toEqual(["150:1", "215:1", "225:1", "200:1", "120:1", "110:1", "45:1", "45:1", "80:1", "80:1"]);
    expect(commission.find((b) => b.kind === B.BANKER)!.pays).toBe("19:20");
    expect(ok(baccarat({ commission: true }), commission)).toBe(true);
    expect(ok(baccarat({ commission: false }), noCommission)).toBe(true);
  });

  it("lays out sic bo's 50 standard boxes, each a valid bet, totals with their own pays", () => {
    const bets = sicBoBoardBets();
    expect(bets).toHaveLength(2 + 6 + 1 + 6 + 14 + 15 + 6);
    expect(ok(sicBo, bets)).toBe(true);
    expect(bets.find((b) => b.kind === S.TOTAL && b.numbers[0] === 10)!.pays).toBe("6:1");
    expect(bets.filter((b) => b.kind === S.COMBINATION)).toHaveLength(15);
  });

  it("has dragon tiger's four boxes and the money wheel's six numbers", () => {
    expect(dragonTigerBoardBets().map((b) => b.name)).toEqual(["dragon", "tiger", "tie", "suited tie"]);
    expect(ok(dragonTiger, dragonTigerBoardBets())).toBe(true);
    expect(moneyWheelBoardBets().map((b) => b.pays)).toEqual(["1:1", "2:1", "5:1", "10:1", "20:1", "40:1"]);
    expect(ok(moneyWheel, moneyWheelBoardBets())).toBe(true);
  });

  it("names the money wheel segments a round landed on, multipliers first", () => {
    const x2 = WHEEL.indexOf("x2");
    const ten = WHEEL.indexOf(10);
    expect(moneyWheelSegments({ spins: [x2, ten] })).toEqual(["x2", 10]);
  });
});
