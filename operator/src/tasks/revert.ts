import { Interface, isCallException, isError, id, type ErrorDescription } from "ethers";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };

type AbiItem = { type: string; name?: string };

/** Every custom error of the suite in one interface: a call can revert with an error of a contract it calls into. */
const errors = new Interface(
  [...new Map(([assetBridgeAbi, bonusAbi, stakingAbi, susdAbi, tableAbi] as AbiItem[][]).flat().filter((f) => f.type === "error").map((f) => [f.name, f])).values()] as never,
);

const ROLES = new Map(["OPERATOR_ROLE", "PAUSER_ROLE", "VALIDATOR_ROLE", "MINTER_ROLE"].map((r) => [id(r), r]));
ROLES.set(`0x${"0".repeat(64)}`, "DEFAULT_ADMIN_ROLE");
const units = (v: unknown) => `${v} token units`;

function describe(e: ErrorDescription): string {
  const a = e.args;
  switch (e.name) {
    case "AccessControlUnauthorizedAccount":
      return `${String(a[0]).toLowerCase()} lacks ${ROLES.get(String(a[1])) ?? String(a[1])}`;
    case "EnforcedPause":
      return "The contract is paused";
    case "ExpectedPause":
      return "The contract is not paused";
    case "ERC20InsufficientBalance":
      return `${String(a[0]).toLowerCase()} holds ${units(a[1])}, needs ${units(a[2])}`;
    case "ERC20InsufficientAllowance":
      return `Allowance of ${String(a[0]).toLowerCase()} is ${units(a[1])}, needs ${units(a[2])}`;
    default:
      return `${e.name}(${a.map(String).join(", ")})`;
  }
}

function revertData(e: unknown): string | null {
  for (let x: unknown = e, depth = 0; x && typeof x === "object" && depth < 5; depth++) {
    const data = (x as { data?: unknown }).data;
    if (typeof data === "string" && /^0x[0-9a-fA-F]{8}/.test(data)) return data;
    x = (x as { info?: { error?: unknown }; error?: unknown }).info?.error ?? (x as { error?: unknown }).error;
  }
  return null;
}

/**
 * Why the chain refused a call, in words ("Invalid limits", "0x… lacks PAUSER_ROLE"), or why it can
 * never be made; null when the error is not such an answer (a network failure, a timeout), which is
 * worth retrying.
 */
export function revertReason(e: unknown): string | null {
  const data = revertData(e);
  if (isCallException(e) && e.reason) return e.reason;
  if (data) {
    const parsed = errors.parseError(data);
    if (parsed) return describe(parsed);
  }
  if (isCallException(e)) return e.shortMessage || "The transaction reverted";
  // Arguments no contract call can take, or a contract that is not there: trying again cannot help.
  if (isError(e, "INVALID_ARGUMENT") || isError(e, "NUMERIC_FAULT") || isError(e, "BAD_DATA")) return e.shortMessage;
  const message = (e as Error)?.message ?? "";
  // Hardhat answers some estimates with a plain JSON-RPC error carrying the reason in its text.
  const match = /reverted with reason string '([^']*)'/.exec(message);
  return match ? match[1]! : null;
}
