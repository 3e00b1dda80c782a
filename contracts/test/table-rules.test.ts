import { expect } from "chai";
import { network } from "hardhat";
import { dealShoeRound } from "@sunrise/games";
import { SeededRandom } from "./_helpers/seeded-random.js";

const { ethers } = await network.create();
const deploy = async () => ({
  roulette: await ethers.deployContract("RouletteRules"),
  sicBo: await ethers.deployContract("SicBoRules"),
  moneyWheel: await ethers.deployContract("MoneyWheelRules"),
  baccarat: await ethers.deployContract("BaccaratRules"),
  dragonTiger: await ethers.deployContract("DragonTigerRules"),
});

describe("Table rules contracts", () => {
  it("name each refused bet's reason and give none for a valid bet", async () => {
    const r = await deploy();
    const cases: [Awaited<ReturnType<typeof deploy>>[keyof Awaited<ReturnType<typeof deploy>>], number, number[], number, string][] = [
      [r.roulette, 1002, [17, 21], 0, "Numbers do not form a split bet"],
      [r.roulette, 1003, [1, 2, 4], 0, "Numbers do not form a street bet"],
      [r.roulette, 1005, [2, 3, 4, 5, 6, 7], 0, "Numbers do not form a line bet"],
      [r.roulette, 1007, [0], 0, "Numbers do not form a dozen bet"],
      [r.roulette, 1013, [19], 0, "Numbers do not form a high bet"],
      [r.roulette, 1014, [], 0, "Unknown bet kind"],
      [r.roulette, 4001, [], 0, "Unknown bet kind"],
      [r.roulette, 1002, [20, 17], 0, ""],
      [r.sicBo, 4006, [3, 3], 0, "Numbers do not form that sic bo bet"],
      [r.sicBo, 4008, [18], 0, "Numbers do not form that sic bo bet"],
      [r.sicBo, 4009, [], 0, "Unknown bet kind"],
      [r.sicBo, 4006, [6, 2], 0, ""],
      [r.moneyWheel, 6001, [1], 0, "Money wheel bets name no numbers"],
      [r.moneyWheel, 6007, [], 0, "Unknown bet kind"],
      [r.baccarat, 2007, [], 0, "Super 6 is offered only without commission"],
      [r.baccarat, 2007, [], 1, ""],
      [r.baccarat, 2001, [], 2, "Unknown table variant"],
      [r.baccarat, 2001, [1], 0, "Baccarat bets name no numbers"],
      [r.baccarat, 2110, [], 0, "Unknown bet kind"],
      [r.baccarat, 2008, [], 0, "Unknown bet kind"],
      [r.dragonTiger, 5004, [2], 0, "Dragon tiger bets name no numbers"],
      [r.dragonTiger, 5005, [], 0, "Unknown bet kind"],
    ];
    for (const [rules, kind, numbers, variant, reason] of cases) {
      expect(await rules.betError(kind, numbers, variant), `${kind} [${numbers}]`).to.equal(reason);
      expect((await rules.maxReturnX100(kind, numbers, variant)) === 0n, `${kind} [${numbers}]`).to.equal(reason !== "");
    }
    expect(await r.baccarat.maxReturnX100(2002, [], 0)).to.equal(195n);
    expect(await r.baccarat.maxReturnX100(2002, [], 1)).to.equal(200n);
    expect(await r.moneyWheel.maxReturnX100(6006, [], 0)).to.equal(196_100n); // 40 × 49 + 1
  });

  it("refuse outcomes no deal could give and the other kind of round", async () => {
    const r = await deploy();
    // One bet as the table stores it (BetWord): kind 1001 above bit 32, 1 SUSD above bit 48, its numbers (count, then [17]) above bit 144.
    const bets = [(1001n << 32n) | (1_000_000n << 48n) | ((1n | (17n << 8n)) << 144n)];
    const invalid: [typeof r.roulette, number[]][] = [
      [r.roulette, []], [r.roulette, [37]], [r.roulette, [1, 2]],
      [r.sicBo, [1, 2]], [r.sicBo, [0, 1, 2]], [r.sicBo, [1, 2, 7]],
      [r.moneyWheel, []], [r.moneyWheel, [0]], [r.moneyWheel, [1, 2]], [r.moneyWheel, [54]],
      [r.baccarat, [1, 2, 3]], [r.baccarat, [8, 0, 0, 0, 1]], [r.baccarat, [0, 0, 0, 0, 52]], [r.baccarat, [1, 1, 1, 1, 1, 1, 1]],
      [r.dragonTiger, [1]], [r.dragonTiger, [52, 1]], [r.dragonTiger, [1, 2, 3]],
    ];
    for (const [rules, outcome] of invalid) {
      await expect(rules.payouts(outcome, 0, bets), `[${outcome}]`).to.be.revertedWith("Invalid outcome");
    }
    for (const rules of [r.roulette, r.sicBo, r.moneyWheel]) {
      await expect(rules.cardsNeeded([])).to.be.revertedWith("Not a shoe game");
      await expect(rules.shoeRoot(ethers.ZeroHash, ethers.ZeroHash, 1)).to.be.revertedWith("Not a shoe game");
      expect(await rules.usesShoe()).to.equal(false);
    }
    for (const rules of [r.baccarat, r.dragonTiger]) {
      await expect(rules.dealFromSeeds(ethers.ZeroHash, ethers.ZeroHash, 1)).to.be.revertedWith("Shoe games deal from proven cards");
      expect(await rules.usesShoe()).to.equal(true);
    }
  });

  it("ask for exactly the cards the engine's drawing rules take, for random hands", async () => {
    const r = await deploy();
    const random = new SeededRandom(2024);
    for (let hand = 0; hand < 150; hand++) {
      const cards = Array.from({ length: 6 }, () => random.int(52));
      for (const [rules, gameType] of [[r.baccarat, 2], [r.dragonTiger, 5]] as const) {
        const taken = dealShoeRound(gameType, cards, 0).cards.length;
        for (let k = 0; k <= taken; k++) {
          const more = Number(await rules.cardsNeeded(cards.slice(0, k)));
          if (k === taken) expect(more, `[${cards}] after ${k}`).to.equal(0);
          else expect(more, `[${cards}] after ${k}`).to.be.within(1, taken - k);
        }
      }
    }
  });
});
