import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { AdminTaskUpdatedDocument, MemberRulesDocument, StaffTimeOutDocument, type MemberRulesQuery } from "../../../gql/admin/graphql.js";
import { renderAdmin } from "../../testing/render-admin.js";
import { typed } from "../../testing/graphql-errors.js";
import { task } from "../../testing/tasks.js";
import { ROLE_PERMISSIONS } from "../../access/role-matrix.js";
import { RulesSection } from "./RulesSection.js";
import { TimeOutAction } from "./TimeOutAction.js";

const ALICE = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const WALLET = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
type Rules = NonNullable<MemberRulesQuery["member"]["responsibleGaming"]>;

const limits = (over: Partial<Rules["limits"]> = {}) => typed("GamingLimits", { singleBet: null, dailyLoss: null, weeklyLoss: null, monthlyLoss: null, dailyMinutes: null, ...over });
const window = (limit: string | null, loss: string, resetsAt: string) => typed("LossWindow", { limit, loss, resetsAt });
const change = (over: Partial<Rules["history"][number]>) =>
  typed("GamingChange", { id: "c", kind: "LIMITS_SET", at: "2026-11-20T08:00:00.000Z", byStaff: null, effectiveAt: null, period: null, until: null, selfExclusion: null, banned: null, txHash: `0x${"ab".repeat(32)}`, limits: null, ...over } as Rules["history"][number]);
const rules = (over: Partial<Rules> = {}): Rules =>
  typed("ResponsibleGaming", {
    id: ALICE, wallet: WALLET,
    limits: limits({ singleBet: "50000000", dailyLoss: "100000000", weeklyLoss: "500000000", monthlyLoss: "1500000000", dailyMinutes: 90 }),
    pendingLimits: null, pendingAt: null,
    usage: typed("GamingUsage", { day: window("100000000", "25500000", "2026-11-29T00:00:00.000Z"), week: window("500000000", "-10000000", "2026-11-30T00:00:00.000Z"), month: window("1500000000", "0", "2026-12-01T00:00:00.000Z") }),
    playSecondsLeft: 1800,
    status: typed("GamingStatus", { blockedUntil: null, selfExcluded: false, resumeAt: null, banned: false }),
    history: [],
    ...over,
  } satisfies Rules);
const answer = (r: Rules | null) => ({ request: { query: MemberRulesDocument, variables: { address: ALICE } }, result: { data: { member: typed("Member", { id: "u1", responsibleGaming: r }) } } });
const show = (mocks: MockLink.MockedResponse[], granted: readonly string[] = ROLE_PERMISSIONS.ADMIN) =>
  renderAdmin(<RulesSection address={ALICE} who="Alice (0x7099…79c8)" />, { mocks, granted });

afterEach(() => vi.useRealTimers());

