import { Wallet, type Provider } from "ethers";
import { SerialSigner } from "@sunrise/contracts";

/** One SerialSigner per (key, chain) for the whole process. */
export class Signers {
  private readonly byKey = new Map<string, SerialSigner>();

  for(key: string, provider: Provider, chain: string): SerialSigner {
    const id = `${chain}:${key.toLowerCase()}`;
    let signer = this.byKey.get(id);
    if (!signer) this.byKey.set(id, (signer = new SerialSigner(new Wallet(key, provider))));
    return signer;
  }
}
