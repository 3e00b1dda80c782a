import { describe, expect, it } from "vitest";
import { gameSpan, gridColumns } from "./game-grid.js";

describe("the lobby's card grid", () => {
  it("fits as many 208 px columns as the width holds, never none", () => {
    expect(gridColumns(0)).toBe(1);
    expect(gridColumns(358)).toBe(1); // a phone
    expect(gridColumns(431)).toBe(1);
    expect(gridColumns(432)).toBe(2);
    expect(gridColumns(1115)).toBe(5); // 1440 px with the side menu
  });

  it("gives a game one column per table, up to the whole row", () => {
    expect(gameSpan(1, 5)).toBe(1);
    expect(gameSpan(3, 5)).toBe(3);
    expect(gameSpan(8, 5)).toBe(5);
    expect(gameSpan(3, 1)).toBe(1);
    expect(gameSpan(0, 5)).toBe(1);
  });
});
