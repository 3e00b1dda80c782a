// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shoeRound } from "../fairness-test-kit.js";
import { provenCardChecks, shuffleChecks } from "./shoe-checks.js";

const failed = (checks: { key: string; ok: boolean }[]) => checks.filter((c) => !c.ok).map((c) => c.key);

describe("a shoe round checked mid-shoe", () => {
  it("proves every card against the shoe root, in consecutive positions, and the result follows from them", () => {
    const r = shoeRound();
    const checks = provenCardChecks(r);
    expect(checks.filter((c) => c.key.startsWith("card-"))).toHaveLength(r.cardProofs.length);
    expect(failed(checks)).toEqual([]);
    expect(checks[0]).toMatchObject({ message: "verify.cardOk", values: { position: r.firstPosition } });
  });

  it("fails the one card whose code was swapped, and the result and outcome built on it", () => {
    const r = shoeRound();
    const tampered = r.cardProofs.map((p, i) => (i === 1 ? { ...p, card: (p.card + 1) % 52 } : p));
    const checks = provenCardChecks({ ...r, cardProofs: tampered });
    expect(failed(checks)).toEqual([`card-${r.firstPosition + 1}`, "result", "outcome"]);
    expect(checks.find((c) => c.key === `card-${r.firstPosition + 1}`)!.message).toBe("verify.cardBad");
  });

  it("fails a proof checked against another root, a broken salt, and cards out of position", () => {
    const r = shoeRound();
    expect(failed(provenCardChecks({ ...r, shoe: { ...r.shoe, root: `0x${"00".repeat(32)}` } })).filter((k) => k.startsWith("card-"))).toHaveLength(r.cardProofs.length);
    expect(failed(provenCardChecks({ ...r, cardProofs: r.cardProofs.map((p, i) => (i === 0 ? { ...p, salt: "0x12" } : p)) }))).toEqual([`card-${r.firstPosition}`]);
    expect(failed(provenCardChecks({ ...r, firstPosition: r.firstPosition - 1 }))).toEqual(["positions"]);
  });
});

describe("a shoe round checked once its shoe is revealed", () => {
  it("recomputes the shuffle: commitment, root, burn, cut and this round's cards at their positions", () => {
    const r = shoeRound({ revealed: true });
    const v = shuffleChecks(r, r.shoe.serverSeed!);
    expect(failed(v.checks)).toEqual([]);
    expect(v.shoe!.root).toBe(r.shoe.root);
    expect(v.checks.map((c) => c.key)).toEqual(["shoe-commitment", "shoe-root", "shoe-burn", "shoe-cut", ...r.cardProofs.map((p) => `shuffle-${p.position}`), "shoe-draw"]);
  });

  it("catches a seed that is not the committed one, a published cut or burn that is not the shuffle's, and a swapped card", () => {
    const r = shoeRound({ revealed: true });
    const seed = r.shoe.serverSeed!;
    expect(failed(shuffleChecks(r, `0x${"5f".repeat(32)}`).checks)).toContain("shoe-commitment");
    expect(failed(shuffleChecks({ ...r, shoe: { ...r.shoe, cutIndex: r.shoe.cutIndex + 1 } }, seed).checks)).toEqual(["shoe-cut"]);
    expect(failed(shuffleChecks({ ...r, shoe: { ...r.shoe, burnCard: (r.shoe.burnCard + 13) % 52 } }, seed).checks)).toEqual(["shoe-burn"]);
    const swapped = r.cardProofs.map((p, i) => (i === 0 ? { ...p, card: (p.card + 1) % 52 } : p));
    expect(failed(shuffleChecks({ ...r, cardProofs: swapped }, seed).checks)).toEqual([`shuffle-${r.firstPosition}`, "shoe-draw"]);
  });
});
