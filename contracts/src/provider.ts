import { JsonRpcProvider, type JsonRpcApiProviderOptions } from "ethers";

/**
 * JSON-RPC provider for the platform's chains. ethers reuses an identical request's answer for
 * 250 ms; on an automining chain a transaction is mined faster than that, so the next
 * transaction would be signed with the previous nonce. Caching is therefore turned off.
 */
export class ChainProvider extends JsonRpcProvider {
  constructor(url: string, chainId: number, options: JsonRpcApiProviderOptions = {}) {
    super(url, chainId, { staticNetwork: true, pollingInterval: 250, cacheTimeout: -1, ...options });
  }
}
