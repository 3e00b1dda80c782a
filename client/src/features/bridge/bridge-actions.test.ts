import { describe, expect, it, vi } from "vitest";
import { JsonRpcProvider, Wallet, type JsonRpcSigner } from "ethers";
import { SusdCheckError, describeError } from "../../shared/session/errors.js";
import type { ChainConfig } from "../../shared/session/SessionProvider.js";
import { bridgeToGame } from "./bridge-actions.js";

describe("bridge actions", () => {
  it("says 'Checked SUSD fail' (SPEC §8) when the SUSD allowance cannot be read, and asks for no approval", async () => {
    // Nothing listens on port 9: the allowance call cannot be answered.
    const provider = new JsonRpcProvider("http://127.0.0.1:9/", 31337, { staticNetwork: true });
    const signer = new Wallet(`0x${"11".repeat(32)}`, provider) as unknown as JsonRpcSigner;
    const cfg = { assetSusd: "0x5FbDB2315678afecb367f032d93F642f64180aa3", assetBridge: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512" } as ChainConfig;
    const onApprove = vi.fn();
    const failure = await bridgeToGame(signer, cfg, 100_000_000n, { onApprove, onSent: vi.fn() }).catch((e: unknown) => e);
    provider.destroy();
    expect(failure).toBeInstanceOf(SusdCheckError);
    expect(describeError(failure)).toEqual({ body: { id: "error.checkedSusdFail" } });
    expect(onApprove).not.toHaveBeenCalled();
  });
});
