import type { ReactNode } from "react";

/** A titled block of the table's side column. */
export function Panel({ title, aside, children, className = "", testId }: { title: ReactNode; aside?: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section className={`tpanel ${className}`} data-testid={testId}>
      <header className="tpanel__head"><h3>{title}</h3>{aside}</header>
      {children}
    </section>
  );
}
