import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemberDocument, MemberRulesDocument, MembersDocument, SetMemberBanDocument, type MemberFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { typed } from "../testing/graphql-errors.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { MEMBERS_PAGE, MembershipPage } from "./MembershipPage.js";

const ALICE = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const member = (over: Partial<MemberFieldsFragment> = {}): MemberFieldsFragment =>
  typed("Member", {
    id: "u1", address: ALICE, gameWallet: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc", name: "Alice", email: "alice@example.com", userType: "NORMAL",
    registeredAt: "2026-11-01T09:00:00.000Z", lastLoginAt: "2026-11-22T18:30:00.000Z", lastIp: "203.0.113.7", banned: false, chatBanned: false, imageBanned: false,
    betCount: 42, wagered: "123450000", paidOut: "100000000", ...over,
  } satisfies MemberFieldsFragment);
const page = (nodes: MemberFieldsFragment[]) => ({ members: { __typename: "MemberConnection", edges: nodes.map((n) => ({ __typename: "MemberEdge", cursor: n.id, node: n })), pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false } } });
const noFilter = { search: null, banned: null, registeredFrom: null, registeredTo: null };
const noRules = { request: { query: MemberRulesDocument, variables: { address: ALICE } }, result: { data: { member: typed("Member", { id: "u1", responsibleGaming: null }) } } };

describe("membership", () => {
  it("searches players and bans one after confirmation", async () => {
    const mocks = [
      { request: { query: MembersDocument, variables: { filter: noFilter, first: MEMBERS_PAGE, after: null } }, result: { data: page([]) } },
      { request: { query: MembersDocument, variables: { filter: { ...noFilter, search: "alice" }, first: MEMBERS_PAGE, after: null } }, result: { data: page([member()]) } },
      { request: { query: SetMemberBanDocument, variables: { address: ALICE, banned: true } }, result: { data: { setMemberBan: member({ banned: true }) } } },
    ];
    renderAdmin(<MembershipPage />, { path: "/admin/membership", mocks });
    expect(await screen.findByText("No players have registered yet")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Search"), "alice");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    const row = (await screen.findByText("Alice")).closest("tr")!;
    expect(within(row).getByText("alice@example.com")).toBeTruthy();
    expect(within(row).getByText("203.0.113.7")).toBeTruthy();
    expect(within(row).getByText("123.45")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Ban" }));
    const dialog = screen.getByRole("alertdialog", { name: /Ban Alice/ });
    expect(dialog.textContent).toContain("refused at sign-in");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban" }));
    expect(await screen.findByText(/is banned/)).toBeTruthy();
    // The cache takes the server's answer: the row now offers to lift the ban.
    expect(await within(row).findByRole("button", { name: "Unban" })).toBeTruthy();
    expect(within(row).getByText("Banned")).toBeTruthy();
  });

  it("shows a staff account's role and offers no ban (staff are managed under Administrators)", async () => {
    const staff = member({ id: "u2", name: "Sam", userType: "SUPPORT" });
    const detail = typed("Member", { ...staff, balances: { __typename: "MemberBalances", mainWallet: "0", gameWallet: null, bonusLocked: "0", bridgedToGame: "0", bridgedToMain: "0" } });
    const mocks = [
      { request: { query: MembersDocument, variables: { filter: noFilter, first: MEMBERS_PAGE, after: null } }, result: { data: page([staff]) } },
      { request: { query: MemberDocument, variables: { address: ALICE } }, result: { data: { member: detail } } },
      noRules,
    ];
    renderAdmin(<MembershipPage />, { path: "/admin/membership", mocks });
    const row = (await screen.findByText("Sam")).closest("tr")!;
    expect(within(row).getByText("Support")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Ban" })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Details" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/Staff accounts cannot be banned here/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Ban" })).toBeNull();
  });

  it("shows one player's balances from both chains", async () => {
    const detail = typed("Member", { ...member(), balances: { __typename: "MemberBalances", mainWallet: "5000000000", gameWallet: null, bonusLocked: "0", bridgedToGame: "200000000", bridgedToMain: "0" } });
    const mocks = [
      { request: { query: MembersDocument, variables: { filter: noFilter, first: MEMBERS_PAGE, after: null } }, result: { data: page([member()]) } },
      { request: { query: MemberDocument, variables: { address: ALICE } }, result: { data: { member: detail } } },
      noRules,
    ];
    renderAdmin(<MembershipPage />, { path: "/admin/membership", mocks });
    await userEvent.click(await screen.findByRole("button", { name: /0x7099/ }));
    const dialog = screen.getByRole("dialog", { name: "Player" });
    expect((await within(dialog).findByTestId("balance-main")).textContent).toBe("5,000 SUSD");
    // A chain that could not be read shows a dash, not zero.
    expect(within(dialog).getByTestId("balance-game").textContent).toBe("—");
    // Their responsible-gaming rules follow, read from the chain (none without a game wallet).
    expect(within(dialog).getByRole("region", { name: "Responsible gaming" })).toBeTruthy();
    expect(await within(dialog).findByText(/no game wallet yet/)).toBeTruthy();
  });

  it("lets a MEMBER look but not ban", async () => {
    const mocks = [{ request: { query: MembersDocument, variables: { filter: noFilter, first: MEMBERS_PAGE, after: null } }, result: { data: page([member()]) } }];
    renderAdmin(<MembershipPage />, { path: "/admin/membership", mocks, granted: ROLE_PERMISSIONS.MEMBER });
    const row = (await screen.findByText("Alice")).closest("tr")!;
    expect(within(row).queryByRole("button", { name: "Ban" })).toBeNull();
  });
});
