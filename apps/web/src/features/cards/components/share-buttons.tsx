import { useEffect, useRef, useState } from 'react';
import { Check, Link2, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { shareLinks } from '../lib/card-page-links';

export const COPY_RESET_MS = 2000;

export interface ShareButtonsProps {
  text: string;
  url: string;
}

/** Share toward social sites (with the spec's hashtags) and a copy-link button. */
export function ShareButtons({ text, url }: ShareButtonsProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_RESET_MS);
    } catch {
      toast.error('Could not copy the link');
    }
  };

  return (
    <div className="share-buttons">
      <details className="share-buttons__menu">
        <summary className="btn btn--secondary btn--sm">
          <Share2 size={16} aria-hidden="true" />
          Share
        </summary>
        <ul className="share-buttons__list">
          {shareLinks(text, url).map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {`Share on ${link.name}`}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <Button
        variant="secondary"
        size="sm"
        icon={copied ? <Check size={16} aria-hidden="true" /> : <Link2 size={16} aria-hidden="true" />}
        onClick={() => void copy()}
      >
        {copied ? 'Copied!' : 'Copy Link'}
      </Button>
    </div>
  );
}
