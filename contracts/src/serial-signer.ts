import { AbstractSigner, type BaseWallet, type Provider, type TransactionRequest, type TransactionResponse, type TypedDataDomain, type TypedDataField } from "ethers";

/**
 * One account's transactions, sent one at a time. Each send takes the account's pending nonce
 * from the chain, so a send that fails before broadcast (a revert while estimating gas) leaves no
 * gap behind, which ethers' NonceManager would (its counter moves first). Everything in one
 * process that sends with the same key on the same chain should share one SerialSigner.
 */
export class SerialSigner extends AbstractSigner<Provider> {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly wallet: BaseWallet) {
    super(wallet.provider!);
  }

  getAddress(): Promise<string> {
    return Promise.resolve(this.wallet.address);
  }

  connect(provider: Provider): SerialSigner {
    return new SerialSigner(this.wallet.connect(provider));
  }

  signTransaction(tx: TransactionRequest): Promise<string> {
    return this.wallet.signTransaction(tx);
  }

  signMessage(message: string | Uint8Array): Promise<string> {
    return this.wallet.signMessage(message);
  }

  signTypedData(domain: TypedDataDomain, types: Record<string, TypedDataField[]>, value: Record<string, unknown>): Promise<string> {
    return this.wallet.signTypedData(domain, types, value);
  }

  override sendTransaction(tx: TransactionRequest): Promise<TransactionResponse> {
    const sent = this.queue.then(() => this.wallet.sendTransaction(tx));
    this.queue = sent.catch(() => undefined);
    return sent;
  }
}
