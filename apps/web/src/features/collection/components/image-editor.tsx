import { useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast/toast-store';
import { cropForKey, FULL_CROP, normaliseCrop, renderEdited, type Crop } from '../lib/image-edit';

/** The editor's rotation and crop, for a caller that applies them itself (the server re-encodes the original). */
export interface ImageEdit {
  rotation: 0 | 90 | 180 | 270;
  /** fractions of the rotated image; FULL_CROP when not cropped */
  crop: Crop;
  /** the rotated image's size in pixels */
  width: number;
  height: number;
}

export interface ImageEditorProps {
  src: string | null;
  onClose: () => void;
  onSave?: (blob: Blob) => void | Promise<void>;
  /** instead of onSave: receives the edit, not a re-encoded file */
  onApplyEdit?: (edit: ImageEdit) => void | Promise<void>;
  title?: string;
  saveLabel?: string;
}

const PREVIEW_MAX = 600;

/** Rotate in 90° steps, crop by drag, reset; saves a JPEG at 0.9 (spec 1 §5). */
export function ImageEditor({
  src,
  onClose,
  onSave,
  onApplyEdit,
  title = 'Edit Photo',
  saveLabel = 'Save Photo',
}: ImageEditorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [rotation, setRotation] = useState(0);
  const [crop, setCrop] = useState<Crop>(FULL_CROP);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const [canSave, setCanSave] = useState(false);
  const [saving, setSaving] = useState(false);
  const helpId = useId();

  useEffect(() => {
    if (!src) return;
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      setImage(img);
      setRotation(0);
      setCrop(FULL_CROP);
      // a tainted canvas cannot be exported; then the editor only previews
      try {
        const probe = document.createElement('canvas');
        probe.width = 1;
        probe.height = 1;
        probe.getContext('2d')?.drawImage(img, 0, 0, 1, 1);
        probe.toDataURL();
        setCanSave(true);
      } catch {
        setCanSave(false);
      }
    };
    img.src = src;
    return () => {
      img.onload = null;
    };
  }, [src]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    const turned = rotation % 180 !== 0;
    const width = turned ? image.naturalHeight : image.naturalWidth;
    const height = turned ? image.naturalWidth : image.naturalHeight;
    const scale = Math.min(1, PREVIEW_MAX / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.save();
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((rotation * Math.PI) / 180);
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    context.drawImage(image, -w / 2, -h / 2, w, h);
    context.restore();
  }, [image, rotation]);

  const point = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)),
      y: Math.min(1, Math.max(0, (event.clientY - rect.top) / rect.height)),
    };
  };

  const save = async () => {
    if (!image) return;
    if (onApplyEdit) {
      const turned = rotation % 180 !== 0;
      setSaving(true);
      try {
        await onApplyEdit({
          rotation: rotation as ImageEdit['rotation'],
          crop,
          width: turned ? image.naturalHeight : image.naturalWidth,
          height: turned ? image.naturalWidth : image.naturalHeight,
        });
      } finally {
        setSaving(false);
      }
      return;
    }
    if (!canSave) {
      toast.show('error', 'Unable to save image due to security restrictions...');
      return;
    }
    setSaving(true);
    try {
      const blob = await renderEdited(image, rotation, crop);
      await onSave?.(blob);
    } catch {
      toast.show('error', 'Failed to save image. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const cropStyle = {
    '--crop-x': `${crop.x * 100}%`,
    '--crop-y': `${crop.y * 100}%`,
    '--crop-w': `${crop.width * 100}%`,
    '--crop-h': `${crop.height * 100}%`,
  } as CSSProperties;

  return (
    <Modal
      open={src !== null}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!image}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <div className="cc-editor">
        <div className="cc-editor__tools">
          <Button variant="secondary" size="sm" onClick={() => setRotation((r) => (r + 270) % 360)}>
            Rotate Left
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRotation((r) => (r + 90) % 360)}>
            Rotate Right
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setCrop(FULL_CROP)}>
            Reset Crop
          </Button>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the crop area is a keyboard-operable widget: arrows move the crop, + and - resize it */}
        <div
          className="cc-editor__stage"
          data-testid="image-editor-stage"
          role="group"
          aria-roledescription="crop area"
          aria-label="Crop area"
          aria-describedby={helpId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: the crop area takes keys
          tabIndex={0}
          onKeyDown={(event) => {
            const next = cropForKey(crop, event.key, event.shiftKey);
            if (!next) return;
            event.preventDefault();
            setCrop(next);
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            const start = point(event);
            setDrag(start);
            setCrop({ x: start.x, y: start.y, width: 0, height: 0 });
          }}
          onPointerMove={(event) => {
            if (!drag) return;
            const at = point(event);
            setCrop({
              x: Math.min(drag.x, at.x),
              y: Math.min(drag.y, at.y),
              width: Math.abs(at.x - drag.x),
              height: Math.abs(at.y - drag.y),
            });
          }}
          onPointerUp={() => {
            setDrag(null);
            setCrop((current) => normaliseCrop(current));
          }}
        >
          <canvas ref={canvasRef} className="cc-editor__canvas" aria-label="Photo preview" />
          {crop !== FULL_CROP ? <span className="cc-editor__crop" style={cropStyle} /> : null}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {crop === FULL_CROP ? 'No crop' : `Crop ${describeCrop(crop)}`}
        </p>
        {!canSave && image ? (
          <p id={helpId} className="muted">
            This image can be previewed but not saved.
          </p>
        ) : (
          <p id={helpId} className="muted">
            Drag on the photo to crop it, or focus it and press + or - to resize the crop and the arrow keys
            to move it.
          </p>
        )}
      </div>
    </Modal>
  );
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const describeCrop = (crop: Crop) =>
  `${percent(crop.width)} by ${percent(crop.height)}, from ${percent(crop.x)} left and ${percent(crop.y)} top`;
