import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { roulette, RouletteBet } from "@sunrise/games";
import { RouletteBoard } from "./RouletteBoard.js";
import { rouletteZones } from "./roulette-layout.js";
import { betButton, renderBoard } from "./test-board.js";
import { spotKey } from "../logic/spot.js";

const click = (name: string) => fireEvent.click(betButton(name));

describe("the roulette board", () => {
  it("names each outside box with the words it shows, so voice control can say them (WCAG 2.5.3)", () => {
    renderBoard(RouletteBoard);
    expect(screen.getByRole("button", { name: "Column 2, 2:1" }).textContent).toBe("2:1");
    expect(screen.getByRole("button", { name: "Dozen 2, 13 – 24" }).textContent).toBe("13 – 24");
  });

  it("places each of the 13 bet kinds from its own spot on the layout", () => {
    const { placed } = renderBoard(RouletteBoard);
    click("Straight 17"); // the number
    click("Split 17/20"); // the line between two columns
    click("Split 17/18"); // the line between two rows
    click("Street 16/17/18"); // a street's lower edge
    click("Corner 17/18/20/21"); // a crossing
    click("Six line 16/17/18/19/20/21"); // a lower edge's crossing
    click("Column 2");
    click("Dozen 2");
    for (const name of ["Red", "Black", "Odd", "Even", "1–18", "19–36"]) click(name);
    expect(placed()).toEqual([
      { kind: RouletteBet.STRAIGHT, numbers: [17] },
      { kind: RouletteBet.SPLIT, numbers: [17, 20] },
      { kind: RouletteBet.SPLIT, numbers: [17, 18] },
      { kind: RouletteBet.STREET, numbers: [16, 17, 18] },
      { kind: RouletteBet.CORNER, numbers: [17, 18, 20, 21] },
      { kind: RouletteBet.LINE, numbers: [16, 17, 18, 19, 20, 21] },
      { kind: RouletteBet.COLUMN, numbers: [2] },
      { kind: RouletteBet.DOZEN, numbers: [2] },
      { kind: RouletteBet.RED, numbers: [] },
      { kind: RouletteBet.BLACK, numbers: [] },
      { kind: RouletteBet.ODD, numbers: [] },
      { kind: RouletteBet.EVEN, numbers: [] },
      { kind: RouletteBet.LOW, numbers: [] },
      { kind: RouletteBet.HIGH, numbers: [] },
    ]);
    expect(new Set(placed().map((b) => b.kind)).size).toBe(13);
  });

  it("places the zero's bets on its edge: zero, its splits, both trios and the first four", () => {
    const { placed } = renderBoard(RouletteBoard);
    for (const name of ["Straight 0", "Split 0/2", "Street 0/1/2", "Street 0/2/3", "Corner 0/1/2/3"]) click(name);
    expect(placed()).toEqual([
      { kind: RouletteBet.STRAIGHT, numbers: [0] },
      { kind: RouletteBet.SPLIT, numbers: [0, 2] },
      { kind: RouletteBet.STREET, numbers: [0, 1, 2] },
      { kind: RouletteBet.STREET, numbers: [0, 2, 3] },
      { kind: RouletteBet.CORNER, numbers: [0, 1, 2, 3] },
    ]);
  });

  it("offers every inside bet of the layout exactly once, each one the engine accepts", () => {
    const zones = rouletteZones();
    const count = (kind: number) => zones.filter((z) => z.spot.kind === kind).length;
    expect([count(RouletteBet.STRAIGHT), count(RouletteBet.SPLIT), count(RouletteBet.STREET), count(RouletteBet.CORNER), count(RouletteBet.LINE), count(RouletteBet.COLUMN)]).toEqual([37, 60, 14, 23, 11, 3]);
    expect(new Set(zones.map((z) => spotKey(z.spot))).size).toBe(zones.length);
    for (const z of zones) expect(roulette.validateBet({ kind: z.spot.kind, numbers: z.spot.numbers, amount: 1n }), spotKey(z.spot)).toEqual({ ok: true });
  });

  it("shows the player's stack on its spot and places nothing once betting is closed", () => {
    const { placed, container } = renderBoard(RouletteBoard, { disabled: true, mine: new Map([[spotKey({ kind: RouletteBet.SPLIT, numbers: [17, 20] }), 15_000_000n]]) });
    click("Straight 17");
    expect(placed()).toEqual([]);
    expect(container.querySelector('[data-spot="1002:17-20"] .chip')?.textContent).toBe("15");
  });
});
