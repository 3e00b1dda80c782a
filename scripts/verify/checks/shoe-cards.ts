import { cardName, decodeOutcome, encodeOutcome, outcomeFromCards, verifyCardProof, verifyShoe, type TableOutcome } from "@sunrise/games";
import { describeOutcome } from "./describe.js";
import { check, section, type ProvenCards, type RoundRecord, type Section, type ShoeChainRecord, type TableFacts } from "./records.js";

const sameCodes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Where each proven round of the shoe should start: the shoe's first position, then each previous round's end. */
export function expectedStarts(shoe: ShoeChainRecord): number[] {
  const starts: number[] = [];
  let position = shoe.dealing?.firstPosition ?? 0;
  for (const r of shoe.rounds) {
    starts.push(position);
    position = r.firstPosition + r.cards.length;
  }
  return starts;
}

/** The shoe's own facts: its client seed is the hash of the block that started it. */
export function checkShoeSeed(shoe: ShoeChainRecord): Section {
  const s = section(`Shoe ${shoe.shoeId} (${shoe.state})`);
  if (!shoe.started) return { ...s, checks: [check("the shoe was started on chain", false, "no ShoeStarted event")] };
  s.notes.push(`started in block ${shoe.started.block}, commitment ${shoe.started.commitment}`);
  if (!shoe.dealing) return { ...s, checks: [check("the shoe's root was published", false, "no ShoeDealing event")] };
  const d = shoe.dealing;
  s.notes.push(`root ${d.root}, cut at ${d.cutIndex}, burn card ${cardName(d.burnCard)}, first position ${d.firstPosition}`);
  s.checks.push(check("shoe client seed is the hash of the block that started the shoe", shoe.started.blockHash === d.clientSeed.toLowerCase(), `block ${shoe.started.block} hash ${shoe.started.blockHash}, shoe client seed ${d.clientSeed}`));
  return s;
}

/** One round's proven cards: every proof against the shoe root, at the position the previous round left. */
export function checkProvenCards(gameType: number, shoe: ShoeChainRecord, cards: ProvenCards): { checks: Section["checks"]; outcome: TableOutcome | null } {
  const root = shoe.dealing?.root ?? "";
  const checks = cards.cards.map((card, i) => {
    const p = cards.firstPosition + i;
    return check(`${cardName(card)} at position ${p} is proven against the shoe root`, verifyCardProof(root, p, card, cards.salts[i] ?? "", cards.proofs[i] ?? []), `salt ${cards.salts[i]}`);
  });
  const index = shoe.rounds.findIndex((x) => x.roundId === cards.roundId);
  const expected = expectedStarts(shoe)[index];
  checks.push(check("starts where the shoe's previous round ended", expected === cards.firstPosition, `expected ${expected}, proven from ${cards.firstPosition}`));
  if (shoe.dealing) checks.push(check("starts before the cut card", cards.firstPosition < shoe.dealing.cutIndex, `position ${cards.firstPosition}, cut at ${shoe.dealing.cutIndex}`));
  try {
    const outcome = outcomeFromCards(gameType, cards.cards);
    checks.push(check("takes exactly the cards the drawing rule needs", true, `${cards.cards.length} cards`));
    return { checks, outcome };
  } catch (e) {
    checks.push(check("takes exactly the cards the drawing rule needs", false, (e as Error).message));
    return { checks, outcome: null };
  }
}

/** The whole shuffle of a revealed shoe (commitment, root, burn, cut, every round's positions). */
export function checkShuffle(gameType: number, shoe: ShoeChainRecord, focusRound?: bigint): Section {
  const s = section("Whole shoe");
  if (!shoe.revealed || !shoe.started || !shoe.dealing) {
    s.notes.push(`shoe ${shoe.shoeId} is not revealed yet: its whole shuffle is checked once it ends (the cards above are already proven against its root)`);
    return s;
  }
  const v = verifyShoe({
    gameType,
    shoeId: shoe.shoeId,
    shoeSeed: shoe.revealed.serverSeed,
    clientSeed: shoe.dealing.clientSeed,
    commitment: shoe.started.commitment,
    root: shoe.dealing.root,
    cutIndex: shoe.dealing.cutIndex,
    burnCard: shoe.dealing.burnCard,
    firstPosition: shoe.dealing.firstPosition,
    ...(shoe.finished ? { lastPosition: shoe.finished.lastPosition } : {}),
    rounds: shoe.rounds,
  });
  s.notes.push(`shoe seed ${shoe.revealed.serverSeed} revealed`);
  s.checks.push(...v.checks);
  if (!shoe.finished) s.checks.push(check("the shoe finished before it was revealed", false, "no ShoeFinished event"));
  const focus = v.rounds.find((x) => x.roundId === focusRound?.toString());
  if (focus) s.checks.push(...focus.checks.map((c) => ({ ...c, label: `this round: ${c.label}` })));
  const bad = v.rounds.filter((x) => x.checks.some((c) => !c.ok));
  s.checks.push(check(`every round of the shoe (${v.rounds.length}) holds the shuffle's cards at consecutive positions`, bad.length === 0, bad.length ? `rounds ${bad.map((x) => x.roundId).join(", ")} do not` : undefined));
  return s;
}

/** A shoe round (baccarat, dragon tiger): its shoe, its cards and their proofs, its outcome, and the whole shuffle once revealed. */
export function checkShoeRound(table: TableFacts, r: RoundRecord & { revealed: NonNullable<RoundRecord["revealed"]> }): { sections: Section[]; outcome: TableOutcome | null } {
  if (!r.shoe || !r.cards) return { sections: [section("Cards", [check("the round's cards were proven on chain", false, "no RoundCardsProven event")])], outcome: null };
  const shoeSection = checkShoeSeed(r.shoe);
  shoeSection.checks.push(check("the round's client seed is the shoe's", r.revealed.clientSeed.toLowerCase() === r.shoe.dealing?.clientSeed.toLowerCase(), `round ${r.revealed.clientSeed}`));
  const proven = checkProvenCards(table.gameType, r.shoe, r.cards);
  const cards = section("Cards", proven.checks);
  const onChain = r.revealed.outcome;
  if (proven.outcome) {
    cards.notes.push(describeOutcome(proven.outcome));
    cards.checks.push(check("the games engine gives the outcome the contract computed (RoundRevealed)", sameCodes(encodeOutcome(proven.outcome), onChain), `contract [${onChain.join(", ")}]`));
  }
  cards.checks.push(check("the contract's stored outcome (outcomeOf) is the revealed one", sameCodes(r.storedOutcome, onChain), `[${r.storedOutcome.join(", ")}]`));
  return { sections: [shoeSection, cards, checkShuffle(table.gameType, r.shoe, r.roundId)], outcome: proven.outcome ?? safeDecode(table, onChain) };
}

function safeDecode(table: TableFacts, codes: number[]): TableOutcome | null {
  try {
    return decodeOutcome(table.gameType, codes, table.variant);
  } catch {
    return null;
  }
}
