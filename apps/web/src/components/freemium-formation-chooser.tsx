import { texts, type Formation } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, GraduationCap, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { formationsByCodesQueryOptions } from '../lib/api/get-formations-by-codes';
import { formatAcademyDay } from '../lib/academy-date';
import { setFreemiumGroup, useFreemiumFormations, useFreemiumGroup } from '../lib/freemium-storage';
import { matchesAllWords } from '../lib/search-text';
import { useQueryErrorToast } from '../lib/use-query-error-toast';
import styles from './freemium-formation-chooser.module.css';
import { ModalDialog } from './modal-dialog';

interface FreemiumFormationChooserProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function FormationOption({ formation, isCurrent, onChoose }: { formation: Formation; isCurrent: boolean; onChoose: (code: string) => void }) {
  const start = formatAcademyDay(formation.edu_fechainicioclases);
  const groupName = formation.grupo.edu_formacion;
  return (
    <li>
      <button
        type="button"
        className={[styles.option, isCurrent ? styles.optionCurrent : undefined].filter(Boolean).join(' ')}
        aria-pressed={isCurrent}
        onClick={() => onChoose(formation.edu_codigoformacion)}
      >
        <span className={styles.optionIcon} aria-hidden="true">
          {isCurrent ? <Check size={20} /> : <GraduationCap size={20} />}
        </span>
        <span className={styles.optionBody}>
          {formation.edu_principal ? <span className={styles.optionParent}>{formation.edu_principal}</span> : null}
          <span className={styles.optionName}>{formation.edu_formacion}</span>
          <span className={styles.optionMeta}>
            {groupName && groupName !== formation.edu_formacion ? groupName : formation.edu_codigoformacion}
            {start ? ` · ${texts.freemiumWeb.chooserClassesFrom.replace('{date}', start)}` : null}
          </span>
        </span>
        {isCurrent ? <span className={styles.currentBadge}>{texts.freemiumWeb.chooserCurrent}</span> : null}
      </button>
    </li>
  );
}

/**
 * "Elige tu formación" (spec 000 §2, §4): the stored freemium formations, refreshed with
 * POST /api/formations/byCodes, with the group search 'Buscar grupo...'. Choosing stores the group code,
 * closes and toasts 'Formación seleccionada correctamente'. If the refresh fails the stored list is still
 * offered, after the toast 'Error al cargar las formaciones disponibles'.
 */
export function FreemiumFormationChooser({ isOpen, onOpenChange }: FreemiumFormationChooserProps) {
  const stored = useFreemiumFormations();
  const group = useFreemiumGroup();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const codes = useMemo(() => stored.map((formation) => formation.edu_codigoformacion), [stored]);
  const freshQuery = useQuery({ ...formationsByCodesQueryOptions(codes), enabled: isOpen && codes.length > 0 });
  useQueryErrorToast(freshQuery, texts.formations.availableError);

  const fresh = freshQuery.data?.formations.formations;
  const formations = fresh && fresh.length > 0 ? fresh : stored;
  const visible = formations.filter((formation) =>
    matchesAllWords(search, [formation.edu_formacion, formation.edu_principal, formation.grupo.edu_formacion, formation.edu_codigoformacion]),
  );

  const choose = (code: string) => {
    setFreemiumGroup(code);
    onOpenChange(false);
    setSearch('');
    toast.success(texts.freemium.formationSelected);
  };

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.freemium.chooseFormation}
      description={texts.freemiumWeb.chooserDescription}
      closeLabel={texts.freemiumWeb.close}
      size="medium"
    >
      <div className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          {texts.freemiumWeb.chooserSearchLabel}
        </label>
        <Search aria-hidden="true" size={18} className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={texts.groupPicker.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      {visible.length === 0 ? (
        <p className={styles.noMatches} role="status">
          {formations.length === 0 ? texts.empty.nothingToSee : texts.freemiumWeb.chooserNoMatches}
        </p>
      ) : (
        <ul role="list" className={styles.options}>
          {visible.map((formation) => (
            <FormationOption key={formation.edu_codigoformacion} formation={formation} isCurrent={formation.edu_codigoformacion === group} onChoose={choose} />
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
