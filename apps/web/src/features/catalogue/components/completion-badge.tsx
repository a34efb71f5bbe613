import { formatCount, completionTone } from '@cardbinder/shared';

/** Series completion for signed-in users: red below 90, amber 90 to 99, green at 100. */
export function CompletionBadge({
  percentage,
  owned,
  total,
}: {
  percentage: number;
  owned: number;
  total: number;
}) {
  const tone = completionTone(percentage);
  return (
    <div className={`completion completion--${tone}`}>
      <span className="completion__value">{`${percentage}%`}</span>
      <span className="completion__label">{`Complete (${formatCount(owned)} of ${formatCount(total)})`}</span>
      <progress
        className="completion__bar"
        max={100}
        value={Math.min(100, percentage)}
        aria-label="Completion"
      />
    </div>
  );
}
