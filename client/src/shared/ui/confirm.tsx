import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";

interface Request { title?: ReactNode; body?: ReactNode; resolve: (ok: boolean) => void }
const ConfirmContext = createContext<(opts?: { title?: ReactNode; body?: ReactNode }) => Promise<boolean>>(async () => false);

/** SPEC §2 confirm dialog: title defaults to 'Are you sure?', Cancel and OK, Escape cancels. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [req, setReq] = useState<Request | null>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const confirm = useCallback((opts: { title?: ReactNode; body?: ReactNode } = {}) => new Promise<boolean>((resolve) => setReq({ ...opts, resolve })), []);
  const close = useCallback(
    (ok: boolean) => {
      req?.resolve(ok);
      setReq(null);
    },
    [req],
  );
  useEffect(() => {
    if (!req) return;
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [req, close]);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {req && (
        <div className="modal-backdrop" onClick={() => close(false)}>
          <div className="modal" role="dialog" aria-modal="true" aria-labelledby="confirm-title" onClick={(e) => e.stopPropagation()}>
            <h2 id="confirm-title" className="modal__title">{req.title ?? <FormattedMessage id="confirm.title" />}</h2>
            {req.body && <div className="modal__body">{req.body}</div>}
            <div className="modal__actions">
              <button className="btn btn--ghost" onClick={() => close(false)}><FormattedMessage id="confirm.cancel" /></button>
              <button ref={okRef} className="btn btn--primary" onClick={() => close(true)}><FormattedMessage id="confirm.ok" /></button>
            </div>
          </div>
        </div>
      )}
    </ConfirmContext.Provider>
  );
}

export const useConfirm = () => useContext(ConfirmContext);
