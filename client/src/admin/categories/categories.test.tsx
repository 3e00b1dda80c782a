import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminCategoriesDocument, AdminCategoryDocument, AdminGamesDocument, CreateCategoryDocument, DeleteCategoryDocument, UpdateCategoryDocument, type AdminCategoryFieldsFragment, type AdminGameFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { gqlError, typed } from "../testing/graphql-errors.js";
import { CategoriesListPage } from "./CategoriesListPage.js";
import { CategoryEditPage, CategoryNewPage } from "./CategoryEditPage.js";

const category = (over: Partial<AdminCategoryFieldsFragment> = {}): AdminCategoryFieldsFragment =>
  typed("AdminCategory", { id: "hot", nameEn: "Hot", nameJa: "人気", sortOrder: 2, enabled: true, builtIn: true, gameIds: ["roulette"], createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:00:00.000Z", ...over } satisfies AdminCategoryFieldsFragment);
const game = (id: string, name: string): AdminGameFieldsFragment => typed("AdminGame", { id, type: 1, name, nameJa: null, image: `/games/${id}.svg`, erc20Address: "0x01", isHot: false, isNew: false, categories: [], sortOrder: 0, enabled: true, tableCount: 1 } satisfies AdminGameFieldsFragment);
const games = { request: { query: AdminGamesDocument }, result: { data: { adminGames: [game("roulette", "Roulette"), game("baccarat", "Baccarat"), game("sic-bo", "Sic Bo")] } }, maxUsageCount: Infinity };

describe("back office categories", () => {
  it("lists the lobby's categories in order; a built-in one cannot be deleted, a staff-made one after confirmation", async () => {
    const remove = vi.fn(() => ({ errors: [gqlError("CONFLICT", "Games still point at it")] }));
    renderAdmin(<CategoriesListPage />, {
      path: "/admin/categories",
      mocks: [
        { request: { query: AdminCategoriesDocument }, result: { data: { adminCategories: [category(), category({ id: "card-games", nameEn: "Card games", nameJa: "カードゲーム", sortOrder: 0, builtIn: false, gameIds: ["baccarat", "sic-bo"] })] } } },
        { request: { query: DeleteCategoryDocument, variables: { id: "card-games" } }, result: remove },
      ],
    });
    await screen.findByRole("link", { name: "Card games" });
    expect(screen.getAllByRole("row").slice(1).map((r) => within(r).getAllByRole("cell")[1]!.textContent)).toEqual(["Card games card-games", "Hot hot"]);
    const hot = screen.getByRole("link", { name: "Hot" }).closest("tr")!;
    expect(within(hot).getByRole("button", { name: "Delete" })).toHaveProperty("disabled", true);
    const cards = screen.getByRole("link", { name: "Card games" }).closest("tr")!;
    await userEvent.click(within(cards).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete the category “Card games”?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Games still point at it");
  });

  it("creates a category with its games in the order chosen; a bad slug is refused inline", async () => {
    const created = vi.fn(() => ({ data: { createCategory: category({ id: "live-cards", builtIn: false }) } }));
    renderAdmin(<CategoryNewPage />, {
      path: "/admin/category/new",
      routes: [{ path: "/admin/categories", element: <p>categories</p> }],
      mocks: [games, { request: { query: CreateCategoryDocument, variables: { input: { id: "live-cards", nameEn: "Live cards", nameJa: "ライブカード", sortOrder: 3, enabled: true, gameIds: ["sic-bo", "baccarat"] } } }, result: created }],
    });
    await userEvent.type(screen.getByLabelText(/Slug/), "Live Cards");
    await userEvent.type(screen.getByLabelText(/Name \(English\)/), "Live cards");
    await userEvent.type(screen.getByLabelText(/Name \(Japanese\)/), "ライブカード");
    await userEvent.clear(screen.getByLabelText(/Order/));
    await userEvent.type(screen.getByLabelText(/Order/), "3");
    const picker = within(screen.getByTestId("games-picker"));
    await waitFor(() => expect(picker.getAllByRole("option").length).toBe(4));
    await userEvent.selectOptions(picker.getByRole("combobox"), "baccarat");
    await userEvent.selectOptions(picker.getByRole("combobox"), "sic-bo");
    await userEvent.click(picker.getByRole("button", { name: "Move Sic Bo up" }));
    expect(picker.getAllByTestId("category-game").map((li) => li.textContent?.replace(/[↑↓×]/g, "").trim())).toEqual(["1Sic Bo", "2Baccarat"]);
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("2 to 32 lowercase letters, digits and dashes")).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Slug/));
    await userEvent.type(screen.getByLabelText(/Slug/), "live-cards");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it("edits a built-in category's names and games, and says it cannot be deleted", async () => {
    const save = vi.fn(() => ({ data: { updateCategory: category({ nameEn: "Hot now", gameIds: ["roulette", "baccarat"] }) } }));
    renderAdmin(<CategoryEditPage />, {
      path: "/admin/category/:id",
      url: "/admin/category/hot",
      mocks: [
        games,
        { request: { query: AdminCategoryDocument, variables: { id: "hot" } }, result: { data: { adminCategory: category() } }, maxUsageCount: Infinity },
        { request: { query: UpdateCategoryDocument, variables: { id: "hot", input: { nameEn: "Hot now", nameJa: "人気", sortOrder: 2, enabled: true, gameIds: ["roulette", "baccarat"] } } }, result: save },
      ],
    });
    const name = await screen.findByLabelText(/Name \(English\)/);
    expect(screen.queryByLabelText(/Slug/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByText(/cannot be deleted; turn it off instead/)).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, "Hot now");
    const picker = within(screen.getByTestId("games-picker"));
    await waitFor(() => expect(picker.getAllByRole("option").length).toBe(3));
    await userEvent.selectOptions(picker.getByRole("combobox"), "baccarat");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });
});
