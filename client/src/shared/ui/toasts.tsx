import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

export const TOAST_MS = 3000;
export type ToastKind = "success" | "error";
interface Toast { id: number; kind: ToastKind; text: string }

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});

/** SPEC §2 toasts: success or error, each closing itself after 3 seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = next.current++;
      setToasts((ts) => [...ts, { id, kind, text }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} role={t.kind === "error" ? "alert" : "status"} data-testid="toast" data-kind={t.kind} className={`toast toast--${t.kind}`} onClick={() => dismiss(t.id)}>
            <span className="toast__icon" aria-hidden>{t.kind === "success" ? "✓" : "!"}</span>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  return useMemo(() => ({ success: (text: string) => show("success", text), error: (text: string) => show("error", text) }), [show]);
}
