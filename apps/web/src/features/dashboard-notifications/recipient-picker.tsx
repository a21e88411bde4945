import { Check, Search, User, Users, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDashboardRecipients } from './api/search-dashboard-recipients';
import { noticesWebTexts } from './notices-texts';
import pickerStyles from '../../components/combobox-picker.module.css';
import fieldStyles from '../../components/form-field.module.css';
import searchStyles from '../../components/search-field.module.css';
import styles from './dashboard-notifications.module.css';

/** A group or a person the academy may address, with what the picker shows under its name. */
export interface RecipientOption {
  code: string;
  name: string;
  detail: string;
}

interface RecipientPickerProps {
  kind: 'groups' | 'people';
  label: string;
  placeholder: string;
  noneFound: string;
  removeLabel: (name: string) => string;
  describeGroup: (members: number) => string;
  selected: readonly RecipientOption[];
  onChange: (selected: RecipientOption[]) => void;
  /** The input, for the form to focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** Error line id to describe the input with, when the form has one for the recipients. */
  errorId?: string;
  isInvalid?: boolean;
}

/** How long the lookup waits for the typing to stop before asking the server. */
const LOOKUP_DELAY_MS = 250;

/**
 * A multi-select combobox (WAI-ARIA 1.2 combobox with a listbox popup): typing searches groups or people
 * through GET /api/notifications/dashboard/recipients?q=, arrows move through the options, Enter picks or
 * drops one (the list stays open for more), Escape closes. The chosen ones show as chips, each with a
 * button to remove it.
 */
export function RecipientPicker({ kind, label, placeholder, noneFound, removeLabel, describeGroup, selected, onChange, inputRef, errorId, isInvalid }: RecipientPickerProps) {
  const id = useId();
  const listboxId = `${id}-options`;
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  // The active option by code, not by position: a lookup answering meanwhile never moves it to another one.
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), LOOKUP_DELAY_MS);
  const lookup = useDashboardRecipients(debounced, isOpen);

  const options: RecipientOption[] =
    kind === 'groups'
      ? (lookup.data?.formations ?? []).map((group) => ({ code: group.edu_codigoformacion, name: group.edu_formacion, detail: describeGroup(group.members) }))
      : (lookup.data?.contactos ?? []).map((person) => ({ code: person.edu_codigocontacto, name: person.fullname, detail: person.emailaddress1 }));
  const isSelected = (code: string) => selected.some((option) => option.code === code);
  const activeIndex = isOpen ? options.findIndex((option) => option.code === activeCode) : -1;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const moveTo = (index: number) => setActiveCode(options[index]?.code ?? null);

  const toggle = (option: RecipientOption) => {
    onChange(isSelected(option.code) ? selected.filter((other) => other.code !== option.code) : [...selected, option]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) setIsOpen(true);
      if (options.length > 0) moveTo(Math.min(activeIndex + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) moveTo(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks the active option; it never submits the form from here.
      if (isOpen) event.preventDefault();
      if (active) toggle(active);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      setActiveCode(null);
    }
  };

  const describedBy = [`${id}-chosen`, isInvalid && errorId ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-input`} className={fieldStyles.label}>
        {label}
      </label>
      <div className={pickerStyles.picker}>
        <Search aria-hidden="true" size={18} className={searchStyles.icon} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          className={searchStyles.input}
          placeholder={placeholder}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={active ? `${id}-option-${active.code}` : undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setIsOpen(true);
            setActiveCode(null);
          }}
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
          onBlur={() => {
            setIsOpen(false);
            setActiveCode(null);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listboxId} role="listbox" aria-multiselectable="true" aria-label={label} className={pickerStyles.options} hidden={!isOpen}>
          {isOpen && lookup.isError ? <li className={pickerStyles.optionEmpty}>{noticesWebTexts.lookupError}</li> : null}
          {isOpen && lookup.isSuccess && options.length === 0 ? <li className={pickerStyles.optionEmpty}>{noneFound}</li> : null}
          {isOpen
            ? options.map((option, index) => (
                <li
                  key={option.code}
                  id={`${id}-option-${option.code}`}
                  role="option"
                  aria-selected={isSelected(option.code)}
                  className={[pickerStyles.option, index === activeIndex ? pickerStyles.optionActive : undefined].filter(Boolean).join(' ')}
                  // Keeps the focus in the input: the list stays open for picking more.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setActiveCode(option.code);
                    toggle(option);
                  }}
                >
                  <Check size={16} aria-hidden="true" className={pickerStyles.optionCheck} />
                  <span className={pickerStyles.optionName}>{option.name}</span>
                  <span className={pickerStyles.optionDetail}>{option.detail}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <div id={`${id}-chosen`}>
        {selected.length === 0 ? (
          <p className={fieldStyles.hint}>{noticesWebTexts.noneSelected}</p>
        ) : (
          <ul className={styles.chips} role="list" aria-label={`${noticesWebTexts.selectedRecipients}: ${label}`}>
            {selected.map((option) => (
              <li key={option.code} className={[styles.chip, kind === 'groups' ? styles.groupChip : undefined].filter(Boolean).join(' ')}>
                {kind === 'groups' ? <Users size={14} aria-hidden="true" /> : <User size={14} aria-hidden="true" />}
                {option.name}
                <button type="button" className={pickerStyles.chipRemove} aria-label={removeLabel(option.name)} onClick={() => onChange(selected.filter((other) => other.code !== option.code))}>
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
