import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import type { ContractTransactionResponse } from "ethers";
import { cashierInterface } from "../../../shared/cashier/cashier-refusal.js";
import { en } from "../../../shared/i18n/en.js";
import { SessionFixture, testSession, testUser } from "../../../testing/session.js";
import { rgEn } from "../i18n/en.js";
import { useCashierTx } from "./useCashierTx.js";

vi.mock("../../../shared/wallet/game-signer.js", () => ({ openGameWallet: () => Promise.resolve({ address: "0x05" }) }));

const session = testSession({ status: "signedIn", me: testUser(), secret: () => Promise.resolve("secret") });
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={{ ...en, ...rgEn }}>
    <SessionFixture session={session}>{children}</SessionFixture>
  </IntlProvider>
);
const CASHIER = "0x0000000000000000000000000000000000000006";

describe("a settings change sent from the game wallet", () => {
  it("goes signing → pending → confirmed, then reads the cashier again", async () => {
    const onDone = vi.fn();
    let mined!: () => void;
    const { result } = renderHook(() => useCashierTx(CASHIER, onDone), { wrapper });
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send("limits", () => Promise.resolve({ wait: () => new Promise<void>((r) => (mined = r)) } as unknown as ContractTransactionResponse));
    });
    expect(result.current.state).toEqual({ action: "limits", phase: "signing" });
    await vi.waitFor(() => expect(result.current.state).toEqual({ action: "limits", phase: "pending" }));
    await act(async () => {
      mined();
      await sent;
    });
    expect(result.current.state).toEqual({ action: "limits", phase: "confirmed" });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("says in words which rule of the cashier refused it", async () => {
    const { result } = renderHook(() => useCashierTx(CASHIER, () => undefined), { wrapper });
    const refusal = { code: "CALL_EXCEPTION", data: cashierInterface.encodeErrorResult("LimitsOutOfOrder", []) };
    await act(async () => void (await result.current.send("limits", () => Promise.reject(refusal))));
    expect(result.current.state).toEqual({ action: "limits", phase: "failed", message: "Loss limits must rise: monthly above weekly, weekly above daily." });
    await act(async () => void (await result.current.send("break", () => Promise.reject({ code: "INSUFFICIENT_FUNDS" }))));
    expect(result.current.state).toEqual({ action: "break", phase: "failed", message: rgEn["rg.tx.noGas"] });
  });
});
