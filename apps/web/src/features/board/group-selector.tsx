import { texts, type BoardGroup } from '@campus/contract';
import { ChevronDown, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { SideSheet } from '../../components/side-sheet';
import { boardPageTexts } from './board-texts';
import boardStyles from './board.module.css';
import styles from './group-selector.module.css';

interface GroupListProps {
  groups: readonly BoardGroup[];
  selectedCode: string | null;
  onSelect: (code: string) => void;
}

/** The groups as a list of buttons; the selected one is marked as the current page section. */
function GroupList({ groups, selectedCode, onSelect }: GroupListProps) {
  return (
    <ul className={styles.groupList}>
      {groups.map((group) => {
        const isSelected = group.edu_codigoformacion === selectedCode;
        return (
          <li key={group.edu_codigoformacion}>
            <button
              type="button"
              className={[boardStyles.groupButton, isSelected ? styles.groupSelected : undefined].filter(Boolean).join(' ')}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(group.edu_codigoformacion)}
            >
              <span className={styles.groupName}>{group.name}</span>
              {group.formation_name ? <span className={styles.groupFormation}>{group.formation_name}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The group selector as a sidebar (tablet and desktop). */
export function GroupSidebar(props: GroupListProps) {
  return (
    <nav className={styles.sidebar} aria-label={texts.board.groupsTitle}>
      <h2 className={styles.sidebarTitle}>{texts.board.groupsTitle}</h2>
      <GroupList {...props} />
    </nav>
  );
}

/**
 * The group selector on phones: a button naming the group on screen opens a drawer with the list (focus
 * trapped inside, Escape closes it, focus returns to the button); choosing a group closes it.
 */
export function GroupDrawer(props: GroupListProps) {
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  // The sheet has no Radix trigger to give focus back to: the button takes it back itself, once the
  // sheet stops trapping it (every way of closing: a choice, Escape, the close button).
  const changeOpen = (isNowOpen: boolean) => {
    setIsOpen(isNowOpen);
    if (!isNowOpen) requestAnimationFrame(() => openerRef.current?.focus());
  };
  const selected = props.groups.find((group) => group.edu_codigoformacion === props.selectedCode);
  return (
    <>
      <button ref={openerRef} type="button" className={boardStyles.drawerButton} aria-haspopup="dialog" aria-expanded={isOpen} onClick={() => setIsOpen(true)}>
        <Users aria-hidden="true" size={18} />
        <span className={styles.drawerButtonText}>
          <span className={styles.drawerButtonLabel}>{texts.board.groupsButton}</span>
          <span className={styles.drawerButtonGroup}>{selected?.name ?? boardPageTexts.chooseGroup}</span>
        </span>
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      <SideSheet isOpen={isOpen} onOpenChange={changeOpen} title={texts.board.groupsTitle} closeLabel={boardPageTexts.close}>
        <nav aria-label={texts.board.groupsTitle}>
          <GroupList
            {...props}
            onSelect={(code) => {
              props.onSelect(code);
              changeOpen(false);
            }}
          />
        </nav>
      </SideSheet>
    </>
  );
}
