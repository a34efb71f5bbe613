import { TextField } from '@/components/ui/text-field';

/** The search box of the admin lists; the caller debounces (300 ms, doc 3 §9). */
export function AdminSearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="admin-toolbar__search">
      <TextField
        label={label}
        type="search"
        placeholder={`${label}...`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
