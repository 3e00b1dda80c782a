import { describe, expect, it } from "vitest";
import { DeploymentsError, tableAddress } from "./deployments.js";

const game = {
  chainId: 31338,
  rpcUrl: "http://127.0.0.1:8546",
  startBlock: 0,
  contracts: { SUSD: "0x01", "GameTable:1": "0x0a", "GameTable:2": "0x0b", "DecisionTable:13": "0x0c", "DecisionTable:14": "0x0d" },
} as unknown as Parameters<typeof tableAddress>[0];

describe("finding a table in the deployments file", () => {
  it("finds stream and shoe tables as GameTable:<id>, casino hold'em and blackjack tables as DecisionTable:<id>", () => {
    expect(tableAddress(game, 2, "deployments.json")).toBe("0x0b");
    expect(tableAddress(game, 13, "deployments.json")).toBe("0x0c");
    expect(tableAddress(game, 14, "deployments.json")).toBe("0x0d");
  });

  it("lists the ids of both kinds of table when the id is in neither", () => {
    expect(() => tableAddress(game, 5, "deployments.json")).toThrow(DeploymentsError);
    expect(() => tableAddress(game, 5, "deployments.json")).toThrow("table 5 is not in deployments.json (GameTable: 1, 2; DecisionTable: 13, 14)");
  });
});
