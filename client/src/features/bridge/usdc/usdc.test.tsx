import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { ClaimGasEstimateDocument, WithdrawalQuoteDocument, type BridgeProcessFieldsFragment } from "../../../gql/graphql.js";
import { PageMessages } from "../../../shared/i18n/PageMessages.js";
import { always, renderPlayer } from "../../../testing/render-player.js";
import { usdcEn, usdcJa } from "./messages.js";
import { UsdcForm, type UsdcDirection } from "./UsdcForm.js";
import { WithdrawalRows } from "./WithdrawalRows.js";

const MIN = 85_000_000n;
const MAX = 20_000_000_000_000n;
const U = (n: number) => BigInt(n) * 1_000_000n;

function form(direction: UsdcDirection, { allowance = 0n, mocks = [] as Parameters<typeof renderPlayer>[1] extends infer O ? O extends { mocks?: infer M } ? M : never : never, locale = "en" as "en" | "ja" } = {}) {
  const onSubmit = vi.fn();
  renderPlayer(
    <PageMessages en={usdcEn} ja={usdcJa}>
      <UsdcForm direction={direction} onDirection={() => undefined} available={U(10_000_000)} allowance={allowance} min={MIN} max={MAX} busy={false} onSubmit={onSubmit} />
    </PageMessages>,
    { mocks, locale },
  );
  return { onSubmit, type: (text: string) => fireEvent.change(screen.getByTestId("usdc-amount"), { target: { value: text } }) };
}

const row = (over: Partial<BridgeProcessFieldsFragment>): BridgeProcessFieldsFragment => ({
  id: "31337-w1", address: "0xa", processType: 2, status: 0, step: 1, amount: "500000000", votes: 0, withdrawTxHash: "0xt", mintTxHash: null,
  withdrawalId: "0x" + "ab".repeat(32), transactionState: "processing", releaseAt: "2026-11-29T17:00:00.000Z", queueState: "pending", queueReasons: [], rejectReason: null,
  createdAt: "2026-11-29T05:00:00.000Z", updatedAt: "2026-11-29T05:00:00.000Z", ...over,
});

describe("USDC → SUSD (flow 1)", () => {
  it("says 'Please approve USDC on Bridge Contract' and asks for the exact amount when the allowance is short", () => {
    const { onSubmit, type } = form("deposit", { allowance: U(100) });
    type("1000");
    expect(screen.getByTestId("usdc-approve-needed").textContent).toContain("Please approve USDC on Bridge Contract");
    expect(screen.getByTestId("usdc-approve-needed").textContent).toContain("exactly 1,000 USDC");
    fireEvent.click(screen.getByRole("button", { name: "Approve and swap 1,000 USDC" }));
    expect(onSubmit).toHaveBeenCalledWith(U(1_000));
  });

  it("asks for no approval when the allowance covers the amount", () => {
    const { type } = form("deposit", { allowance: U(1_000) });
    type("1000");
    expect(screen.queryByTestId("usdc-approve-needed")).toBeNull();
    expect(screen.getByRole("button", { name: "Swap 1,000 USDC for SUSD" })).toBeTruthy();
  });

  it("refuses less than 85 and more than 6 decimals, as exact units", () => {
    const { onSubmit, type } = form("deposit");
    type("84.999999");
    fireEvent.click(screen.getByTestId("usdc-submit"));
    expect(screen.getByTestId("usdc-error").textContent).toBe("Minimum bridge amount is 85 SUSD");
    type("85.0000001");
    expect(screen.getByTestId("usdc-error").textContent).toBe("Enter an amount with at most 6 decimals");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("SUSD → USDC (flow 2)", () => {
  it("shows when a 6,000,000 withdrawal will be claimable and why before it is requested", async () => {
    const quote = always({
      request: { query: WithdrawalQuoteDocument, variables: { amount: U(6_000_000).toString() } },
      result: { data: { withdrawalQuote: { __typename: "WithdrawalQuote" as const, amount: U(6_000_000).toString(), delaySeconds: 43_200, reasons: ["review", "daily"], releaseAt: "2026-11-29T17:00:00.000Z" } } },
    });
    const { type } = form("withdraw", { mocks: [quote] });
    type("6000000");
    const note = await screen.findByText(/^Claimable from/);
    expect(note.textContent).toMatch(/2026/);
    const box = screen.getByTestId("usdc-quote");
    expect(within(box).getByText("Above 5,000,000 SUSD: staff review it (up to 12 hours).")).toBeTruthy();
    expect(within(box).getByText("Your total today is above 10,000 SUSD (up to 24 hours).")).toBeTruthy();
    expect(screen.queryByTestId("usdc-approve-needed")).toBeNull();
  });

  it("says a small withdrawal is claimable at once, in Japanese too", async () => {
    const quote = always({
      request: { query: WithdrawalQuoteDocument, variables: { amount: U(100).toString() } },
      result: { data: { withdrawalQuote: { __typename: "WithdrawalQuote" as const, amount: U(100).toString(), delaySeconds: 0, reasons: [], releaseAt: "2026-11-29T05:00:00.000Z" } } },
    });
    const { type } = form("withdraw", { mocks: [quote], locale: "ja" });
    type("100");
    expect(await screen.findByText("確認後すぐに受け取れます。")).toBeTruthy();
  });
});

describe("open withdrawals (flow 3)", () => {
  it("offers Claim on a claimable withdrawal with its gas now and at 10 gwei", async () => {
    const id = row({}).withdrawalId;
    const estimate = always({
      request: { query: ClaimGasEstimateDocument, variables: { withdrawalId: id } },
      result: { data: { claimGasEstimate: { __typename: "ClaimGasEstimate" as const, withdrawalId: id, gas: "300000", feePerGasWei: "2000000000", costWei: "600000000000000", costAt10GweiWei: "3000000000000000" } } },
    });
    const onClaim = vi.fn();
    renderPlayer(<PageMessages en={usdcEn} ja={usdcJa}><WithdrawalRows rows={[row({ status: 1, transactionState: "claimable" })]} claiming={null} onClaim={onClaim} /></PageMessages>, { mocks: [estimate] });
    expect(await screen.findByText("Gas about 0.0006 ETH (≈ 0.003 ETH at 10 gwei)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Claim 500 USDC" }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ withdrawalId: id }));
  });

  it("shows a queued withdrawal's ETA and reason, a rejected one's reason, and leaves claimed ones to the claim history", () => {
    renderPlayer(
      <PageMessages en={usdcEn} ja={usdcJa}>
        <WithdrawalRows
          rows={[
            row({ queueReasons: ["review"] }),
            row({ id: "r", withdrawalId: "0x02", status: 2, transactionState: "rejected", queueState: "rejected", rejectReason: "sanctions check" }),
            row({ id: "c", withdrawalId: "0x03", status: 2, transactionState: "claimed", queueState: "claimed" }),
          ]}
          claiming={null}
          onClaim={() => undefined}
        />
      </PageMessages>,
    );
    expect(screen.getAllByTestId("usdc-withdrawal")).toHaveLength(2);
    expect(screen.getByTestId("usdc-eta").textContent).toMatch(/^Claimable from: .*2026.* · Above 5,000,000 SUSD/);
    expect(screen.getByTestId("usdc-rejected").textContent).toBe("Rejected: sanctions check. Your SUSD was returned.");
    expect(screen.queryByTestId("usdc-claim")).toBeNull();
  });
});
