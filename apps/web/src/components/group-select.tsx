import { useId } from 'react';

/** A group as the pickers list it: its code and display name (a Formation row, or the teacher's groups). */
export interface GroupOption {
  edu_codigoformacion: string;
  edu_formacion: string;
  edu_principalcodigoformacion?: string | null;
}

/** The parent (main) formation of a group, which the routes with `:codigoFormacion/:codigoGrupo` take first. */
export function parentOf(group: GroupOption): string {
  return group.edu_principalcodigoformacion ?? group.edu_codigoformacion;
}

interface GroupSelectProps<G extends GroupOption> {
  label: string;
  groups: readonly G[];
  /** The chosen group's code ('' for the "all groups" option). */
  value: string;
  /** The chosen group, or null when the "all groups" option is picked. */
  onChange: (group: G | null) => void;
  /** Offers a first option for every group at once, with this label. */
  allLabel?: string;
  /** The wrapper's and the select's classes: each page keeps its toolbar's look. */
  className?: string;
  selectClassName?: string;
  labelClassName?: string;
}

/** The labelled group picker of the pages that show one group at a time (timeline, evaluations, statistics). */
export function GroupSelect<G extends GroupOption>({
  label,
  groups,
  value,
  onChange,
  allLabel,
  className,
  selectClassName,
  labelClassName,
}: GroupSelectProps<G>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(change) => onChange(groups.find((g) => g.edu_codigoformacion === change.target.value) ?? null)}
      >
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {groups.map((g) => (
          <option key={g.edu_codigoformacion} value={g.edu_codigoformacion}>
            {g.edu_formacion}
          </option>
        ))}
      </select>
    </div>
  );
}
