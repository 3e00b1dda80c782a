import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomePage } from "./HomePage.js";
import { renderLobby } from "./lobby-test-kit.js";

const order = () => [...document.querySelectorAll("[data-game]")].map((s) => s.getAttribute("data-game"));
const banner = (id: string, link: string | null) => ({ id, title: `Banner ${id}`, imageUrl: `/uploads/${id}-desktop`, mobileImageUrl: `/uploads/${id}-phone`, link, sortOrder: 0 });

describe("the lobby's managed content", () => {
  it("filters by the categories staff manage, in their order, a staff-made one included", async () => {
    renderLobby(<HomePage />);
    await screen.findByTestId("table-card-1");
    const chips = await screen.findByTestId("category-card-games");
    expect([...chips.parentElement!.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["All games", "★Favorites", "Card games", "Featured", "Hot", "Recommended", "VIP", "Top"]);
    fireEvent.click(chips);
    expect(order()).toEqual(["baccarat", "blackjack"]);
    expect(chips.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the lobby's top banners as a carousel with the desktop picture and the phone one below 768 px", async () => {
    renderLobby(<HomePage />, { banners: [banner("b1", "/bonus"), banner("b2", "https://example.org/event")] });
    const carousel = await screen.findByTestId("lobby-banners");
    const slides = within(carousel).getAllByTestId("banner");
    expect(slides).toHaveLength(2);
    const first = slides[0]!;
    expect(first.querySelector("source")?.getAttribute("media")).toBe("(max-width: 767px)");
    expect(first.querySelector("source")?.getAttribute("srcset")).toBe("/uploads/b1-phone");
    expect(within(first).getByRole("img", { name: "Banner b1" }).getAttribute("src")).toBe("/uploads/b1-desktop");
    expect(first.querySelector("a")?.getAttribute("href")).toBe("/bonus");
    expect(slides[1]!.querySelector("a")?.getAttribute("target")).toBe("_blank");
    expect(first.getAttribute("aria-hidden")).toBe("false");
    await userEvent.click(within(carousel).getByRole("button", { name: "Next banner" }));
    expect(slides[1]!.getAttribute("aria-hidden")).toBe("false");
    expect(first.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows no carousel when there is no banner", async () => {
    renderLobby(<HomePage />);
    await screen.findByTestId("table-card-1");
    expect(screen.queryByTestId("lobby-banners")).toBeNull();
  });
});
