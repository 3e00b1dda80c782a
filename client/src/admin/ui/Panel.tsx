import type { ReactNode } from "react";

/** A white card with an optional title row, the building block of every admin page. */
export function Panel({ title, actions, children, flush }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; flush?: boolean }) {
  return (
    <section className={`adm-panel${flush ? " adm-panel--flush" : ""}`}>
      {(title || actions) && (
        <div className="adm-panel__head">
          {title && <h2>{title}</h2>}
          {actions && <div className="adm-panel__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
