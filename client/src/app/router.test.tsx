import { describe, expect, it } from "vitest";
import { routes } from "./router.js";
import { paths } from "./paths.js";

describe("routes", () => {
  it("declares every SPEC §2 player path and sends unknown paths home", () => {
    const player = routes[0]!.children!.map((r) => r.path);
    for (const p of [paths.home, paths.disconnect, paths.game(), paths.messages, paths.message(), paths.myPage, paths.bridge, paths.reward, paths.favorite, paths.ranking, paths.bonus, paths.notFound]) {
      expect(player).toContain(p);
    }
    const fallback = routes.at(-1)!;
    expect(fallback.path).toBe("*");
  });

  it("declares every SPEC §2 admin path under the admin layout", () => {
    const admin = routes[1]!.children!.map((r) => r.path);
    expect(admin).toEqual(expect.arrayContaining(Object.values(paths.admin)));
    expect(admin).toHaveLength(Object.values(paths.admin).length);
  });
});
