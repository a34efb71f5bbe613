import { SelectField } from '@/components/ui/select-field';
import { useColors } from '../api/use-admin-series';

/** A series' colour: 'None' or one of the catalogue's colours (the value is the color_id as text). */
export function ColorSelect({ value, onChange }: { value: string; onChange: (colorId: string) => void }) {
  const colors = useColors();
  return (
    <SelectField label="Color" value={value} onChange={onChange}>
      <option value="">None</option>
      {(colors.data ?? []).map((color) => (
        <option key={color.color_id} value={color.color_id}>
          {color.name}
        </option>
      ))}
    </SelectField>
  );
}
