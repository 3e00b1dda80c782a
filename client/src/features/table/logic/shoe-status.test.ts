// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shoeIsSettling, shoeStatusOf } from "./shoe-status.js";

const shoe = (over: Record<string, unknown>) => ({ id: "0xt:12", shoeId: 12, state: "dealing", position: 87, cutIndex: 352, firstPosition: 8, lastPosition: null, ...over });

describe("the shoe status line", () => {
  it("counts the cards out of a dealing shoe against its 416 and names the cut", () => {
    expect(shoeStatusOf(shoe({}))).toEqual({ kind: "dealing", shoe: 12, card: 87, total: 416, cut: 352 });
    expect(shoeStatusOf(shoe({ position: null }))).toMatchObject({ card: 8 });
  });

  it("says a new shoe is being shuffled before the first shoe, while a shoe waits for its root, or after one was abandoned", () => {
    expect(shoeStatusOf(null)).toEqual({ kind: "shuffling" });
    expect(shoeStatusOf(shoe({ state: "committed", position: null, cutIndex: null }))).toEqual({ kind: "shuffling" });
    expect(shoeStatusOf(shoe({ state: "abandoned" }))).toEqual({ kind: "shuffling" });
  });

  it("says where a finished shoe ended, and keeps polling until the next one deals", () => {
    expect(shoeStatusOf(shoe({ state: "finished", position: 356, lastPosition: 355 }))).toEqual({ kind: "finished", shoe: 12, card: 356 });
    expect([null, "committed", "finished", "revealed", "dealing"].map((state) => shoeIsSettling(state ? shoe({ state }) : null))).toEqual([true, true, true, true, false]);
  });
});
