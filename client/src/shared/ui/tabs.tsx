import { useRef, type KeyboardEvent } from "react";

export interface Tab<K extends string> { key: K; label: string }

/** A row of tabs (WAI-ARIA tablist: arrow keys move between them); the caller keeps the choice, e.g. in the URL. */
export function Tabs<K extends string>({ tabs, value, onChange, label, idPrefix }: { tabs: readonly Tab<K>[]; value: K; onChange: (key: K) => void; label: string; idPrefix: string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const i = tabs.findIndex((t) => t.key === value);
    const next = tabs[(i + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`#${idPrefix}-tab-${next.key}`)?.focus();
  };
  return (
    <div ref={list} className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((t) => (
        <button
          key={t.key}
          id={`${idPrefix}-tab-${t.key}`}
          type="button"
          role="tab"
          aria-selected={t.key === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={t.key === value ? 0 : -1}
          className={`tabs__tab${t.key === value ? " is-active" : ""}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
