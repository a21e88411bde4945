import { academyTexts } from '@campus/contract';
import { useId, useState } from 'react';
import { TextField } from '../../components/form/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useGroupCandidates } from './api/list-group-candidates';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;
const SEARCH_DELAY_MS = 250;

interface PersonPickerProps {
  groupCode: string;
  tipo: 'profesor' | 'alumno';
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/**
 * Finds a person the group may take (the server's candidates: teachers, or students not already in it) by name,
 * e-mail, DNI or code, and chooses one: the matches are a group of radio buttons, reachable and operable by keyboard.
 */
export function PersonPicker({ groupCode, tipo, value, onChange, error }: PersonPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const candidates = useGroupCandidates(groupCode, tipo, q);
  const legendId = useId();
  const people = q.length >= 2 ? (candidates.data?.people ?? []) : [];
  return (
    <div className={styles.picker}>
      <TextField
        type="search"
        label={t.personSearchLabel}
        placeholder={t.personSearchPlaceholder}
        hint={t.personSearchHint}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
      />
      <fieldset className={styles.pickerList} aria-labelledby={legendId} aria-busy={candidates.isFetching ? true : undefined}>
        <legend id={legendId} className="visually-hidden">
          {t.personLabel}
        </legend>
        {q.length >= 2 && candidates.data && people.length === 0 ? <p className={styles.secondary}>{t.personSearchEmpty}</p> : null}
        {people.map((person) => (
          <label key={person.edu_codigocontacto} className={styles.pickerOption}>
            <input
              type="radio"
              name={`${legendId}-person`}
              value={person.edu_codigocontacto}
              checked={value === person.edu_codigocontacto}
              onChange={() => onChange(person.edu_codigocontacto)}
            />
            <span>
              <span className={styles.pickerName}>{person.fullname}</span>
              <span className={styles.secondary}>
                {[person.emailaddress1, person.edu_documentoidentificativo, person.edu_codigocontacto].filter(Boolean).join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
