import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminGameDocument, AdminGamesDocument, AdminTaskUpdatedDocument, GameTokensDocument, SetTablePausedDocument, UpdateGameDocument, UpdateTableDocument, type AdminGameFieldsFragment, type AdminTableFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput, gqlError, typed } from "../testing/graphql-errors.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { task } from "../testing/tasks.js";
import { GamesListPage } from "./GamesListPage.js";
import { GameEditPage } from "./GameEditPage.js";

const game = (over: Partial<AdminGameFieldsFragment> = {}): AdminGameFieldsFragment => typed("AdminGame", {
  id: "roulette", type: 1, name: "Roulette", nameJa: null, image: "/games/roulette.webp", erc20Address: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  isHot: true, isNew: false, categories: ["TOP"], sortOrder: 1, enabled: true, tableCount: 1, ...over,
} satisfies AdminGameFieldsFragment);
const table: AdminTableFieldsFragment = typed("AdminTable", {
  id: 1, name: "Roulette 1", nameJa: null, gameId: "roulette", areaId: "main-hall", floor: "GROUND", contractAddress: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
  minBet: "1000000", maxBet: "500000000", roundTimeout: 600, paused: false, noCommission: false, enabled: true, bettingSeconds: 15,
});
const games = { request: { query: AdminGamesDocument }, result: { data: { adminGames: [game(), game({ id: "baccarat", type: 2, name: "Baccarat", enabled: false, isHot: false, categories: [], tableCount: 0 })] } }, maxUsageCount: Infinity };
const tokens = { request: { query: GameTokensDocument }, result: { data: { chainConfig: typed("ChainConfig", { id: "chain", assetSusd: "0x0000000000000000000000000000000000000a55", gameSusd: "0x5FbDB2315678afecb367f032d93F642f64180aa3" }) } }, maxUsageCount: Infinity };
const detail = { request: { query: AdminGameDocument, variables: { id: "roulette" } }, result: { data: { adminGame: game(), adminTables: [table], adminAreas: [typed("AdminArea", { id: "main-hall", name: "Main hall" }), typed("AdminArea", { id: "vip", name: "VIP room" })] } }, maxUsageCount: Infinity };

