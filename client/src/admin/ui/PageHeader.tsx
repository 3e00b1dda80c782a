import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A page's title row: optional way back, title, one-line description and the page's actions. */
export function PageHeader({ title, description, actions, back }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; back?: { to: string; label: ReactNode } }) {
  return (
    <header className="adm-page-header">
      <div className="adm-page-header__text">
        {back && <Link className="adm-back" to={back.to}>← {back.label}</Link>}
        <h1>{title}</h1>
        {description && <p className="adm-muted">{description}</p>}
      </div>
      {actions && <div className="adm-page-header__actions">{actions}</div>}
    </header>
  );
}
