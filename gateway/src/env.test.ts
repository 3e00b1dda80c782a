import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.js";

const base = { DATABASE_URL: "postgres://unused" };

describe("the gateway's WalletConnect settings", () => {
  it("offers no WalletConnect without a project id, and uses WalletConnect's relay and Verify by default", () => {
    const env = loadEnv(base);
    expect(env.WALLETCONNECT_PROJECT_ID).toBeUndefined();
    expect(env.WALLETCONNECT_RELAY_URL).toBe("wss://relay.walletconnect.org");
    expect(env.WALLETCONNECT_VERIFY).toBe(true);
  });

  it("takes the loopback relay stand-in, project id and Verify switch npm start gives it", () => {
    const env = loadEnv({ ...base, WALLETCONNECT_PROJECT_ID: "sunrise-development", WALLETCONNECT_RELAY_URL: "ws://127.0.0.1:4010", WALLETCONNECT_VERIFY: "false" });
    expect([env.WALLETCONNECT_PROJECT_ID, env.WALLETCONNECT_RELAY_URL, env.WALLETCONNECT_VERIFY]).toEqual(["sunrise-development", "ws://127.0.0.1:4010", false]);
  });

  it("refuses a relay that is not a URL", () => {
    expect(() => loadEnv({ ...base, WALLETCONNECT_RELAY_URL: "relay" })).toThrow();
  });
});
