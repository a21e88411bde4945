import { Search } from 'lucide-react';
import { useId } from 'react';
import styles from './search-field.module.css';

interface SearchFieldProps {
  /** The name read out (the field has no visible label: the placeholder and magnifier say what it is). */
  label: string;
  /** The spec's placeholder, e.g. 'Buscar incidencias...'. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box: a search landmark with a labelled search input (the browser adds its clear button). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={styles.box} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden="true" size={18} className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
