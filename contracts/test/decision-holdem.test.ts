// Casino hold'em on a DecisionTable: the deal's proven cards, call or fold in the window, the settle's deck check and payouts.
import { expect } from "chai";
import { network } from "hardhat";
import { dealTableRound, encodeOutcome, HoldemAction, HoldemBet, roundDeckCommitment, settleDecisionBets, type DecisionOutcome } from "@sunrise/games";
import { houseOf, U } from "./_helpers/table-fixture.js";
import { DecisionDealer, DecisionState, deployDecisionTable } from "./_helpers/decision-fixture.js";
import { eventsOf, settledPayouts } from "./_helpers/events.js";

const { ethers, networkHelpers } = await network.create();
const SEED = ethers.id("holdem server seed");
const { CALL, FOLD } = HoldemAction;
const ante = (amount: bigint) => ({ kind: HoldemBet.ANTE, numbers: [], amount });
const bonus = (amount: bigint) => ({ kind: HoldemBet.AA_BONUS, numbers: [], amount });

async function dealtRound() {
  const f = await deployDecisionTable(ethers, { gameType: 3, tableId: 13 });
  const dealer = new DecisionDealer(ethers, f.table, 3);
  const roundId = await dealer.open(SEED);
  const [p1, p2, p3] = f.players as [typeof f.admin, typeof f.admin, typeof f.admin];
  await f.table.connect(p1).placeBets(roundId, [ante(U(10)), bonus(U(2))], ethers.id("p1"));
  await f.table.connect(p2).placeBets(roundId, [ante(U(5))], ethers.id("p2"));
  await f.table.connect(p3).placeBets(roundId, [ante(U(7))], ethers.id("p3"));
  await f.table.closeBetting(roundId);
  const deal = await dealer.deal(roundId, SEED);
  return { ...f, dealer, roundId, deal, p1, p2, p3 };
}

