import { useId, useState, type FormEvent } from 'react';
import { COMMENT } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { commentTextError } from '../lib/comment-rules';

const COUNTER_WARN_AT = COMMENT.maxLength - 250;

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  pending: boolean;
  /** resolves true when the text was saved, so the form can clear itself */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment box with the 5000-character counter; new comments and edits share the rules. */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentTextError(text);
    setError(problem);
    if (problem) return;
    if ((await onSubmit(text.trim())) && !onCancel) setText('');
  };

  const counterTone =
    text.length >= COMMENT.maxLength ? 'full' : text.length >= COUNTER_WARN_AT ? 'warn' : 'ok';
  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="comments-sr-only" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="comment-form__input"
        value={text}
        maxLength={COMMENT.maxLength}
        rows={onCancel ? 3 : 4}
        placeholder="Share your thoughts..."
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user's own Edit click opened the form
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <FormError id={`${id}-error`}>{error}</FormError>
      <div className="comment-form__footer">
        <span id={`${id}-counter`} className={`comment-form__counter comment-form__counter--${counterTone}`}>
          {`${text.length}/${COMMENT.maxLength}`}
        </span>
        <div className="comment-form__actions">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