describe("game config", () => {
  it("lists games with their state and filters them by the URL", async () => {
    const { search } = renderAdmin(<GamesListPage />, { path: "/admin/games", mocks: [games] });
    expect(await screen.findByRole("link", { name: "Roulette" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "New game" })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "disabled");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(screen.queryByRole("link", { name: "Roulette" })).toBeNull();
    expect(screen.getByRole("link", { name: "Baccarat" })).toBeTruthy();
    expect(search().get("status")).toBe("disabled");
  });

  it("names a game's token by its symbol, with the address in small print", async () => {
    renderAdmin(<GamesListPage />, { path: "/admin/games", mocks: [games, tokens] });
    const row = (await screen.findByRole("link", { name: "Roulette" })).closest("tr")!;
    expect(await within(row).findByText("SUSD")).toBeTruthy();
    expect(within(row).getByText("0x5fbdb2315678afecb367f032d93f642f64180aa3".slice(0, 6), { exact: false })).toBeTruthy();
  });

  it("edits the picture as an upload with a preview, and offers one Hot checkbox that also sets the HOT category", async () => {
    const input = { type: 1, name: "Roulette", nameJa: "", image: "/games/roulette.webp", erc20Address: "0x5fbdb2315678afecb367f032d93f642f64180aa3", sortOrder: 1, isHot: false, isNew: false, enabled: true, categories: ["TOP"] };
    const saved = { request: { query: UpdateGameDocument, variables: { id: "roulette", input } }, result: { data: { updateGame: game({ isHot: false }) } } };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [detail, tokens, saved] });
    const picture = await screen.findByRole("group", { name: /Image/ });
    expect(picture.querySelector("img")?.getAttribute("src")).toBe("/games/roulette.webp");
    expect(within(picture).getByRole("button", { name: /Replace/ })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Image/ })).toBeNull();
    expect(screen.getAllByRole("checkbox", { name: "Hot" })).toHaveLength(1);
    expect(await screen.findByText(/SUSD, the game-chain token/)).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Hot" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Saved/)).toBeTruthy();
  });

  it("says why the list could not be read instead of claiming there are no games", async () => {
    const refused = { request: { query: AdminGamesDocument }, result: { errors: [gqlError("FORBIDDEN", "This IP address is not allowed for this account")] } };
    renderAdmin(<GamesListPage />, { path: "/admin/games", mocks: [refused] });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This IP address is not allowed for this account");
    expect(alert.getAttribute("data-code")).toBe("FORBIDDEN");
    expect(screen.queryByText("No games yet")).toBeNull();
  });

  it("shows a read-only role no way to add a game", async () => {
    renderAdmin(<GamesListPage />, { path: "/admin/games", mocks: [games], granted: ROLE_PERMISSIONS.SUPPORT });
    await screen.findByRole("link", { name: "Roulette" });
    expect(screen.queryByRole("link", { name: "New game" })).toBeNull();
  });

  it("saves a game and shows the gateway's refusal of a field beside it", async () => {
    const input = { type: 1, name: "Roulette", nameJa: "", image: "/games/roulette.webp", erc20Address: "0x5fbdb2315678afecb367f032d93f642f64180aa3", sortOrder: 1, isHot: true, isNew: true, enabled: true, categories: ["TOP", "HOT"] };
    const refused = { request: { query: UpdateGameDocument, variables: { id: "roulette", input } }, result: { errors: [badInput("erc20Address", "No token at that address on the game chain")] } };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [detail, refused] });
    await userEvent.click(await screen.findByLabelText("New"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const token = screen.getByLabelText(/^Token/);
    expect((await screen.findByText("No token at that address on the game chain")).id).toBe(token.getAttribute("aria-describedby"));
    expect(token.getAttribute("aria-invalid")).toBe("true");
  });

  it("checks limits before sending, then sends both limits when one changes", async () => {
    const update = { request: { query: UpdateTableDocument, variables: { id: 1, input: { name: "Roulette 1", nameJa: "ルーレット1", areaId: "vip", floor: "GROUND", enabled: true, bettingSeconds: 15, minBet: "1000000", maxBet: "750500000" } } }, result: { data: { updateTable: { ...table, areaId: "vip" } } } };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [detail, update] });
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit table" });
    const max = within(form).getByLabelText(/Max bet/);
    expect((max as HTMLInputElement).value).toBe("500");
    await userEvent.clear(max);
    await userEvent.type(max, "0.5");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByText("The max bet must be at least the min bet")).toBeTruthy();
    await userEvent.clear(max);
    await userEvent.type(max, "750.5");
    await userEvent.selectOptions(within(form).getByLabelText(/Area/), "vip");
    await userEvent.type(within(form).getByLabelText(/Name in Japanese/), "ルーレット1");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved; the new limits are on their way to the contract")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Edit table" })).toBeNull();
  });

  it("shows the contract's new limits once their task succeeds", async () => {
    const once = { ...detail, maxUsageCount: 1 };
    const after = { request: detail.request, result: { data: { ...detail.result.data, adminTables: [{ ...table, maxBet: "750000000" }] } } };
    const done = { request: { query: AdminTaskUpdatedDocument }, result: { data: { adminTaskUpdated: task({ id: "t3", kind: "table.setLimits", state: "SUCCESS", target: "table:1", params: { tableId: 1 } }) } }, delay: 300 };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [once, done, after] });
    expect(await screen.findByRole("cell", { name: "500" })).toBeTruthy();
    expect(await screen.findByRole("cell", { name: "750" })).toBeTruthy();
  });

  it("keeps reading the tables after the task succeeds until the indexer has the contract's new limits", async () => {
    const once = { ...detail, maxUsageCount: 1 };
    const stale = { ...detail, maxUsageCount: 1 };
    const after = { request: detail.request, result: { data: { ...detail.result.data, adminTables: [{ ...table, maxBet: "750000000" }] } } };
    const done = { request: { query: AdminTaskUpdatedDocument }, result: { data: { adminTaskUpdated: task({ id: "t4", kind: "table.setLimits", state: "SUCCESS", target: "table:1", params: { tableId: 1, minBet: "1000000", maxBet: "750000000" } }) } }, delay: 300 };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [once, done, stale, after] });
    expect(await screen.findByRole("cell", { name: "500" })).toBeTruthy();
    expect(await screen.findByRole("cell", { name: "750" }, { timeout: 4000 })).toBeTruthy();
  });

  it("pauses a table only after confirmation", async () => {
    const paused = { request: { query: SetTablePausedDocument, variables: { id: 1, paused: true } }, result: { data: { setTablePaused: "task-7" } } };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [detail, paused] });
    await userEvent.click(await screen.findByRole("button", { name: "Pause" }));
    const dialog = screen.getByRole("alertdialog", { name: "Pause Roulette 1?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Pause" }));
    expect(await screen.findByText("Pause sent as task task-7")).toBeTruthy();
  });

  it("offers Resume, not Pause, for a paused table and says it is paused", async () => {
    const pausedDetail = { ...detail, result: { data: { ...detail.result.data, adminTables: [{ ...table, paused: true }] } } };
    const resumed = { request: { query: SetTablePausedDocument, variables: { id: 1, paused: false } }, result: { data: { setTablePaused: "task-8" } } };
    renderAdmin(<GameEditPage />, { path: "/admin/games/:id", url: "/admin/games/roulette", mocks: [pausedDetail, resumed] });
    await userEvent.click(await screen.findByRole("button", { name: "Resume" }));
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
    expect(screen.getByText("Paused")).toBeTruthy();
    await userEvent.click(within(screen.getByRole("alertdialog", { name: "Resume Roulette 1?" })).getByRole("button", { name: "Resume" }));
    expect(await screen.findByText("Resume sent as task task-8")).toBeTruthy();
  });
});
