import { useState } from "react";

/** Copies text to the clipboard; `copied` names what was copied last, for a moment. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(text);
    setTimeout(() => setCopied((c) => (c === text ? null : c)), 2000);
  };
  return { copied, copy };
}
