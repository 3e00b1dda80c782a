import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { DayPicker, type Matcher } from "react-day-picker";
import { useIntl } from "react-intl";
import { dateLocale, dateToIso, formatDateText, isoToDate, parseDateText } from "./date-text.js";
import "react-day-picker/style.css";
import "./date-picker.css";

export interface DatePickerProps {
  /** The day as an ISO date ("2026-11-29"), or "" for none. */
  value: string;
  /** Called with an ISO date once the field holds a whole day, or "" when it is emptied. */
  onChange: (value: string) => void;
  /** Earliest and latest days the calendar offers (ISO dates). */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  /** The text box's class, so it looks like the form's other fields. */
  inputClassName?: string;
  invalid?: boolean;
  "aria-describedby"?: string;
  "data-testid"?: string;
}

// The calendar's month and year lists: from 2020 (or the chosen day) to the end of next year (or the chosen day).
const earliest = (day: Date | undefined) => (day && day.getFullYear() < 2020 ? day : new Date(2020, 0));
const latest = (day: Date | undefined) => {
  const end = new Date(new Date().getFullYear() + 1, 11);
  return day && day > end ? day : end;
};

/**
 * A date field in the page's language, whatever the browser's: the player types the day as the
 * language writes it (11/29/2026, 2026/11/29) or picks it in a calendar that opens below, which is
 * keyboard-driven (arrows, Page Up/Down, Enter; Escape closes it).
 */
export function DatePicker({ value, onChange, min, max, id, name, inputClassName, invalid, ...rest }: DatePickerProps) {
  const intl = useIntl();
  const locale = dateLocale(intl.locale);
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const calendarId = `${ownId}-calendar`;
  const [text, setText] = useState(() => formatDateText(value, locale));
  const [open, setOpen] = useState(false);
  const [alignRight, setAlignRight] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const calendar = useRef<HTMLDivElement>(null);

  // A new value from outside replaces the text, unless the text already says that day (half-typed text stays while it is typed).
  useEffect(() => {
    setText((current) => (parseDateText(current, locale) === (value || null) ? current : formatDateText(value, locale)));
  }, [value, locale]);

  const close = (focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };

  // A click anywhere else closes the calendar.
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  // The calendar opens towards the side with room, so it never runs off the screen's right edge.
  useLayoutEffect(() => {
    if (!open || !root.current || !calendar.current) return;
    const field = root.current.getBoundingClientRect();
    setAlignRight(field.left + calendar.current.offsetWidth > document.documentElement.clientWidth - 8 && field.right - calendar.current.offsetWidth >= 8);
  }, [open]);

  const selected = isoToDate(value);
  const disabled = useMemo(() => {
    const rules: Matcher[] = [];
    const from = min ? isoToDate(min) : undefined;
    const to = max ? isoToDate(max) : undefined;
    if (from) rules.push({ before: from });
    if (to) rules.push({ after: to });
    return rules;
  }, [min, max]);

  const typed = (next: string) => {
    setText(next);
    if (!next.trim()) onChange("");
    else {
      const iso = parseDateText(next, locale);
      if (iso) onChange(iso);
    }
  };

  const onFieldKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && e.altKey) {
      e.preventDefault();
      setOpen(true);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const onCalendarKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    }
  };

  const label = intl.formatMessage({ id: "datePicker.choose" });
  return (
    <div
      ref={root}
      className="date-picker"
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        id={inputId}
        name={name}
        className={inputClassName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: "datePicker.placeholder" })}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={rest["aria-describedby"]}
        data-testid={rest["data-testid"]}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => setText(formatDateText(value, locale))}
        onKeyDown={onFieldKeyDown}
      />
      <button
        ref={toggle}
        type="button"
        className="date-picker__toggle"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
          <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zM5 9h14v11H5V9zm2 2v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2zm-8 4v2h2v-2H7zm4 0v2h2v-2h-2z" />
        </svg>
      </button>
      {open && (
        <div
          ref={calendar}
          id={calendarId}
          className={`date-picker__calendar${alignRight ? " is-right" : ""}`}
          role="dialog"
          aria-label={label}
          onKeyDown={onCalendarKeyDown}
        >
          <DayPicker
            mode="single"
            locale={locale}
            selected={selected}
            defaultMonth={selected ?? (max ? isoToDate(max) : undefined)}
            disabled={disabled}
            captionLayout="dropdown"
            startMonth={earliest(selected)}
            endMonth={latest(selected)}
            autoFocus
            onSelect={(day) => {
              if (day) {
                const iso = dateToIso(day);
                setText(formatDateText(iso, locale));
                onChange(iso);
              }
              close(true);
            }}
          />
        </div>
      )}
    </div>
  );
}
