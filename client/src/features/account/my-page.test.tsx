import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { MyBetHistoryDocument, MyBonusSummaryDocument, MyProfileDocument, MyTransactionsDocument, UpdateMyEmailDocument, UpdateMyNameDocument } from "../../gql/pages/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import { MyPage } from "./MyPage.js";

vi.mock("react-easy-crop", () => ({
  default: function FakeCropper(props: { aspect: number; onCropComplete: (a: object, p: object) => void; setImageRef: (r: { current: HTMLImageElement | null }) => void }) {
    useEffect(() => {
      props.setImageRef({ current: document.createElement("img") });
      props.onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 900, height: 900 });
    }, []);
    return <div data-testid="crop-stage" data-aspect={props.aspect} />;
  },
}));

const player = testSession({ status: "signedIn", me: testUser() });
const profile = (over: Record<string, unknown> = {}) => ({ request: { query: MyProfileDocument }, result: { data: { me: { __typename: "User", id: "u1", address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", name: "Alice", email: null, imageUrl: null, createdAt: "2026-10-01T00:00:00.000Z", ...over } } } });
const bet = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: "MyBet", id, tableId: 1, tableName: "Roulette Royale", tableNameJa: null, gameType: 1, roundId: 41, roundState: "settled", result: { game: "roulette", number: 17, color: "black" },
  amount: "2000000", extraStake: "0", payout: "72000000", refunded: false, placedAt: "2026-11-20T10:00:00.000Z", ...over,
});
const betPage = (nodes: ReturnType<typeof bet>[], hasNextPage = false, endCursor: string | null = null) => ({ __typename: "MyBetConnection", edges: nodes.map((node) => ({ __typename: "MyBetEdge", cursor: node.id, node })), pageInfo: { __typename: "PageInfo", hasNextPage, endCursor } });
const history = (filter: object, after: string | null, page: ReturnType<typeof betPage>) => always({ request: { query: MyBetHistoryDocument, variables: { filter, first: 20, after } }, result: { data: { myBetHistory: page } } });
const NO_FILTER = { gameType: null, from: null, to: null };

describe("/my-page", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:picked");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("asks a guest to connect", async () => {
    renderPlayer(<MyPage />, { path: "/my-page" });
    expect(await screen.findByText("Connect your wallet to see your page.")).toBeTruthy();
  });

  it("names a player who has not chosen a name as the page's language does, and offers an empty name to change", async () => {
    renderPlayer(<MyPage />, { session: player, path: "/my-page", locale: "ja", mocks: [profile({ name: "Guest" }), history(NO_FILTER, null, betPage([]))] });
    expect((await screen.findByTestId("profile-name")).textContent).toBe("ゲスト");
    await userEvent.click(screen.getByRole("button", { name: "名前を変更" }));
    expect((screen.getByRole("textbox", { name: "名前" }) as HTMLInputElement).value).toBe("");
  });

  it("opens on the game history: each bet with its round's result, payout and net, a page at a time, filtered by game, verifiable", async () => {
    const { router } = renderPlayer(<MyPage />, {
      session: player,
      path: "/my-page",
      mocks: [
        always(profile()),
        history(NO_FILTER, null, betPage([bet("b2", { payout: null, roundState: "closed", result: null, roundId: 42 }), bet("b1")], true, "c1")),
        history(NO_FILTER, "c1", betPage([bet("b0", { payout: "0", result: { game: "roulette", number: 3, color: "red" }, roundId: 40 })])),
        history({ ...NO_FILTER, gameType: 2 }, null, betPage([])),
      ],
    });
    expect(screen.getByRole("tab", { name: "Game history" }).getAttribute("aria-selected")).toBe("true");
    const rows = await screen.findAllByTestId("history-row");
    expect(rows.map((r) => within(r).getByTestId("history-net").textContent)).toEqual(["—", "+70"]);
    expect(within(rows[0]!).getByText("Waiting for the result")).toBeTruthy();
    expect(within(rows[1]!).getByText("17")).toBeTruthy();
    expect(within(rows[0]!).queryByRole("button", { name: "Verify" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getAllByTestId("history-row").map((r) => r.dataset.round)).toEqual(["40"]));
    expect(within(screen.getByTestId("history-row")).getByTestId("history-net").textContent).toBe("-2");
    // SPEC §5: a payout of zero shows as "-".
    expect(within(screen.getByTestId("history-row")).getByText("-", { selector: "td" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByTestId("verify-dialog")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await userEvent.selectOptions(screen.getByTestId("history-game"), "2");
    expect(await screen.findByTestId("history-empty")).toBeTruthy();
    expect(router.state.location.search).toBe("?game=2");
  });

  it("names each game as the lobby does: a hold'em bet reads Casino Hold'em, in the rows and the game filter", async () => {
    const holdem = bet("h1", { gameType: 3, tableName: "Hold'em Sunset", result: { game: "casino hold'em", winner: "dealer", dealerQualifies: true }, payout: "0" });
    renderPlayer(<MyPage />, { session: player, path: "/my-page", mocks: [always(profile()), history(NO_FILTER, null, betPage([holdem]))] });
    const row = await screen.findByTestId("history-row");
    expect(row.textContent).toContain("Casino Hold'em");
    expect(row.textContent).not.toContain("Poker");
    expect(within(screen.getByTestId("history-game")).getByRole("option", { name: "Casino Hold'em" })).toBeTruthy();
  });

  it("changes the player's name, with the server's refusal shown beside it", async () => {
    const saved = vi.fn(() => ({ data: { updateMyName: { __typename: "User", id: "u1", name: "Alice W." } } }));
    renderPlayer(<MyPage />, {
      session: player,
      path: "/my-page",
      mocks: [
        always(profile()),
        history(NO_FILTER, null, betPage([])),
        { request: { query: UpdateMyNameDocument, variables: { name: "" } }, result: { errors: [{ message: "Enter a name", extensions: { code: "BAD_USER_INPUT", field: "name" } }] } },
        { request: { query: UpdateMyNameDocument, variables: { name: "Alice W." } }, result: saved },
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Change name" }));
    const input = screen.getByRole("textbox", { name: "Name" });
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a name");
    await userEvent.type(input, "Alice W.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByTestId("profile-name")).textContent).toBe("Alice W.");
    expect(saved).toHaveBeenCalledTimes(1);
  });

  for (const [locale, taken, change, label, save] of [
    ["en", "This email is already exist", "Change email", "Email", "Save"],
    ["ja", "このメールアドレスはすでに登録されています", "メールアドレスを変更", "メールアドレス", "保存"],
  ] as const) {
    it(`sets the player's email, with SPEC §8's message when another player has it (${locale})`, async () => {
      const saved = vi.fn(() => ({ data: { updateMyEmail: { __typename: "User", id: "u1", email: "alice@example.com" } } }));
      renderPlayer(<MyPage />, {
        session: player,
        path: "/my-page",
        locale,
        mocks: [
          always(profile()),
          always(history(NO_FILTER, null, betPage([]))),
          { request: { query: UpdateMyEmailDocument, variables: { email: "bob@example.com" } }, result: { errors: [{ message: "This email is already exist", extensions: { code: "CONFLICT" } }] } },
          { request: { query: UpdateMyEmailDocument, variables: { email: "alice@example.com" } }, result: saved },
        ],
      });
      await userEvent.click(await screen.findByRole("button", { name: change }));
      const input = screen.getByRole("textbox", { name: label });
      await userEvent.type(input, "bob@example.com");
      await userEvent.click(screen.getByRole("button", { name: save }));
      expect((await screen.findByRole("alert")).textContent).toBe(taken);
      await userEvent.clear(input);
      await userEvent.type(input, "alice@example.com");
      await userEvent.click(screen.getByRole("button", { name: save }));
      expect((await screen.findByTestId("profile-email")).textContent).toBe("alice@example.com");
      expect(saved).toHaveBeenCalledTimes(1);
    });
  }

  it("crops a photo square and uploads it as my_image.png for the player's avatar", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage: vi.fn(), imageSmoothingQuality: "low" } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback) {
      cb(new Blob([new Uint8Array(40_000)], { type: "image/png" }));
    });
    const upload = vi.fn(async () => new Response(JSON.stringify({ id: "up1", url: "/uploads/up1", contentType: "image/png", width: 512, height: 512, byteSize: 40_000 }), { status: 201 }));
    vi.stubGlobal("fetch", upload);
    renderPlayer(<MyPage />, { session: player, path: "/my-page", mocks: [profile(), always(profile({ imageUrl: "/uploads/up1" })), history(NO_FILTER, null, betPage([]))] });
    await screen.findByTestId("profile-name");
    await userEvent.upload(screen.getByTestId("image-file"), new File([new Uint8Array(300_000)], "me.jpg", { type: "image/jpeg" }));
    expect((await screen.findByTestId("crop-stage")).dataset.aspect).toBe("1");
    await userEvent.click(screen.getByRole("button", { name: "Crop" }));
    expect((await screen.findByTestId("profile-photo")).getAttribute("src")).toBe("/uploads/up1");
    const [url, init] = upload.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/v1/uploads?purpose=avatar");
    expect((init.body as File).name).toBe("my_image.png");
  });

  it("shows the transactions and the bonus summary on their tabs", async () => {
    const tx = (id: string, kind: string, state: string) => ({ __typename: "AdminTransaction", id, kind, state, chain: "asset", txHash: `0x${"a".repeat(64)}`, completionTxHash: null, amount: "100000000", payout: null, reference: null, at: "2026-11-20T10:00:00.000Z" });
    const { router } = renderPlayer(<MyPage />, {
      session: player,
      path: "/my-page",
      url: "/my-page?tab=transactions",
      mocks: [
        always(profile()),
        always({ request: { query: MyTransactionsDocument, variables: { filter: { kind: null, from: null, to: null }, first: 20, after: null } }, result: { data: { myTransactions: { __typename: "AdminTransactionConnection", edges: [tx("bridge:1", "BRIDGE", "CONFIRMED"), tx("bonus:2", "BONUS", "CLAIMABLE")].map((node) => ({ __typename: "AdminTransactionEdge", cursor: node.id, node })), pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null } } } } }),
        always({ request: { query: MyBonusSummaryDocument }, result: { data: { bonusState: { __typename: "BonusState", id: "b", initialBonusUSD: "0", claimableBonus: "5000000", expiringBonus: "0", estimateSwappableAmount: "5000000", totalBet: "90000000", depositAmount: "100000000", bonusAmount: "10000000" }, bonuses: [{ __typename: "Bonus", id: "d1", status: "claimable", bonusAmount: "5000000", depositAmount: "50000000", depositedAt: "2026-11-01T00:00:00.000Z", expiredAt: "2026-12-01T00:00:00.000Z" }] } } }),
      ],
    });
    const rows = await screen.findAllByTestId("tx-row");
    expect(rows.map((r) => [r.dataset.kind, within(r).getByText(/Confirmed|Claimable/).textContent])).toEqual([["BRIDGE", "Confirmed"], ["BONUS", "Claimable"]]);
    await userEvent.click(screen.getByRole("tab", { name: "Bonus" }));
    expect(router.state.location.search).toBe("?tab=bonus");
    expect((await screen.findByTestId("bonus-claimable")).textContent).toBe("5");
    expect(screen.getByTestId("bonus-count-claimable").textContent).toContain("1");
  });
});
