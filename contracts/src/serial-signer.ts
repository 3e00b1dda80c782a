import { AbstractSigner, Transaction, type BaseWallet, type Provider, type TransactionRequest, type TransactionResponse, type TypedDataDomain, type TypedDataField } from "ethers";

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

  /**
   * Sends like `sendTransaction`, but hands the signed transaction to `record` before broadcasting
   * it: whoever must never send a transaction twice keeps its hash (and bytes, to broadcast the same
   * one again) before the chain can know it. A failing `record` sends nothing.
   */
  sendRecorded(tx: TransactionRequest, record: (signed: SignedTransaction) => Promise<void>): Promise<TransactionResponse> {
    const sent = this.queue.then(async () => {
      const raw = await this.wallet.signTransaction(await this.wallet.populateTransaction(tx));
      const parsed = Transaction.from(raw);
      await record({ hash: parsed.hash!, raw, nonce: parsed.nonce, from: this.wallet.address });
      return this.provider.broadcastTransaction(raw);
    });
    this.queue = sent.catch(() => undefined);
    return sent;
  }
}

export interface SignedTransaction {
  hash: string;
  /** The signed bytes: broadcasting them again can only ever mine this one transaction. */
  raw: string;
  nonce: number;
  from: string;
}
