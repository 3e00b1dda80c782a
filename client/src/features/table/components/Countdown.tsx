/** A ring that empties as the betting window runs out, with the seconds left inside. */
export function Countdown({ seconds, fraction, small }: { seconds: number; fraction: number; small?: boolean }) {
  const r = 26;
  const c = 2 * Math.PI * r;
  const urgent = seconds > 0 && seconds <= 5;
  return (
    <span className={`countdown${urgent ? " countdown--urgent" : ""}${small ? " countdown--small" : ""}`} role="timer" aria-live="off" data-testid="countdown">
      <svg viewBox="0 0 64 64" aria-hidden>
        <circle className="countdown__track" cx="32" cy="32" r={r} />
        <circle className="countdown__bar" cx="32" cy="32" r={r} strokeDasharray={c} strokeDashoffset={c * (1 - fraction)} />
      </svg>
      <b>{seconds}</b>
    </span>
  );
}
