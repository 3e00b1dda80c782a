import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { DatePicker } from "./DatePicker.js";

interface Props {
  /** "2026-11-29T14:00" (a datetime-local value), or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** The day's text box gets the field's id, so the field's label names it. */
  id?: string;
  inputClassName?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** "9:05" → "09:05"; null while the text is not a 24-hour time. */
export function parseTime(text: string): string | null {
  const m = TIME.exec(text.trim());
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : null;
}

/**
 * A day in the page's language (DatePicker) and a 24-hour time beside it (typed, so no browser shows
 * it with AM/PM), read and written as one datetime-local value.
 */
export function DateTimePicker({ value, onChange, id, inputClassName, "aria-invalid": invalid, "aria-describedby": describedBy }: Props) {
  const intl = useIntl();
  const [day = "", time = ""] = value.split("T");
  const [timeText, setTimeText] = useState(time.slice(0, 5));
  // A new time from outside replaces the text; an emptied day keeps the time typed beside it.
  useEffect(() => {
    if (time) setTimeText((current) => (parseTime(current) === time.slice(0, 5) ? current : time.slice(0, 5)));
  }, [time]);
  const join = (nextDay: string, nextTime: string) => onChange(nextDay ? `${nextDay}T${nextTime || "00:00"}` : "");
  return (
    <div className="date-time-picker">
      <DatePicker id={id} value={day} inputClassName={inputClassName} invalid={invalid} aria-describedby={describedBy} onChange={(d) => join(d, time || parseTime(timeText) || "")} />
      <input
        className={inputClassName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        value={timeText}
        aria-label={intl.formatMessage({ id: "datePicker.time" })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setTimeText(e.target.value);
          const next = parseTime(e.target.value);
          if (next) join(day, next);
        }}
        onBlur={() => setTimeText((current) => (time ? time.slice(0, 5) : parseTime(current) ?? ""))}
      />
    </div>
  );
}
