import { keccak256 } from "ethers";

/** The fixed message whose (deterministic) signature derives the secret for the game wallet key. */
export const secretMessage = (address: string) => `Sunrise secret: ${address.toLowerCase()}`;
export const deriveSecret = (signature: string) => keccak256(signature);

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const unhex = (text: string) => Uint8Array.from(text.match(/.{2}/g) ?? [], (b) => parseInt(b, 16));

async function aesKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest("SHA-256", unhex(secret.replace(/^0x/, "")));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** AES-256-GCM with a random IV: `v1:<iv hex>:<ciphertext hex>` (never 66 characters). */
export async function encryptPrivateKey(privateKey: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey(secret), new TextEncoder().encode(privateKey)));
  return `v1:${hex(iv)}:${hex(ct)}`;
}

export async function decryptPrivateKey(encrypted: string, secret: string): Promise<string> {
  const [version, iv, ct] = encrypted.split(":");
  if (version !== "v1" || !iv || !ct) throw new Error("Unknown key format");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unhex(iv) }, await aesKey(secret), unhex(ct));
  return new TextDecoder().decode(plain);
}

/** SPEC §5: a key is treated as encrypted unless its text is exactly 66 characters long. */
export const isEncrypted = (key: string) => key.length !== 66;
