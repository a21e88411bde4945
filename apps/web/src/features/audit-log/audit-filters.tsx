import { academyTexts } from '@campus/contract';
import { Filter, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '../../components/button-class';
import { SelectField, TextField } from '../../components/form/text-field';
import styles from './audit-log.module.css';

const t = academyTexts.backOfficeDesk;

/** The filters as the address keeps them (`?q=&entidad=&id=&actor=&desde=&hasta=`). */
export interface AuditFilterValues {
  q: string;
  entidad: string;
  id: string;
  actor: string;
  desde: string;
  hasta: string;
}

export const emptyAuditFilters: AuditFilterValues = { q: '', entidad: '', id: '', actor: '', desde: '', hasta: '' };

/**
 * The audit log's filters: a form applied with its button (or Enter), so typing does not ask the server at each
 * key; the dates are checked here as the server checks them, with the message under the field.
 */
export function AuditFilters({ values, onApply }: { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void }) {
  const formId = useId();
  const [draft, setDraft] = useState(values);
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  const [applied, setApplied] = useState(values);
  // The address changed from outside (a link with ?entidad=&id=, back and forward): the form follows it.
  if (applied !== values) {
    setApplied(values);
    setDraft(values);
  }
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as unknown as AuditFilterValues;
    if (trimmed.desde && trimmed.hasta && trimmed.desde > trimmed.hasta) {
      setDateError(t.auditDatesInvalid);
      return;
    }
    setDateError(undefined);
    onApply(trimmed);
  };
  const clear = () => {
    setDateError(undefined);
    setDraft(emptyAuditFilters);
    onApply(emptyAuditFilters);
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t.auditApply} noValidate>
      <TextField id={`${formId}-q`} fieldClassName={styles.wide} label={t.auditSearch} type="search" value={draft.q} onChange={set('q')} />
      <SelectField id={`${formId}-entidad`} label={t.auditEntity} value={draft.entidad} onChange={set('entidad')}>
        <option value="">{t.auditEntityAll}</option>
        {Object.entries(t.auditEntityTypes).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField id={`${formId}-id`} label={t.auditEntityId} value={draft.id} onChange={set('id')} />
      <TextField id={`${formId}-actor`} label={t.auditActor} value={draft.actor} onChange={set('actor')} />
      <TextField id={`${formId}-desde`} label={t.auditFrom} type="date" value={draft.desde} onChange={set('desde')} />
      <TextField id={`${formId}-hasta`} label={t.auditTo} type="date" value={draft.hasta} onChange={set('hasta')} error={dateError} />
      <div className={styles.filterActions}>
        <button type="submit" className={buttonClassName({ variant: 'primary' })}>
          <Filter aria-hidden="true" size={18} />
          {t.auditApply}
        </button>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={clear}>
          <X aria-hidden="true" size={18} />
          {t.auditClear}
        </button>
      </div>
    </form>
  );
}
