import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { notificationStore, useNotices, type NoticeKind } from "./notifications.js";
import { useOnTableScreen } from "./table-controls.js";

export const TOAST_MS = 3000;
/** More would cover the page: the oldest gives way. */
export const MAX_TOASTS = 3;
export type ToastKind = NoticeKind;
interface Toast { id: number; kind: ToastKind; text: string }

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});

const ICONS: Record<ToastKind, string> = { success: "✓", error: "!", info: "i" };

/**
 * SPEC §2 toasts, each closing itself after 3 seconds, and the store's notifications (20 seconds),
 * in one stack kept clear of the page's controls (see components.css).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const notices = useNotices();
  const onTable = useOnTableScreen();
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = next.current++;
      setToasts((ts) => [...ts, { id, kind, text }].slice(-MAX_TOASTS));
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className={`toasts${onTable ? " toasts--table" : ""}`} aria-live="polite" data-testid="toasts">
        {notices.map((n) => (
          <div key={`n${n.id}`} role={n.kind === "error" ? "alert" : "status"} data-testid="notice" data-kind={n.kind} className={`toast toast--${n.kind}`} onClick={() => notificationStore.dismiss(n.id)}>
            <span className="toast__icon" aria-hidden>{ICONS[n.kind]}</span>
            {n.to ? <a href={n.to} className="toast__link" onClick={(e) => notificationStore.open(n.to!) && e.preventDefault()}>{n.text}</a> : n.text}
          </div>
        ))}
        {toasts.map((t) => (
          <div key={t.id} role={t.kind === "error" ? "alert" : "status"} data-testid="toast" data-kind={t.kind} className={`toast toast--${t.kind}`} onClick={() => dismiss(t.id)}>
            <span className="toast__icon" aria-hidden>{ICONS[t.kind]}</span>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  return useMemo(() => ({ success: (text: string) => show("success", text), error: (text: string) => show("error", text), info: (text: string) => show("info", text) }), [show]);
}
