import { Interface, type Contract, type JsonRpcProvider } from "ethers";
import type { SerialSigner } from "@sunrise/contracts";

/** Why a call reverted, from a JSON-RPC error: the contract's own reason when the node gives its data. */
export function revertReason(e: unknown, iface: Interface): string {
  const err = e as { info?: { error?: { data?: unknown; message?: string } }; error?: { data?: unknown; message?: string }; data?: unknown; shortMessage?: string; message?: string };
  const rpc = err.info?.error ?? err.error;
  const data = [rpc?.data, err.data].find((d): d is string => typeof d === "string" && d.startsWith("0x"));
  if (data && data.length > 2) {
    try {
      const parsed = iface.parseError(data);
      if (parsed) return parsed.name === "Error" ? String(parsed.args[0]) : `${parsed.name}(${parsed.args.join(", ")})`;
    } catch {
      // not one of the contract's errors: the node's message below
    }
  }
  return rpc?.message ?? err.shortMessage ?? err.message ?? String(e);
}

/**
 * Sends a call and waits for it to be mined. Gas is estimated against the pending block, where
 * the transaction will run: a call that needs the previous block's hash (the close's, a shoe's
 * start) can be sent as soon as that block is mined. A call that would revert is not sent.
 * Returns the transaction's hash.
 */
export async function sendPending(signer: SerialSigner, contract: Contract, fn: string, args: unknown[]): Promise<string> {
  const to = await contract.getAddress();
  const data = contract.interface.encodeFunctionData(fn, args);
  const from = await signer.getAddress();
  const provider = signer.provider as JsonRpcProvider;
  let gas: bigint;
  try {
    gas = BigInt(await provider.send("eth_estimateGas", [{ from, to, data }, "pending"]));
  } catch (e) {
    throw new Error(`${fn}: ${revertReason(e, contract.interface)}`, { cause: e });
  }
  const tx = await signer.sendTransaction({ to, data, gasLimit: gas + gas / 5n });
  const receipt = await tx.wait();
  if (receipt?.status !== 1) throw new Error(`${fn}: reverted in block ${receipt?.blockNumber}`);
  return receipt.hash;
}
