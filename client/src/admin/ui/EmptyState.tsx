import type { ReactNode } from "react";

/** An empty list or page: what is (not) here and what to do about it. */
export function EmptyState({ title, hint, action, icon = "○" }: { title: ReactNode; hint?: ReactNode; action?: ReactNode; icon?: string }) {
  return (
    <div className="adm-empty" data-testid="empty-state">
      <span className="adm-empty__icon" aria-hidden>{icon}</span>
      <p className="adm-empty__title">{title}</p>
      {hint && <p className="adm-empty__hint">{hint}</p>}
      {action}
    </div>
  );
}