describe("a player's responsible-gaming rules in the back office", () => {
  it("shows each limit with its window's use and reset, the pending change and when it applies", async () => {
    const looser = rules({ pendingLimits: limits({ singleBet: "50000000", dailyLoss: "200000000", weeklyLoss: "500000000", monthlyLoss: "1500000000", dailyMinutes: 90 }), pendingAt: "2026-12-03T08:00:00.000Z" });
    show([answer(looser)]);
    const daily = (await screen.findByTestId("limit-dailyLoss")).closest("tr")!;
    expect(within(daily).getByText("100 SUSD")).toBeTruthy();
    expect(within(daily).getByText("25.5 SUSD lost")).toBeTruthy();
    expect(within(daily).getByText("2026-11-29 00:00:00")).toBeTruthy();
    expect(within(daily).getByText("200 SUSD")).toBeTruthy();
    const weekly = screen.getByTestId("limit-weeklyLoss").closest("tr")!;
    expect(within(weekly).getByText("10 SUSD ahead")).toBeTruthy();
    const minutes = screen.getByTestId("limit-dailyMinutes").closest("tr")!;
    expect(within(minutes).getByText("90 minutes")).toBeTruthy();
    expect(within(minutes).getByText("30 minutes left today")).toBeTruthy();
    expect(screen.getByTestId("pending-at").textContent).toContain("2026-12-03 08:00:00 UTC");
    expect(screen.getByTestId("rules-status").textContent).toBe("Can play");
  });

  it("shows a running self-exclusion and a staff ban", async () => {
    show([answer(rules({ status: typed("GamingStatus", { blockedUntil: "2099-05-01T00:00:00.000Z", selfExcluded: true, resumeAt: null, banned: true }) }))]);
    const status = await screen.findByTestId("rules-status");
    expect(status.textContent).toContain("Banned by staff");
    expect(status.textContent).toContain("Self-excluded until 2099-05-01 00:00:00 UTC");
  });

  it("lists the history with what changed, to what, and whether staff or the player did it", async () => {
    const history = [
      change({ id: "h3", kind: "BREAK_STARTED", at: "2026-11-22T10:00:00.000Z", byStaff: true, period: 2, until: "2026-11-29T10:00:00.000Z", txHash: `0x${"cd".repeat(32)}` }),
      change({ id: "h2", kind: "BREAK_STARTED", at: "2026-11-21T10:00:00.000Z", byStaff: false, period: 5, until: "2027-05-23T10:00:00.000Z", selfExclusion: true }),
      change({ id: "h1", kind: "LIMITS_SET", limits: limits({ dailyLoss: "100000000" }) }),
    ];
    show([answer(rules({ history }))]);
    const staff = (await screen.findByText("Time-out of 7 days until 2026-11-29 10:00:00 UTC")).closest("tr")!;
    expect(within(staff).getByText("Staff")).toBeTruthy();
    expect(within(staff).getByText("Break started")).toBeTruthy();
    expect(within(staff).getByText("2026-11-22 10:00:00")).toBeTruthy();
    expect(within(staff).getByTitle(`0x${"cd".repeat(32)}`)).toBeTruthy();
    const self = screen.getByText(/^Self-exclusion of 6 months/).closest("tr")!;
    expect(within(self).getByText("Player")).toBeTruthy();
    const set = screen.getByText("Limits set").closest("tr")!;
    expect(within(set).getByText(/Daily loss 100 SUSD/)).toBeTruthy();
    expect(within(set).getByText("Player")).toBeTruthy();
  });

  it("offers a MEMBER no time-out, and SUPPORT one", async () => {
    const member = show([answer(rules())], ROLE_PERMISSIONS.MEMBER);
    await screen.findByTestId("rules-status");
    expect(screen.queryByRole("button", { name: "Time-out" })).toBeNull();
    member.unmount();
    show([answer(rules())], ROLE_PERMISSIONS.SUPPORT);
    expect(await screen.findByRole("button", { name: "Time-out" })).toBeTruthy();
  });

  it("refuses the call itself for a role without protection.write, sending nothing", async () => {
    renderAdmin(<TimeOutAction address={ALICE} who="Alice" blockedUntil={null} onDone={() => undefined} />, { granted: ROLE_PERMISSIONS.MEMBER });
    await userEvent.click(screen.getByRole("button", { name: "Time-out" }));
    await userEvent.type(screen.getByLabelText(/Reason/), "Asked by phone to stop");
    await userEvent.click(screen.getByRole("button", { name: "Review the time-out" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Put on the time-out" }));
    expect(await screen.findByText("Your role cannot put players on a time-out")).toBeTruthy();
    expect(screen.queryByTestId("queued-time-out")).toBeNull();
  });

  it("says so when the player has no game wallet", async () => {
    show([answer(null)]);
    expect(await screen.findByText(/no game wallet yet/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Time-out" })).toBeNull();
  });

  it("requires a reason before asking to confirm", async () => {
    show([answer(rules())]);
    await userEvent.click(await screen.findByRole("button", { name: "Time-out" }));
    await userEvent.click(screen.getByRole("button", { name: "Review the time-out" }));
    expect(screen.getByText("Say why the player is timed out")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("names the end in the confirm step, queues the time-out and follows its task until the chain holds it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00.000Z"));
    const queued = task({ id: "t7", kind: "player.timeOut", params: { player: ALICE, wallet: WALLET, period: 2 }, target: `user:${ALICE}` });
    const onBreak = rules({ status: typed("GamingStatus", { blockedUntil: "2026-12-05T10:00:12.000Z", selfExcluded: false, resumeAt: null, banned: false }) });
    show([
      answer(rules()),
      { request: { query: StaffTimeOutDocument, variables: { address: ALICE, period: 2, reason: "Asked by phone to stop" } }, result: { data: { staffTimeOut: queued } } },
      { request: { query: AdminTaskUpdatedDocument, variables: { ids: ["t7"] } }, result: { data: { adminTaskUpdated: { ...queued, state: "SUCCESS", txHash: `0x${"ef".repeat(32)}` } } }, delay: 300 },
      answer(onBreak),
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Time-out" }));
    await userEvent.click(screen.getByLabelText("7 days"));
    await userEvent.type(screen.getByLabelText(/Reason/), "Asked by phone to stop");
    await userEvent.click(screen.getByRole("button", { name: "Review the time-out" }));
    const dialog = screen.getByRole("alertdialog", { name: "Time out Alice (0x7099…79c8) for 7 days?" });
    expect(within(dialog).getByTestId("time-out-summary").textContent).toContain("cannot stake at any table until 2026-12-05 10:00:00 UTC");
    expect(dialog.textContent).toContain("Reason: Asked by phone to stop");
    await userEvent.click(within(dialog).getByRole("button", { name: "Put on the time-out" }));
    const done = await screen.findByTestId("queued-time-out");
    expect(done.textContent).toContain("Time-out queued as task t7");
    expect(within(done).getByTestId("task-state").getAttribute("data-state")).toBe("new");
    expect(await within(done).findByText("Success")).toBeTruthy();
    // The task's success reads the rules again: the chain now holds the break.
    expect(await within(screen.getByTestId("rules-status")).findByText("On a time-out until 2026-12-05 10:00:12 UTC")).toBeTruthy();
  });
});
