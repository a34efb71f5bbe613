export type TagKind = 'rc' | 'auto' | 'relic';

const LABELS: Record<TagKind, { text: string; title: string }> = {
  rc: { text: 'RC', title: 'Rookie card' },
  auto: { text: 'AUTO', title: 'Autograph' },
  relic: { text: 'RELIC', title: 'Relic (memorabilia)' },
};

/** Card attribute tags: RC green, AUTO blue, RELIC purple. */
export function Tag({ kind }: { kind: TagKind }) {
  const label = LABELS[kind];
  return (
    <span className={`tag tag--${kind}`} title={label.title}>
      {label.text}
    </span>
  );
}

export interface CardTagsProps {
  isRookie?: boolean;
  isAutograph?: boolean;
  isRelic?: boolean;
}

export function CardTags({ isRookie, isAutograph, isRelic }: CardTagsProps) {
  if (!isRookie && !isAutograph && !isRelic) return null;
  return (
    <span className="tags">
      {isRookie ? <Tag kind="rc" /> : null}
      {isAutograph ? <Tag kind="auto" /> : null}
      {isRelic ? <Tag kind="relic" /> : null}
    </span>
  );
}
