export const IMPORT_STEPS = ['Upload', 'Columns', 'Review', 'Import'] as const;

/** The four steps, the current one marked for screen readers; Done (step 5) marks all four as passed. */
export function ImportStepper({ step }: { step: number }) {
  return (
    <ol className="cimport-steps" aria-label="Import steps">
      {IMPORT_STEPS.map((label, index) => {
        const number = index + 1;
        const state = number === step ? 'is-current' : number < step ? 'is-done' : '';
        return (
          <li
            key={label}
            className={`cimport-steps__item ${state}`}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className="cimport-steps__number" aria-hidden="true">
              {number}
            </span>{' '}
            {label}
          </li>
        );
      })}
    </ol>
  );
}
