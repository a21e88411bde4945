import type { MailRecipient } from '@campus/contract';
import { texts } from '@campus/contract';
import { Check, Search, User, Users, X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { IconButton } from '../../components/icon-button';
import pickerStyles from '../../components/combobox-picker.module.css';
import fieldStyles from '../../components/form-field.module.css';
import searchStyles from '../../components/search-field.module.css';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMultiSelectCombobox } from '../../lib/use-multi-select-combobox';
import { useComunicateContacts } from './api/get-comunicate-contacts';
import { uniqueRecipients } from './compose-model';
import { mailPageTexts } from './mail-texts';
import { buildRecipientGroups, isGroupRecipient, parseAddress, type RecipientOption } from './recipient-options';
import styles from './mail-composer.module.css';

interface RecipientFieldProps {
  label: string;
  value: MailRecipient[];
  onChange: (recipients: MailRecipient[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  errorId: string;
}

const LOOKUP_DELAY_MS = 250;
const keyOf = (recipient: MailRecipient) => recipient.contact.emailaddress1.toLowerCase();

/**
 * To, CC or BCC: a combobox (WAI-ARIA 1.2, listbox popup with titled groups) over POST /api/user/to-comunicate.
 * Typing narrows Alumnos, Docentes, the academy's staff and formations (a formation adds every member); an
 * address nobody listed has can be added as an external recipient (Enter adds what is typed when it is one).
 * Arrows move, Enter picks or drops, Escape closes; the chosen ones are chips with a remove button each.
 */
export function RecipientField({ label, value, onChange, onBlur, inputRef, error, errorId }: RecipientFieldProps) {
  const id = useId();
  const listboxId = `${id}-options`;
  const [search, setSearch] = useState('');
  // The lookup starts once the field is first used (typing, a click or ArrowDown), not when the composer opens.
  const [hasBeenUsed, setHasBeenUsed] = useState(false);
  const debounced = useDebouncedValue(search.trim(), LOOKUP_DELAY_MS);
  const lookup = useComunicateContacts(parseAddress(debounced) ? '' : debounced, hasBeenUsed);

  const groups = lookup.data ? buildRecipientGroups(lookup.data.data.contacts, lookup.data.data.formations, search) : buildRecipientGroups([], [], search);
  const options = groups.flatMap((group) => group.options);
  const chosen = new Set(value.map(keyOf));
  const isChosen = (option: RecipientOption) => option.recipients.every((recipient) => chosen.has(keyOf(recipient)));
  const optionDomId = (option: RecipientOption) => `${id}-${option.id.replace(/[^\w-]/g, '_')}`;

  const toggle = (option: RecipientOption) => {
    if (isChosen(option)) {
      const dropped = new Set(option.recipients.map(keyOf));
      onChange(value.filter((recipient) => !dropped.has(keyOf(recipient))));
    } else {
      onChange(uniqueRecipients([...value, ...option.recipients]));
      // The next recipient is searched afresh (the typed name has done its job).
      setSearch('');
    }
  };

  const combobox = useMultiSelectCombobox({
    options,
    keyOf: (option) => option.id,
    onToggle: toggle,
    onOpen: () => setHasBeenUsed(true),
    // Enter picks; it never sends the mail from here. With nothing active it adds a typed outside address.
    onEnterWithoutActive: () => {
      const external = options.find((option) => option.id.startsWith('external-'));
      if (external) toggle(external);
    },
    onBackspaceWhenEmpty: () => {
      if (value.length > 0) onChange(value.slice(0, -1));
    },
    isInputEmpty: search === '',
  });
  const { isOpen, active } = combobox;

  const describedBy = [`${id}-chosen`, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.recipientField}>
      <label htmlFor={`${id}-input`} className={styles.recipientLabel}>
        {label}
      </label>
      <div className={styles.recipientBox}>
        <ul id={`${id}-chosen`} className={styles.chips} aria-label={label}>
          {value.map((recipient) => {
            const name = recipient.contact.fullname || recipient.contact.emailaddress1;
            const isGroup = isGroupRecipient(recipient);
            return (
              <li key={keyOf(recipient)} className={styles.chip} title={isGroup ? undefined : recipient.contact.emailaddress1}>
                {isGroup ? <Users size={14} aria-hidden="true" /> : <User size={14} aria-hidden="true" />}
                <span>{name}</span>
                <IconButton
                  label={texts.mail.removeRecipient(name)}
                  size="tiny"
                  tone="inherit"
                  className={pickerStyles.chipRemove}
                  onClick={() => onChange(value.filter((other) => keyOf(other) !== keyOf(recipient)))}
                >
                  <X size={14} aria-hidden="true" />
                </IconButton>
              </li>
            );
          })}
        </ul>
        <div className={pickerStyles.picker}>
          <Search aria-hidden="true" size={18} className={searchStyles.icon} />
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            role="combobox"
            className={[searchStyles.input, styles.pickerInput].join(' ')}
            placeholder={value.length === 0 ? texts.mail.recipientsPlaceholder : undefined}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listboxId}
            aria-activedescendant={active ? optionDomId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              combobox.open();
              combobox.resetActive();
            }}
            // Not on focus: the composer focuses 'Para' when it opens, and a list opening by itself would cover
            // the subject and the editor. Typing, a click or ArrowDown open it.
            onClick={combobox.open}
            onBlur={() => {
              combobox.close();
              onBlur?.();
            }}
            onKeyDown={combobox.onKeyDown}
          />
          <div id={listboxId} role="listbox" aria-multiselectable="true" aria-label={label} className={pickerStyles.options} hidden={!isOpen}>
            {isOpen && lookup.isError ? <p className={pickerStyles.optionEmpty}>{mailPageTexts.contactsError}</p> : null}
            {isOpen && lookup.isSuccess && options.length === 0 ? <p className={pickerStyles.optionEmpty}>{mailPageTexts.noContactsFound}</p> : null}
            {isOpen
              ? groups.map((group) => (
                  <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`}>
                    <p id={`${id}-${group.id}`} role="presentation" className={pickerStyles.optionGroup}>
                      {group.label}
                    </p>
                    {group.options.map((option) => (
                      <div
                        key={option.id}
                        id={optionDomId(option)}
                        role="option"
                        aria-selected={isChosen(option)}
                        className={[pickerStyles.option, styles.option, option === active ? pickerStyles.optionActive : undefined].filter(Boolean).join(' ')}
                        // Keeps the focus in the input: the list stays open for picking more.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => combobox.pick(option)}
                      >
                        <Check size={16} aria-hidden="true" className={pickerStyles.optionCheck} />
                        <span className={pickerStyles.optionName}>{option.label}</span>
                        <span className={pickerStyles.optionDetail}>{option.detail}</span>
                      </div>
                    ))}
                  </div>
                ))
              : null}
          </div>
        </div>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
