import { useRef, useState } from 'react';
import { BookImage, ChevronLeft, ChevronRight, Crop, ImagePlus, Trash2 } from 'lucide-react';
import { checkPhotoFiles, PHOTOS } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { itemUrl, moveItem, newItem, type PhotoItem } from '../lib/photo-items';

export interface PhotoManagerProps {
  items: readonly PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  /** asks before removing a saved photo; staged ones are simply dropped */
  onRemoveExisting?: (item: Extract<PhotoItem, { kind: 'existing' }>) => void;
  onEdit?: (item: PhotoItem) => void;
  /** 'Suggest as catalogue picture' on a saved photo */
  onSuggest?: (item: Extract<PhotoItem, { kind: 'existing' }>) => void;
}

/** Card Photos: drag to reorder (first is Primary), New badges, an add slot while under 5. */
export function PhotoManager({ items, onChange, onRemoveExisting, onEdit, onSuggest }: PhotoManagerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const { accepted, errors } = checkPhotoFiles([...list], items.length);
    for (const message of errors) toast.show('error', message);
    if (accepted.length > 0) onChange([...items, ...accepted.map(newItem)]);
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (item.kind === 'existing') {
      onRemoveExisting?.(item);
      return;
    }
    URL.revokeObjectURL(item.url);
    onChange(items.filter((_, at) => at !== index));
  };

  return (
    <ul className="cc-photos" aria-label="Card photos">
      {items.map((item, index) => (
        <li
          key={item.key}
          className={`cc-photo${dragFrom === index ? ' cc-photo--dragging' : ''}`}
          draggable
          data-testid="photo-item"
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragFrom(index);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            const from = dragFrom ?? Number(event.dataTransfer.getData('text/plain'));
            if (Number.isInteger(from) && from !== index) onChange(moveItem(items, from, index));
            setDragFrom(null);
          }}
          onDragEnd={() => setDragFrom(null)}
        >
          <img
            src={itemUrl(item)}
            alt={`${index + 1} of ${items.length}`}
            className="cc-photo__img"
            draggable={false}
          />
          {index === 0 ? <span className="cc-badge cc-badge--primary">Primary</span> : null}
          {item.kind === 'new' ? <span className="cc-badge cc-badge--new">New</span> : null}
          <div className="cc-photo__actions">
            <button
              type="button"
              className="icon-button"
              aria-label={`Move photo ${index + 1} earlier`}
              disabled={index === 0}
              onClick={() => onChange(moveItem(items, index, index - 1))}
            >
              <ChevronLeft size={14} aria-hidden="true" />
            </button>
            {onEdit ? (
              <button
                type="button"
                className="icon-button"
                aria-label={`Edit photo ${index + 1}`}
                onClick={() => onEdit(item)}
              >
                <Crop size={14} aria-hidden="true" />
              </button>
            ) : null}
            {onSuggest && item.kind === 'existing' ? (
              <button
                type="button"
                className="icon-button"
                aria-label={`Suggest photo ${index + 1} as catalogue picture`}
                title="Suggest as catalogue picture"
                onClick={() => onSuggest(item)}
              >
                <BookImage size={14} aria-hidden="true" />
              </button>
            ) : null}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move photo ${index + 1} later`}
              disabled={index === items.length - 1}
              onClick={() => onChange(moveItem(items, index, index + 1))}
            >
              <ChevronRight size={14} aria-hidden="true" />
            </button>
          </div>
        </li>
      ))}
      {items.length < PHOTOS.maxPerCard ? (
        <li className="cc-photo cc-photo--add">
          <button type="button" className="cc-photo__add" onClick={() => input.current?.click()}>
            <ImagePlus size={24} aria-hidden="true" />
            Add Photo
          </button>
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label="Add photos"
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </li>
      ) : null}
    </ul>
  );
}
