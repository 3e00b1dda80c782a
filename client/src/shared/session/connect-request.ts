import { useEffect } from "react";

const EVENT = "sunrise:connect-request";

/** Asks the header's account control to open the wallet picker (e.g. a guest pressed a star). */
export function requestConnect(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Runs `open` whenever some part of the page asks the guest to connect. */
export function useConnectRequests(open: () => void): void {
  useEffect(() => {
    window.addEventListener(EVENT, open);
    return () => window.removeEventListener(EVENT, open);
  }, [open]);
}
