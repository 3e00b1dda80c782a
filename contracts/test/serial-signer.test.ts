import { expect } from "chai";
import { network } from "hardhat";
import { Wallet } from "ethers";
import { SerialSigner } from "../src/serial-signer.js";

const { ethers } = await network.create();

async function fundedSigner() {
  const [admin] = await ethers.getSigners();
  const wallet = Wallet.createRandom().connect(ethers.provider);
  await (await admin!.sendTransaction({ to: wallet.address, value: 10n ** 18n })).wait();
  const susd = await ethers.deployContract("SUSD", [admin!.address]);
  return { admin: admin!, serial: new SerialSigner(wallet), susd };
}

describe("SerialSigner", () => {
  it("sends the next transaction with the right nonce after one that reverted before broadcast", async () => {
    const { admin, serial, susd } = await fundedSigner();
    // No balance: the transfer reverts while gas is estimated, so nothing is broadcast.
    const refused = await susd.connect(serial).getFunction("transfer")(admin.address, 1n).then(() => false, () => true);
    expect(refused).to.equal(true);
    const tx = await serial.sendTransaction({ to: admin.address, value: 1n });
    expect(tx.nonce).to.equal(0);
    expect((await tx.wait())!.status).to.equal(1);
  });

  it("sends concurrent transactions one after another, every one mined in nonce order", async () => {
    const { admin, serial } = await fundedSigner();
    const sent = await Promise.all([1n, 2n, 3n, 4n, 5n].map((value) => serial.sendTransaction({ to: admin.address, value })));
    expect(sent.map((t) => t.nonce)).to.deep.equal([0, 1, 2, 3, 4]);
    const receipts = await Promise.all(sent.map((t) => t.wait()));
    expect(receipts.every((r) => r!.status === 1)).to.equal(true);
  });
});
