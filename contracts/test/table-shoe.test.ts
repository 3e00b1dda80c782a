import { expect } from "chai";
import { network } from "hardhat";
import { dealShoeRound, merkleLayers, merkleProof, shoeCommitment, type ShoeCommitment } from "@sunrise/games";
import { commitmentOf, deployTable, U } from "./_helpers/table-fixture.js";
import { cardProofs, dealShoe, type CardProofInput } from "./_helpers/shoe-dealer.js";
import { SeededRandom } from "./_helpers/seeded-random.js";
import { eventsOf } from "./_helpers/events.js";

const { ethers, networkHelpers } = await network.create();
const SHOE_SEED = ethers.id("shoe seed");
const BACCARAT = 2;
const DRAGON_TIGER = 5;
const ShoeState = { Committed: 1n, Dealing: 2n, Finished: 3n, Revealed: 4n, Abandoned: 5n };

/** Opens a round, closes it, and returns the engine's deal at the shoe's position with its proofs. */
async function closedRound(f: Awaited<ReturnType<typeof deployTable>>, shoe: ShoeCommitment, gameType: number) {
  await f.table.openRound(ethers.ZeroHash, 60);
  const roundId = await f.table.roundCount();
  const position = Number((await f.table.rounds(roundId)).firstPosition);
  await f.table.closeBetting(roundId);
  const dealt = dealShoeRound(gameType, shoe.cards, position);
  return { roundId, position, dealt, proofs: cardProofs(shoe, position, dealt.cards.length) };
}

