import { Check, Search, User, Users, X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMultiSelectCombobox } from '../../lib/use-multi-select-combobox';
import { useDashboardRecipients } from './api/search-dashboard-recipients';
import { noticesWebTexts } from './notices-texts';
import { IconButton } from '../../components/icon-button';
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
export function RecipientPicker({
  kind,
  label,
  placeholder,
  noneFound,
  removeLabel,
  describeGroup,
  selected,
  onChange,
  inputRef,
  errorId,
  isInvalid,
}: RecipientPickerProps) {
  const id = useId();
  const listboxId = `${id}-options`;
  const [search, setSearch] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim(), LOOKUP_DELAY_MS);
  const lookup = useDashboardRecipients(debounced, isListOpen);

  const options: RecipientOption[] =
    kind === 'groups'
      ? (lookup.data?.formations ?? []).map((group) => ({ code: group.edu_codigoformacion, name: group.edu_formacion, detail: describeGroup(group.members) }))
      : (lookup.data?.contactos ?? []).map((person) => ({ code: person.edu_codigocontacto, name: person.fullname, detail: person.emailaddress1 }));
  const isSelected = (code: string) => selected.some((option) => option.code === code);

  const toggle = (option: RecipientOption) => {
    onChange(isSelected(option.code) ? selected.filter((other) => other.code !== option.code) : [...selected, option]);
  };

  // The lookup runs while the list is open and stops with it.
  const combobox = useMultiSelectCombobox({
    options,
    keyOf: (option) => option.code,
    onToggle: toggle,
    onOpen: () => setIsListOpen(true),
    onClose: () => setIsListOpen(false),
  });
  const { isOpen, active, activeIndex } = combobox;

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
            combobox.open();
            combobox.resetActive();
          }}
          onFocus={combobox.open}
          onClick={combobox.open}
          onBlur={combobox.close}
          onKeyDown={combobox.onKeyDown}
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
                  onClick={() => combobox.pick(option)}
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
                <IconButton
                  label={removeLabel(option.name)}
                  size="tiny"
                  tone="inherit"
                  className={pickerStyles.chipRemove}
                  onClick={() => onChange(selected.filter((other) => other.code !== option.code))}
                >
                  <X size={14} aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
