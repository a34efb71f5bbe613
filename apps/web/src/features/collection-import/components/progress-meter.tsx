export interface ProgressMeterProps {
  label: string;
  done: number;
  total: number;
  /** the sentence under the bar, announced politely as it changes */
  text: string;
}

/** A labelled progress bar (aria-valuenow in percent) with a live status line. */
export function ProgressMeter({ label, done, total, text }: ProgressMeterProps) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="cimport-progress">
      <div
        className="cimport-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="cimport-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="cimport-progress__text" role="status" aria-live="polite">
        {text} · {percent}%
      </p>
    </div>
  );
}
