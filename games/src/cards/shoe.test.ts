import { describe, expect, it } from "vitest";
import { cardName, valueOf } from "./cards.js";
import { CUT_CARD_FROM_END, Shoe } from "./shoe.js";

describe("8-deck shoe", () => {
  const shoe = new Shoe("server", "client", "shoe-1");

  it("holds 416 cards, 8 of each, in a seed-determined order", () => {
    expect(shoe.cards).toHaveLength(416);
    const counts = new Map<number, number>();
    for (const c of shoe.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
    expect(new Shoe("server", "client", "shoe-1").cards).toEqual(shoe.cards);
    expect(new Shoe("server", "client", "shoe-2").cards).not.toEqual(shoe.cards);
  });

  it("burns the first card plus as many as its value, and places the cut card near the end", () => {
    expect(shoe.burned).toHaveLength(1 + valueOf(shoe.cards[0]!));
    expect(shoe.position).toBe(shoe.burned.length);
    expect(shoe.cutIndex).toBeGreaterThan(416 - CUT_CARD_FROM_END - 16);
    expect(shoe.cutIndex).toBeLessThanOrEqual(416 - CUT_CARD_FROM_END);
  });

  it("replays a round from its starting position", () => {
    const live = new Shoe("s", "c", 9);
    for (let i = 0; i < 30; i++) live.draw();
    const start = live.position;
    const dealt = [live.draw(), live.draw(), live.draw()];
    const replay = Shoe.at(new Shoe("s", "c", 9), start);
    expect([replay.draw(), replay.draw(), replay.draw()]).toEqual(dealt);
  });

  it("asks for a new shoe once the cut card is out", () => {
    const s = new Shoe("s", "c", 3);
    while (!s.needsReshuffle) s.draw();
    expect(s.position).toBe(s.cutIndex);
  });

  it("names the 52 cards", () => {
    expect(cardName(0)).toBe("A♠");
    expect(cardName(51)).toBe("K♣");
    expect(valueOf(12)).toBe(10);
    expect(valueOf(13)).toBe(1);
  });
});