describe("GameTable continuing shoes", () => {
  it("deals consecutive rounds from one shoe with no gaps or repeats until the cut, which ends the shoe", async () => {
    const f = await deployTable(ethers, { gameType: DRAGON_TIGER });
    const started = await (await f.table.startShoe(commitmentOf(SHOE_SEED))).wait();
    const [startedEvent] = eventsOf(f.table, started, "ShoeStarted");
    expect(startedEvent!.args.startedBlock).to.equal(BigInt(started!.blockNumber));
    const shoe = shoeCommitment(SHOE_SEED, (await ethers.provider.getBlock(started!.blockNumber))!.hash!, 1);
    // The engine's salts and leaves are the packed encodings the contract hashes (checked with ethers here).
    shoe.cards.forEach((card, p) => {
      const salt = ethers.solidityPackedKeccak256(["bytes32", "uint16"], [SHOE_SEED, p]);
      expect([shoe.salts[p], shoe.leaves[p]]).to.deep.equal([salt, ethers.solidityPackedKeccak256(["uint16", "uint8", "bytes32"], [p, card, salt])]);
    });
    await expect(f.table.setShoeRoot(shoe.root, shoe.cutIndex, cardProofs(shoe, 0, 1)[0]!))
      .to.emit(f.table, "ShoeDealing")
      .withArgs(1n, 1n, (await ethers.provider.getBlock(started!.blockNumber))!.hash, shoe.root, shoe.cutIndex, shoe.cards[0], shoe.firstPosition);
    const dealtPositions: number[] = [];
    let finished = false;
    while (!finished) {
      const { roundId, position, proofs } = await closedRound(f, shoe, DRAGON_TIGER);
      const receipt = await (await f.table.settleShoeRound(roundId, proofs)).wait();
      const [proven] = eventsOf(f.table, receipt, "RoundCardsProven");
      expect(Number(proven!.args.firstPosition)).to.equal(position);
      expect(proven!.args.cards.map(Number)).to.deep.equal(proofs.map((p) => p.card));
      expect(proven!.args.salts).to.deep.equal(proofs.map((p) => p.salt));
      for (let i = 0; i < proofs.length; i++) dealtPositions.push(position + i);
      finished = eventsOf(f.table, receipt, "ShoeFinished").length > 0;
    }
    // Every position from the first dealt one to the last, each once, in order; the last round passed the cut.
    const first = shoe.firstPosition;
    expect(dealtPositions).to.deep.equal(Array.from({ length: dealtPositions.length }, (_, i) => first + i));
    const last = dealtPositions.at(-1)!;
    expect(last + 1).to.be.greaterThanOrEqual(shoe.cutIndex);
    expect(last - 1).to.be.lessThan(shoe.cutIndex); // the round that passed the cut started before it
    const s = await f.table.shoes(1);
    expect([s.state, s.position, s.lastPosition]).to.deep.equal([ShoeState.Finished, BigInt(last + 1), BigInt(last)]);
    await expect(f.table.openRound(ethers.ZeroHash, 60)).to.be.revertedWith("No shoe is dealing");
    await expect(f.table.startShoe(commitmentOf(ethers.id("next")))).to.be.revertedWith("Previous shoe not revealed");
    await expect(f.table.revealShoe(ethers.id("not the seed"))).to.be.revertedWith("Wrong seed");
    await expect(f.table.revealShoe(SHOE_SEED)).to.emit(f.table, "ShoeRevealed").withArgs(1n, 1n, SHOE_SEED);
    await expect(f.table.revealShoe(SHOE_SEED)).to.be.revertedWith("Shoe is not finished");
    // The next shoe starts over: its first round deals from its own first position.
    const { shoe: next } = await dealShoe(ethers, f.table, ethers.id("next"));
    const second = await closedRound(f, next, DRAGON_TIGER);
    expect(second.position).to.equal(next.firstPosition);
    expect((await f.table.rounds(second.roundId)).shoeId).to.equal(2n);
  });

  it("refuses a settle with any wrong card, salt, proof, position or number of cards, then takes the true one", async () => {
    const f = await deployTable(ethers, { gameType: BACCARAT });
    const { shoe } = await dealShoe(ethers, f.table, SHOE_SEED);
    const random = new SeededRandom(77);
    const { roundId, position, proofs } = await closedRound(f, shoe, BACCARAT);
    const copy = () => proofs.map((p) => ({ ...p, proof: [...p.proof] }));
    const mutations: [string, () => CardProofInput[]][] = [
      ["another card", () => { const c = copy(); const i = random.int(c.length); c[i]!.card = (c[i]!.card + 1 + random.int(51)) % 52; return c; }],
      ["the same card of another suit", () => { const c = copy(); const i = random.int(c.length); c[i]!.card = (c[i]!.card + 13) % 52; return c; }],
      ["a card code above 51", () => { const c = copy(); c[random.int(c.length)]!.card = 52 + random.int(200); return c; }],
      ["another salt", () => { const c = copy(); c[random.int(c.length)]!.salt = random.bytes32(); return c; }],
      ["another position's salt", () => { const c = copy(); const i = random.int(c.length); c[i]!.salt = shoe.salts[position + i + 1]!; return c; }],
      ["a changed proof element", () => { const c = copy(); const p = c[random.int(c.length)]!; p.proof[random.int(p.proof.length)] = random.bytes32(); return c; }],
      ["a proof cut short", () => { const c = copy(); c[random.int(c.length)]!.proof.pop(); return c; }],
      ["a proof with an extra element", () => { const c = copy(); c[random.int(c.length)]!.proof.push(random.bytes32()); return c; }],
      ["the cards of the next positions", () => cardProofs(shoe, position + 1, proofs.length)],
      ["the cards of earlier positions", () => cardProofs(shoe, position - 1, proofs.length)],
      ["two cards swapped", () => { const c = copy(); [c[0], c[1]] = [c[1]!, c[0]!]; return c; }],
      ["one card too few", () => copy().slice(0, -1)],
      ["one card too many", () => cardProofs(shoe, position, proofs.length + 1)],
      ["no cards", () => []],
    ];
    for (let run = 0; run < 60; run++) {
      const [what, mutate] = mutations[run % mutations.length]!;
      const cards = mutate();
      await expect(f.table.settleShoeRound(roundId, cards), what).to.be.revert(ethers);
    }
    await expect(f.table.settleShoeRound(roundId, copy().slice(0, -1))).to.be.revertedWith("Too few cards");
    await expect(f.table.settleShoeRound(roundId, cardProofs(shoe, position, proofs.length + 1))).to.be.revertedWith("Too many cards");
    const notACard = copy();
    notACard[1]!.card += 52; // the same rank and point, so the same hand, but no card has that code
    await expect(f.table.settleShoeRound(roundId, notACard)).to.be.revertedWith("Invalid card");
    const wrongSalt = copy();
    wrongSalt[2]!.salt = ethers.id("salt");
    await expect(f.table.settleShoeRound(roundId, wrongSalt)).to.be.revertedWith("Invalid card proof");
    await expect(f.table.settleShoeRound(roundId, proofs)).to.emit(f.table, "RoundRevealed");
    expect((await f.table.shoes(1)).position).to.equal(BigInt(position + proofs.length));
  });

  it("publishes the root only once the shoe's entropy exists, with a proven burn card and a cut in range", async () => {
    const f = await deployTable(ethers, { gameType: BACCARAT });
    const burn = (shoe: ShoeCommitment) => cardProofs(shoe, 0, 1)[0]!;
    await expect(f.table.setShoeRoot(ethers.id("root"), 350, { card: 0, salt: ethers.ZeroHash, proof: [] })).to.be.revertedWith("No shoe awaits its root");
    await ethers.provider.send("evm_setAutomine", [false]);
    const start = await f.table.startShoe(commitmentOf(SHOE_SEED));
    const early = await f.table.setShoeRoot(ethers.id("root"), 350, { card: 0, salt: ethers.ZeroHash, proof: [] }, { gasLimit: 500_000 });
    await networkHelpers.mine();
    await ethers.provider.send("evm_setAutomine", [true]);
    // Mined in startShoe's own block: that block's hash, the shoe's entropy, does not exist yet.
    const mined = await early.wait().then(() => true, () => false);
    expect(mined).to.equal(false);
    const startBlock = (await start.wait())!.blockNumber;
    await expect(f.table.setShoeRoot.staticCall(ethers.id("root"), 350, { card: 0, salt: ethers.ZeroHash, proof: [] }, { blockTag: startBlock })).to.be.revertedWith("Shoe client seed is not known yet");
    await expect(f.table.setShoeRoot(ethers.id("root"), 350, { card: 0, salt: ethers.ZeroHash, proof: [] })).to.be.revertedWith("Invalid card proof");
    const shoe = shoeCommitment(SHOE_SEED, (await ethers.provider.getBlock(startBlock))!.hash!, 1);
    await expect(f.table.setShoeRoot(shoe.root, 340, burn(shoe))).to.be.revertedWith("Invalid cut index");
    await expect(f.table.setShoeRoot(shoe.root, 357, burn(shoe))).to.be.revertedWith("Invalid cut index");
    await expect(f.table.setShoeRoot(shoe.root, shoe.cutIndex, { ...burn(shoe), card: (shoe.cards[0]! + 1) % 52 })).to.be.revertedWith("Invalid card proof");
    await expect(f.table.setShoeRoot(shoe.root, shoe.cutIndex, cardProofs(shoe, 1, 1)[0]!)).to.be.revertedWith("Invalid card proof");
    await f.table.setShoeRoot(shoe.root, shoe.cutIndex, burn(shoe));
    const s = await f.table.shoes(1);
    expect([s.state, s.firstPosition, s.position, s.burnCard]).to.deep.equal([ShoeState.Dealing, BigInt(shoe.firstPosition), BigInt(shoe.firstPosition), BigInt(shoe.cards[0]!)]);
    await expect(f.table.setShoeRoot(shoe.root, shoe.cutIndex, burn(shoe))).to.be.revertedWith("No shoe awaits its root");
    const [shoeId, current] = await f.table.currentShoe();
    expect([shoeId, current.root]).to.deep.equal([1n, shoe.root]);
  });

  it("abandons a shoe whose root was not published within blockhash's window, and only then starts the next", async () => {
    const f = await deployTable(ethers, { gameType: DRAGON_TIGER });
    await f.table.startShoe(commitmentOf(SHOE_SEED));
    await expect(f.table.startShoe(commitmentOf(ethers.id("second")))).to.be.revertedWith("Previous shoe not revealed");
    await networkHelpers.mine(255); // the next block is the last whose blockhash still reaches the shoe's
    await expect(f.table.startShoe(commitmentOf(ethers.id("second")))).to.be.revertedWith("Previous shoe not revealed");
    await networkHelpers.mine(1);
    await expect(f.table.setShoeRoot(ethers.id("root"), 350, { card: 0, salt: ethers.ZeroHash, proof: [] })).to.be.revertedWith("Shoe client seed expired");
    await expect(f.table.startShoe(commitmentOf(ethers.id("second")))).to.emit(f.table, "ShoeAbandoned").withArgs(1n, 1n).and.to.emit(f.table, "ShoeStarted");
    expect((await f.table.shoes(1)).state).to.equal(ShoeState.Abandoned);
    expect((await f.table.shoes(2)).state).to.equal(ShoeState.Committed);
    await expect(f.table.startShoe(ethers.ZeroHash)).to.be.revertedWith("Missing commitment");
  });

  it("refuses to reveal a shoe whose published root or cut the revealed seed does not give", async () => {
    const f = await deployTable(ethers, { gameType: DRAGON_TIGER });
    const started = await (await f.table.startShoe(commitmentOf(SHOE_SEED))).wait();
    const shoe = shoeCommitment(SHOE_SEED, (await ethers.provider.getBlock(started!.blockNumber))!.hash!, 1);
    // A dishonest dealer claims a different cut: nothing can tell until the seed is revealed.
    const claimedCut = shoe.cutIndex === 356 ? 355 : shoe.cutIndex + 1;
    await f.table.setShoeRoot(shoe.root, claimedCut, cardProofs(shoe, 0, 1)[0]!);
    let position = shoe.firstPosition;
    while (position < claimedCut) {
      const { roundId, dealt, proofs } = await closedRound(f, shoe, DRAGON_TIGER);
      await f.table.settleShoeRound(roundId, proofs);
      position = dealt.nextPosition;
    }
    await expect(f.table.revealShoe(SHOE_SEED)).to.be.revertedWith("Shoe does not match its root");
    // The same for a root over cards in another order (here: the shoe unshuffled), even with a valid burn proof.
    const g = await deployTable(ethers, { gameType: DRAGON_TIGER });
    await g.table.startShoe(commitmentOf(SHOE_SEED));
    const fakeCards = shoe.cards.map((_, p) => p % 52);
    const layers = merkleLayers(fakeCards.map((card, p) => ethers.solidityPackedKeccak256(["uint16", "uint8", "bytes32"], [p, card, shoe.salts[p]!])));
    const proof = (p: number) => merkleProof(layers, p);
    const fake = { ...shoe, cards: fakeCards, root: layers.at(-1)![0]!, cutIndex: 341, firstPosition: 2, proof, cardProof: (p: number) => ({ card: fakeCards[p]!, salt: shoe.salts[p]!, proof: proof(p) }) };
    await g.table.setShoeRoot(fake.root, fake.cutIndex, cardProofs(fake, 0, 1)[0]!);
    expect((await g.table.shoes(1)).firstPosition).to.equal(2n); // the fake burn card is an ace
    for (position = fake.firstPosition; position < fake.cutIndex; ) {
      const { roundId, dealt, proofs } = await closedRound(g, fake, DRAGON_TIGER);
      await g.table.settleShoeRound(roundId, proofs);
      position = dealt.nextPosition;
    }
    await expect(g.table.revealShoe(SHOE_SEED)).to.be.revertedWith("Shoe does not match its root");
    expect((await g.table.shoes(1)).state).to.equal(ShoeState.Finished);
  });

  it("plays one round at a time, takes no round commitment and refuses the stream calls", async () => {
    const f = await deployTable(ethers, { gameType: BACCARAT });
    await expect(f.table.openRound(ethers.ZeroHash, 60)).to.be.revertedWith("No shoe is dealing");
    const { shoe } = await dealShoe(ethers, f.table, SHOE_SEED);
    await expect(f.table.openRound(ethers.id("commitment"), 60)).to.be.revertedWith("Shoe rounds take no commitment");
    await f.table.openRound(ethers.ZeroHash, 60);
    await expect(f.table.openRound(ethers.ZeroHash, 60)).to.be.revertedWith("Previous round still in play");
    await f.table.closeBetting(1);
    await expect(f.table.openRound(ethers.ZeroHash, 60)).to.be.revertedWith("Previous round still in play");
    await expect(f.table.settle(1, SHOE_SEED)).to.be.revertedWith("Shoe rounds settle with their cards");
    await expect(f.table.refund(1)).to.be.revertedWith("Shoe rounds are forfeited, not refunded");
    const dealt = dealShoeRound(BACCARAT, shoe.cards, shoe.firstPosition);
    await f.table.settleShoeRound(1, cardProofs(shoe, shoe.firstPosition, dealt.cards.length));
    await f.table.openRound(ethers.ZeroHash, 60);
    expect((await f.table.rounds(2)).firstPosition).to.equal(BigInt(dealt.nextPosition));
    // A player's seed changes nothing at a shoe table: no PlayerSeed is emitted or folded.
    const placed = await (await f.table.connect(f.players[0]!).placeBets(2, [{ kind: 2001, numbers: [], amount: U(5) }], ethers.id("mine"))).wait();
    expect(eventsOf(f.table, placed, "PlayerSeed")).to.have.length(0);
    const stream = await deployTable(ethers, { gameType: 1 });
    await expect(stream.table.startShoe(commitmentOf(SHOE_SEED))).to.be.revertedWith("Not a shoe table");
    await stream.table.openRound(commitmentOf(SHOE_SEED), 60);
    await stream.table.closeBetting(1);
    await expect(stream.table.settleShoeRound(1, [])).to.be.revertedWith("Stream rounds settle with their seed");
  });

  it("forfeits a withheld shoe round at the worst case, keeps its cards for the next round and refuses a late settle", async () => {
    const f = await deployTable(ethers, { gameType: BACCARAT });
    const { shoe } = await dealShoe(ethers, f.table, SHOE_SEED);
    const [p1] = f.players;
    await f.table.openRound(ethers.ZeroHash, 60);
    await f.table.connect(p1!).placeBets(1, [{ kind: 2001, numbers: [], amount: U(10) }, { kind: 2003, numbers: [], amount: U(2) }], ethers.ZeroHash);
    await expect(f.table.forfeit(1)).to.be.revertedWith("Round has not timed out");
    const { settleBy } = await f.table.rounds(1);
    await networkHelpers.time.setNextBlockTimestamp(settleBy);
    const before = await f.cashier.balanceOf(p1!.address);
    // Never closed, yet the dealer knew the cards: a shoe round is forfeited, not refunded.
    await expect(f.table.connect(f.stranger).forfeit(1)).to.emit(f.table, "RoundForfeited").withArgs(1n, 1n, U(20) + U(18));
    expect(await f.cashier.balanceOf(p1!.address)).to.equal(before + U(38));
    expect((await f.table.rounds(1)).state).to.equal(6n);
    await expect(f.table.forfeit(1)).to.be.revertedWith("Round cannot be forfeited");
    expect((await f.table.shoes(1)).position).to.equal(BigInt(shoe.firstPosition));
    // The next round deals the very cards the forfeited one would have: withholding skips nothing.
    const { roundId, proofs, position } = await closedRound(f, shoe, BACCARAT);
    expect(position).to.equal(shoe.firstPosition);
    await networkHelpers.time.increase(3600 + 60);
    await expect(f.table.settleShoeRound(roundId, proofs)).to.be.revertedWithCustomError(f.table, "RoundTimedOut").withArgs(roundId);
    await f.table.forfeit(roundId); // no bets: nothing owed, the table moves on
    const third = await closedRound(f, shoe, BACCARAT);
    await f.table.settleShoeRound(third.roundId, third.proofs);
    expect(third.position).to.equal(shoe.firstPosition);
  });
});
