import { useEffect, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";

/** A dialog over the page (portalled to <body> so no ancestor clips it); Escape and the backdrop close it. */
export function Modal({ title, onClose, children, wide }: { title: ReactNode; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const intl = useIntl();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return createPortal(
    <div className="modal-backdrop" onClick={onClose}>
      <div className={`modal${wide ? " modal--wide" : ""}`} role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()}>
        <div className="modal__header">
          <h2 className="modal__title">{title}</h2>
          <button className="icon-btn" aria-label={intl.formatMessage({ id: "common.close" })} onClick={onClose}>×</button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
