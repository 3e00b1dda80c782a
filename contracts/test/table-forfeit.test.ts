// Withholding never pays: the same round settled, then (from a snapshot) withheld and forfeited.
import { expect } from "chai";
import { network } from "hardhat";
import { dealShoeRound } from "@sunrise/games";
import { commitmentOf, deployTable, houseOf, U, type TableFixture } from "./_helpers/table-fixture.js";
import { cardProofs, dealShoe } from "./_helpers/shoe-dealer.js";

const { ethers, networkHelpers } = await network.create();
const PLAYER = 2001;
const BANKER = 2002;
const TIE = 2003;

/** What the round cost the house: what left the table's house at the cashier (negative when it won), all of it into the players' cashier balances. */
async function houseCost(f: TableFixture, run: () => Promise<unknown>): Promise<bigint> {
  const players = async () => (await Promise.all(f.players.map((p) => f.cashier.balanceOf(p.address)))).reduce((a, b) => a + b, 0n);
  const [before, playersBefore] = [(await houseOf(f)).balance, await players()];
  await run();
  const cost = before - (await houseOf(f)).balance;
  expect((await players()) - playersBefore).to.equal(cost);
  expect(await f.susd.balanceOf(await f.table.getAddress())).to.equal(0n);
  return cost;
}

describe("GameTable forfeits", () => {
  it("a dealer that withholds a baccarat round it loses pays every bet's worst case: more than settling would have cost", async () => {
    const f = await deployTable(ethers, { gameType: 2 });
    const { shoe } = await dealShoe(ethers, f.table, ethers.id("shoe"));
    const dealt = dealShoeRound(2, shoe.cards, shoe.firstPosition);
    const { winner } = dealt.outcome as { winner: "player" | "banker" | "tie" };
    // The players happen to back the winner with 100 and the other side with 10: the house loses the round.
    const big = winner === "player" ? PLAYER : winner === "banker" ? BANKER : TIE;
    const small = winner === "player" ? BANKER : PLAYER;
    await f.table.openRound(ethers.ZeroHash, 60);
    const stake = U(100) + U(10);
    const placed = await houseCost(f, () => f.table.connect(f.players[0]!).placeBets(1, [{ kind: big, numbers: [], amount: U(100) }, { kind: small, numbers: [], amount: U(10) }], ethers.ZeroHash));
    expect(placed).to.equal(-stake);
    await f.table.closeBetting(1);
    const snapshot = await networkHelpers.takeSnapshot();
    const settled = await houseCost(f, () => f.table.settleShoeRound(1, cardProofs(shoe, shoe.firstPosition, dealt.cards.length)));
    await snapshot.restore();
    await networkHelpers.time.increaseTo((await f.table.rounds(1)).settleBy);
    const forfeited = await houseCost(f, () => f.table.connect(f.stranger).forfeit(1));
    // Net of the stakes, in SUSD: player wins 90 settled vs 109.5 forfeited; banker 85 vs 105; a tie 800 vs 810.
    const expected = {
      player: [U(200) - stake, U(200) + 19_500_000n - stake],
      banker: [U(195) - stake, U(195) + U(20) - stake],
      tie: [U(900) + U(10) - stake, U(900) + U(20) - stake],
    }[winner];
    expect([settled - stake, forfeited - stake]).to.deep.equal(expected);
    expect(forfeited).to.be.greaterThan(settled);
    expect((await houseOf(f)).reserved).to.equal(0n);
  });

  it("a roulette round withheld costs the worst case of every bet, strictly more than any pocket's payouts", async () => {
    const f = await deployTable(ethers, { gameType: 1 });
    const seed = ethers.id("server seed");
    await f.table.openRound(commitmentOf(seed), 60);
    // A board covering every pocket: one straight up each and red. Its worst case is 37 × 36 + 20 = 1,352 SUSD.
    const board = [...Array.from({ length: 37 }, (_, n) => ({ kind: 1001, numbers: [n], amount: U(1) })), { kind: 1008, numbers: [], amount: U(10) }];
    await f.table.connect(f.players[0]!).placeBets(1, board, ethers.id("player"));
    await f.table.closeBetting(1);
    const snapshot = await networkHelpers.takeSnapshot();
    const settled = await houseCost(f, () => f.table.settle(1, seed));
    const [pocket] = (await f.table.outcomeOf(1)).map(Number);
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket!);
    expect(settled).to.equal(U(36) + (red ? U(20) : 0n));
    await snapshot.restore();
    await networkHelpers.time.increaseTo((await f.table.rounds(1)).settleBy);
    await expect(f.table.settle(1, seed)).to.be.revertedWithCustomError(f.table, "RoundTimedOut").withArgs(1);
    const forfeited = await houseCost(f, () => f.table.forfeit(1));
    expect(forfeited).to.equal(U(1_352));
    expect(forfeited - settled).to.be.greaterThanOrEqual(U(1_296));
  });

  it("forfeits a closed round at once when its client seed leaves blockhash's window, before its deadline", async () => {
    const f = await deployTable(ethers, { gameType: 6 });
    await f.table.openRound(commitmentOf(ethers.id("s")), 60);
    await f.table.connect(f.players[0]!).placeBets(1, [{ kind: 6006, numbers: [], amount: U(1) }], ethers.ZeroHash);
    await f.table.closeBetting(1);
    await networkHelpers.mine(255); // the next block still reaches the close's hash
    await expect(f.table.forfeit(1)).to.be.revertedWith("Round has not timed out");
    await networkHelpers.mine(1);
    await expect(f.table.settle(1, ethers.id("s"))).to.be.revertedWith("Client seed expired");
    // The 40 segment with two 7x multipliers: 40 × 49 + 1 = 1,961 SUSD for 1 staked.
    await expect(f.table.forfeit(1)).to.emit(f.table, "RoundForfeited").withArgs(1n, 1n, U(1_961)).and.to.emit(f.table, "PagePaid").withArgs(1n, 1n, 0n, [U(1_961)]);
  });
});
