const STEPS = ['Select Series', 'Upload File', 'Review & Match', 'Import'] as const;

/** The four steps of doc 3 §2, the current one marked for screen readers. */
export function WizardSteps({ step }: { step: number }) {
  return (
    <ol className="import-steps">
      {STEPS.map((label, index) => (
        <li
          key={label}
          className={index + 1 === step ? 'import-steps__item is-current' : 'import-steps__item'}
          aria-current={index + 1 === step ? 'step' : undefined}
        >
          <span className="import-steps__number">{index + 1}</span> {label}
        </li>
      ))}
    </ol>
  );
}