describe("DecisionTable: casino hold'em", () => {
  it("recomputes the games engine's round deck and root on chain", async () => {
    const { rules } = await deployDecisionTable(ethers, { gameType: 3 });
    const [server, client] = [`0x${"11".repeat(32)}`, `0x${"22".repeat(32)}`];
    const [root, cards] = await rules.deck(server, client, 1, 9);
    expect(root).to.equal("0xe5c94bea10bfba2a80ba730deae867641e330c0c5cc7de7134c39ceef4719c6d");
    expect(cards.map(Number)).to.deep.equal([44, 28, 38, 16, 39, 15, 25, 9, 40]);
    const blackjack = await ethers.deployContract("BlackjackRules");
    const [bjRoot, bjCards] = await blackjack.deck(server, client, 1, 6);
    expect([bjRoot, bjCards.map(Number)]).to.deep.equal(["0x244b9a1db74f60884bfdd77dc7a290f3be17822f0902bbaa402a69982960d8c8", [39, 40, 23, 51, 21, 1]]);
    expect(bjRoot).to.equal(roundDeckCommitment(server, client, 1, 8).root);
  });

  it("deals the players' two cards and the flop proven against the deck's root, and opens the decision window", async () => {
    const { table, roundId, deal, dealer } = await dealtRound();
    const deck = await dealer.deckOf(roundId, SEED);
    const r = await table.rounds(roundId);
    const [dealt] = eventsOf(table, deal, "RoundDealt");
    expect([dealt!.args.clientSeed, dealt!.args.root]).to.deep.equal([r.clientSeed, deck.root]);
    const [proven] = eventsOf(table, deal, "CardsProven");
    expect(proven!.args.positions.map(Number)).to.deep.equal([0, 1, 4, 5, 6]);
    expect(proven!.args.cards.map(Number)).to.deep.equal([0, 1, 4, 5, 6].map((p) => deck.cards[p]));
    const [opened] = eventsOf(table, deal, "WindowOpened");
    const block = await ethers.provider.getBlock(deal!.blockNumber);
    expect([opened!.args.window, opened!.args.closesAt, opened!.args.settleBy]).to.deep.equal([1n, BigInt(block!.timestamp + 10), BigInt(block!.timestamp + 10 + 3600)]);
    expect([r.state, r.window, r.windowClosesAt, r.root]).to.deep.equal([DecisionState.Dealt, 1n, BigInt(block!.timestamp + 10), deck.root]);
    expect((await table.dealPositions()).map(Number)).to.deep.equal([0, 1, 4, 5, 6]);
    expect((await table.shownCards(roundId)).map(Number)).to.deep.equal([0, 1, 4, 5, 6].map((p) => deck.cards[p]));
  });

  it("takes each player's call or fold on their own ante, once, inside the window, escrowing the call", async () => {
    const f = await dealtRound();
    const { table, cashier, roundId, p1, p2, p3, stranger } = f;
    const before = await cashier.balanceOf(p1.address);
    const { reserved, balance } = await houseOf(f);
    await expect(table.connect(p2).decide(roundId, 0, 0, CALL)).to.be.revertedWith("Not your bet");
    await expect(table.connect(stranger).decide(roundId, 0, 0, CALL)).to.be.revertedWith("Not your bet");
    await expect(table.connect(p1).decide(roundId, 1, 0, CALL)).to.be.revertedWith("This bet takes no decisions");
    await expect(table.connect(p1).decide(roundId, 0, 1, CALL)).to.be.revertedWith("Not the hand in play");
    await expect(table.connect(p1).decide(roundId, 0, 0, 3)).to.be.revertedWith("Unknown action");
    await expect(table.connect(p1).decide(roundId, 0, 0, 0)).to.be.revertedWith("Unknown action");
    await expect(table.connect(p1).decide(roundId, 9, 0, CALL)).to.be.revertedWith("No such bet");
    await expect(table.connect(p1).decide(roundId, 0, 0, CALL)).to.emit(table, "Decision").withArgs(13n, roundId, 0n, p1.address, 0n, 1n, BigInt(CALL), U(20));
    expect(await cashier.balanceOf(p1.address)).to.equal(before - U(20));
    expect(await houseOf(f)).to.deep.equal({ balance: balance + U(20), reserved: reserved + U(40) }); // the call escrowed, its worst case (1:1 on 20) reserved
    await expect(table.connect(p1).decide(roundId, 0, 0, FOLD)).to.be.revertedWith("Already decided");
    await table.connect(p2).decide(roundId, 2, 0, FOLD);
    const bet = await table.betAt(roundId, 0);
    expect([bet.extraStake, bet.maxReturn, bet.actions.map(Number)]).to.deep.equal([U(20), U(1010) + U(40), [CALL]]);
    await networkHelpers.time.increase(10);
    await expect(table.connect(p3).decide(roundId, 3, 0, CALL)).to.be.revertedWith("Decision window is closed");
    await expect(table.nextWindow(roundId, [])).to.be.revertedWithCustomError(table, "NoMoreWindows");
  });

  it("settles from the revealed seed as the engine does: a call by the pay table, a fold and no decision lose the ante", async () => {
    const f = await dealtRound();
    const { table, cashier, roundId, p1, p2, p3 } = f;
    await table.connect(p1).decide(roundId, 0, 0, CALL);
    await table.connect(p2).decide(roundId, 2, 0, FOLD);
    await networkHelpers.time.increase(10);
    await expect(table.settle(roundId, ethers.id("another seed"))).to.be.revertedWith("Wrong seed");
    const balances = await Promise.all([p1, p2, p3].map((p) => cashier.balanceOf(p.address)));
    const settle = await (await table.settle(roundId, SEED)).wait();
    const r = await table.rounds(roundId);
    const outcome = dealTableRound(3, { serverSeed: SEED, clientSeed: r.clientSeed, roundId: roundId.toString() }) as DecisionOutcome;
    const [revealed] = eventsOf(table, settle, "RoundRevealed");
    expect(revealed!.args.outcome.map(Number)).to.deep.equal(encodeOutcome(outcome));
    const bets = [{ ...ante(U(10)), actions: [CALL] }, { ...bonus(U(2)), actions: [0] }, { ...ante(U(5)), actions: [FOLD] }, { ...ante(U(7)), actions: [0] }];
    const expected = settleDecisionBets(outcome, bets, { windows: 1, windowOpen: false }).map((x) => x.payout);
    expect([...settledPayouts(table, settle).values()]).to.deep.equal(expected);
    expect(expected[2]).to.equal(0n);
    expect(expected[3]).to.equal(0n);
    expect(await cashier.balanceOf(p1.address)).to.equal(balances[0]! + expected[0]! + expected[1]!);
    expect(await cashier.balanceOf(p2.address)).to.equal(balances[1]! + expected[2]!);
    expect(await cashier.balanceOf(p3.address)).to.equal(balances[2]! + expected[3]!);
    expect(r.state).to.equal(DecisionState.Settled);
    expect([r.staked, r.totalPaid]).to.deep.equal([U(44), expected.reduce((a, b) => a + b, 0n)]);
    expect((await houseOf(f)).reserved).to.equal(0n);
    await expect(table.settle(roundId, SEED)).to.be.revertedWith("Round is not in play");
  });

  it("owes a player who could still decide the worst case when the dealer settles before the window closes", async () => {
    const { table, roundId, p1 } = await dealtRound();
    await table.connect(p1).decide(roundId, 0, 0, FOLD);
    const settle = await (await table.settle(roundId, SEED)).wait(); // the window is still open
    const paid = settledPayouts(table, settle);
    expect((await table.rounds(roundId)).settledInWindow).to.equal(true);
    expect(paid.get(0)).to.equal(0n); // folded: nothing left to decide
    expect(paid.get(2)).to.equal(U(5) * 101n); // undecided ante: 100:1 plus the stake
    expect(paid.get(3)).to.equal(U(7) * 101n);
  });

  it("refuses a deck whose seed does not give the published root: the round is forfeited at every stake's worst case", async () => {
    const f = await deployDecisionTable(ethers, { gameType: 3 });
    const dealer = new DecisionDealer(ethers, f.table, 3);
    const roundId = await dealer.open(SEED, 60);
    await f.table.connect(f.players[0]!).placeBets(roundId, [ante(U(10))], ethers.ZeroHash);
    await f.table.closeBetting(roundId);
    // A dealer who shows cards of another deck: consistent with its own root, not with the committed seed.
    const fake = roundDeckCommitment(ethers.id("other"), ethers.id("client"), roundId, 1);
    const real = await dealer.deckOf(roundId, SEED);
    const wrongCard = { ...dealer.dealProofs(real)[0]!, card: (real.cards[0]! + 1) % 52 };
    const [firstPosition] = await f.table.dealPositions();
    await expect(f.table.deal(roundId, real.root, [wrongCard, ...dealer.dealProofs(real).slice(1)])).to.be.revertedWithCustomError(f.table, "InvalidCard").withArgs(firstPosition);
    await expect(f.table.deal(roundId, real.root, dealer.dealProofs(real).slice(1))).to.be.revertedWithCustomError(f.table, "WrongCardCount");
    await f.table.deal(roundId, fake.root, dealer.dealProofs(fake));
    await f.table.connect(f.players[0]!).decide(roundId, 0, 0, CALL);
    await networkHelpers.time.increase(10);
    await expect(f.table.settle(roundId, SEED)).to.be.revertedWithCustomError(f.table, "DeckMismatch").withArgs(real.root);
    await expect(f.table.forfeit(roundId)).to.be.revertedWith("Round has not timed out");
    await networkHelpers.time.increaseTo((await f.table.rounds(roundId)).settleBy);
    await expect(f.table.settle(roundId, SEED)).to.be.revertedWithCustomError(f.table, "RoundTimedOut").withArgs(roundId);
    await expect(f.table.connect(f.stranger).forfeit(roundId)).to.emit(f.table, "RoundForfeited").withArgs(1n, roundId, U(1010) + U(40))
      .and.to.emit(f.table, "PagePaid").withArgs(1n, roundId, 0n, [U(1050)]);
    expect((await houseOf(f)).reserved).to.equal(0n);
  });

  it("moves the deadline with the window, refunds a round never closed, forfeits one whose deck seed expired before the deal", async () => {
    const f = await deployDecisionTable(ethers, { gameType: 3 });
    const dealer = new DecisionDealer(ethers, f.table, 3);
    const never = await dealer.open(SEED, 60);
    await f.table.connect(f.players[0]!).placeBets(never, [ante(U(10))], ethers.ZeroHash);
    await expect(f.table.forfeit(never)).to.be.revertedWith("Round never closed: refund it");
    await expect(f.table.refund(never)).to.be.revertedWith("Round has not timed out");
    await networkHelpers.time.increaseTo((await f.table.rounds(never)).settleBy);
    await expect(f.table.refund(never)).to.emit(f.table, "RoundRefunded").withArgs(1n, never, U(10));
    const expired = await dealer.open(SEED, 60);
    await f.table.connect(f.players[1]!).placeBets(expired, [ante(U(10))], ethers.ZeroHash);
    await f.table.closeBetting(expired);
    await networkHelpers.mine(257);
    await expect(dealer.deal(expired, SEED)).to.be.revertedWith("Client seed expired");
    await expect(f.table.forfeit(expired)).to.emit(f.table, "PagePaid").withArgs(1n, expired, 0n, [U(1010)]);
    expect((await houseOf(f)).reserved).to.equal(0n);
  });

  it("places the AA bonus only with an ante, and a call only when the bankroll covers its worst case", async () => {
    const f = await deployDecisionTable(ethers, { gameType: 3, bankroll: U(1_000), maxBet: U(100) });
    const dealer = new DecisionDealer(ethers, f.table, 3);
    const roundId = await dealer.open(SEED);
    await expect(f.table.connect(f.players[0]!).placeBets(roundId, [bonus(U(1))], ethers.ZeroHash)).to.be.revertedWith("The AA bonus is placed with an ante");
    await expect(f.table.connect(f.players[0]!).placeBets(roundId, [{ kind: 3002, numbers: [], amount: U(1) }], ethers.ZeroHash)).to.be.revertedWith("Unknown bet kind");
    await expect(f.table.connect(f.players[0]!).placeBets(roundId, [{ kind: 3001, numbers: [1], amount: U(1) }], ethers.ZeroHash)).to.be.revertedWith("Hold'em bets name no numbers");
    await f.table.connect(f.players[0]!).placeBets(roundId, [ante(9_850_000n)], ethers.ZeroHash); // 994.85 reserved of 1,009.85: 15 free, the call needs 19.70
    await f.table.closeBetting(roundId);
    await dealer.deal(roundId, SEED);
    // The cashier checks the house's bankroll for every stake: 15 free, 19.70 needed.
    await expect(f.table.connect(f.players[0]!).decide(roundId, 0, 0, CALL)).to.be.revertedWithCustomError(f.cashier, "BankrollTooSmall").withArgs(15_000_000n, 19_700_000n);
    await f.susd.mint(f.admin.address, U(100));
    await f.susd.approve(await f.cashier.getAddress(), U(100));
    await f.cashier.fundHouse(await f.table.getAddress(), U(100));
    await expect(f.table.connect(f.players[0]!).decide(roundId, 0, 0, CALL)).to.emit(f.table, "Decision");
  });
});
