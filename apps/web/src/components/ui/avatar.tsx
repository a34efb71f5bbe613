export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

/** Profile image, or up to 2 initials. */
export function Avatar({ name, imageUrl, size = 'md' }: AvatarProps) {
  if (imageUrl) return <img className={`avatar avatar--${size}`} src={imageUrl} alt="" />;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {initials(name) || '?'}
    </span>
  );
}
