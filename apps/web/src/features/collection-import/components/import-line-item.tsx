import { useState } from 'react';
import type { ImportLine } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import type { LineChoice } from '../api/collection-import';
import { candidateLabel, LINE_STATUS_LABELS } from '../lib/import-labels';
import { CardSearch } from './card-search';

export interface ImportLineItemProps {
  line: ImportLine;
  /** this line's choice is being saved */
  busy: boolean;
  /** the last failed choice's message for this line */
  error: string | null;
  onChoose: (choice: LineChoice) => void;
}

const lineText = (line: ImportLine) => line.cells.filter((cell) => cell.trim()).join(' · ');

/** One line of the file: what it says, the card it will add, and the user's choices for it. */
export function ImportLineItem({ line, busy, error, onChoose }: ImportLineItemProps) {
  const [searching, setSearching] = useState(line.status === 'not_found');
  const name = `line ${line.row_number}`;
  const status = line.skipped ? 'skipped' : line.status;

  return (
    <li className="cimport-line" aria-label={`Line ${line.row_number}`} aria-busy={busy || undefined}>
      <div className="cimport-line__number">
        Line {line.row_number}
        <br />
        <span className={`cimport-badge cimport-badge--${status}`}>
          {line.skipped ? 'Skipped' : LINE_STATUS_LABELS[line.status]}
        </span>
      </div>
      <div className="cimport-line__text">
        {lineText(line) || '(empty line)'}
        {line.quantity > 1 ? <span className="muted"> × {line.quantity}</span> : null}
      </div>
      <div className="cimport-line__choice">
        {line.error ? <p className="field__error">{line.error}</p> : null}
        {line.card && !line.skipped ? (
          <p>
            {line.picked ? 'Your pick' : 'Card'}: <strong>{candidateLabel(line.card)}</strong>
          </p>
        ) : null}
        {line.status === 'uncertain' && !line.skipped && line.candidates.length > 0 ? (
          <ul className="cimport-candidates" aria-label={`Candidates for ${name}`}>
            {line.candidates.map((candidate) => {
              const label = candidateLabel(candidate);
              const chosen = line.card?.card_id === candidate.card_id;
              return (
                <li key={candidate.card_id}>
                  <Button
                    size="sm"
                    variant={chosen ? 'primary' : 'secondary'}
                    aria-pressed={chosen}
                    disabled={busy}
                    onClick={() => onChoose({ choice: 'card', card_id: candidate.card_id })}
                  >
                    <span className="visually-hidden">Pick </span>
                    {label} <span className="muted">({Math.round(candidate.confidence * 100)}%)</span>
                    <span className="visually-hidden"> for {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {line.status !== 'invalid' && !line.skipped && searching ? (
          <CardSearch
            label={`Search for the card of ${name}`}
            busy={busy}
            onPick={(cardId) => onChoose({ choice: 'card', card_id: cardId })}
          />
        ) : null}
        <div className="cimport-actions">
          {line.status !== 'invalid' && !line.skipped && !searching ? (
            <Button size="sm" variant="ghost" onClick={() => setSearching(true)}>
              Search for another card
            </Button>
          ) : null}
          {line.skipped ? (
            <Button
              size="sm"
              variant="secondary"
              loading={busy}
              onClick={() => onChoose({ choice: 'include' })}
            >
              Include again<span className="visually-hidden"> {name}</span>
            </Button>
          ) : line.status !== 'invalid' ? (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => onChoose({ choice: 'skip' })}>
              Skip<span className="visually-hidden"> {name}</span>
            </Button>
          ) : null}
        </div>
        <FormError>{error}</FormError>
      </div>
    </li>
  );
}
